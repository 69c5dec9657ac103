import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { homeSignIn, loginFromHome, loginFromLoginPage, openMenu, shown, useE2E } from './support/flows';

const e2e = useE2E();

/** Refused staff get no session: the header greets nobody and the menu offers Sign up, even after a reload. */
async function expectVisitor(page: Page) {
  await page.reload();
  await shown(page.getByText('Learn, play and grow'));
  expect(await page.getByText(/^Welcome, /).count()).toBe(0);
  const nav = await openMenu(page);
  await shown(nav.getByRole('link', { name: 'Sign up' }));
  expect(await nav.getByRole('button', { name: 'Logout' }).count()).toBe(0);
}

describe.each(['admin', 'manager'])('the %s account', (username) => {
  it('is refused on the home form', async () => {
    const { page } = e2e;
    await loginFromHome(page, username);
    await shown(homeSignIn(page).getByText('Admins and Managers must login from the backend.'));
    await expectVisitor(page);
    await shown(homeSignIn(page));
  });

  it('is refused on /login', async () => {
    const { page } = e2e;
    await loginFromLoginPage(page, username);
    await shown(page.getByText('Admins and Managers must log in from backend.'));
    expect(new URL(page.url()).pathname).toMatch(/^\/login\/?$/);
    await expectVisitor(page);
  });
});
