import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { launchChromium } from '../../support/chromium';

export interface E2EBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches Debian's Chromium (test/support/chromium.ts). */
export async function launchBrowser(): Promise<E2EBrowser> {
  const browser = await launchChromium();
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

/**
 * A fresh start for a test: the double back to its seed, and the gateway's store emptied with it (what the gateway
 * learned of the accounts the reset forgot — a renewal sent, attempts seen — would otherwise outlive them).
 */
export async function resetUpstream(): Promise<void> {
  await doubleAdmin('reset');
  const url = inject('redisUrl');
  if (!url) return;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushall();
  } finally {
    redis.disconnect();
  }
}

export async function doubleGet(path: string): Promise<unknown> {
  const res = await fetch(`${doubleOrigin()}/__double/${path}`);
  if (!res.ok) throw new Error(`double ${path} answered ${res.status}`);
  return res.json();
}
