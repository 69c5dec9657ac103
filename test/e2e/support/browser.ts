import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags the workplace requires: no sandbox as root, and no background traffic to the (closed) internet.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2EBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches Debian's Chromium. playwright-core refuses a `--user-data-dir` argument on `launch()`: it always
 * passes its own fresh one (a mkdtemp `playwright_chromiumdev_profile-*` dir, removed on close) instead.
 */
export async function launchBrowser(): Promise<E2EBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

export const gatewayUrl = () => inject('gatewayUrl');
export const doubleOrigin = () => inject('doubleOrigin');

/** A fresh context (own cookies) and page on the gateway, phone-sized. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: gatewayUrl(), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/** Calls an operator endpoint of the REST double (reset, activate, approve-renewal, …). */
export async function doubleAdmin(path: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${doubleOrigin()}/__double/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`double admin ${path} answered ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

export async function doubleGet(path: string): Promise<unknown> {
  const res = await fetch(`${doubleOrigin()}/__double/${path}`);
  if (!res.ok) throw new Error(`double ${path} answered ${res.status}`);
  return res.json();
}
