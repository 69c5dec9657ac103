import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { RecordedRequest, UserView } from '@learnify/upstream-double';
import { doubleGet, launchBrowser, newPage, resetUpstream, type E2EBrowser } from './browser';

export const PASSWORD = 'learnify123';

/**
 * Registers the per-file hooks: one Chromium per file, and per test a reset double and a fresh context (own
 * cookies and localStorage). Use `e2e.page` inside a test.
 */
export function useE2E(): { readonly page: Page } {
  let browser: E2EBrowser | undefined;
  let current: Awaited<ReturnType<typeof newPage>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async ({ onTestFailed }) => {
    await resetUpstream();
    if (!browser) throw new Error('browser not launched');
    const opened = await newPage(browser.browser);
    current = opened;
    // Fail a step in seconds rather than at the test timeout, so a failure names the missing element.
    opened.context.setDefaultTimeout(10_000);
    // A failure report says where the browser was and what it showed.
    onTestFailed(async () => {
      const text = await opened.page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(page unreadable)');
      console.error(`[e2e] failed at ${opened.page.url()}\n${text.slice(0, 1500)}`);
    });
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });
  return {
    get page() {
      if (!current) throw new Error('no page outside a test');
      return current.page;
    },
  };
}

/** Waits until the element is visible; throws (failing the test) when it does not appear. */
export async function shown(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** On a phone the navigation folds behind "Menu": open it if it is closed. */
export async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** The home page's inline sign-in form. */
export function homeSignIn(page: Page): Locator {
  return page.getByRole('region', { name: 'Sign in' });
}

export async function loginFromHome(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  const form = await shown(homeSignIn(page));
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

export async function loginFromLoginPage(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await shown(page.getByRole('heading', { name: 'Log in to Learnify' }));
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(username);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
}

export async function logout(page: Page): Promise<void> {
  const nav = await openMenu(page);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await shown(homeSignIn(page));
}

/** The header's welcome line for a signed-in user. */
export const welcome = (page: Page, fullName: string) => page.getByText(`Welcome, ${fullName}!`);

/** Everything the REST double received since the last reset (operator calls excluded). */
export const doubleRequests = () => doubleGet('requests') as Promise<RecordedRequest[]>;
export const doubleUser = (username: string) => doubleGet(`users/${username}`) as Promise<UserView>;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// A valid 1×1 PNG; `tag` is appended after IEND (decoders ignore it) so each upload has its own hash.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export function pngFile(name: string, tag = name): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.from(tag)]),
  };
}
