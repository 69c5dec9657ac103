// In a real browser: the gateway's rendering of the home page works without JavaScript (the catalogue and
// its links are in the HTML), and with JavaScript the app hydrates it — no hydration warning, no CSP refusal, and
// no GraphQL request for what the page already holds — then works as before.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, launchBrowser, resetUpstream, type E2EBrowser } from './support/browser';
import { shown } from './support/flows';

let browser: E2EBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
  await resetUpstream();
});
afterAll(() => browser?.close());

async function open(javaScriptEnabled: boolean) {
  const context = await browser.browser.newContext({
    baseURL: gatewayUrl(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const graphql: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql')
      graphql.push(String((request.postDataJSON() as { operationName?: string } | null)?.operationName));
  });
  return { context, page, problems, graphql };
}

/** CSP refusals the page saw (the browser reports them as `securitypolicyviolation` events). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
}

describe('server-rendered home page', () => {
  it('shows the catalogue and its links with JavaScript disabled', async () => {
    const { context, page } = await open(false);
    try {
      await page.goto('/');
      await shown(page.getByRole('heading', { level: 1, name: 'Welcome to Learnify!' }));
      const grade = await shown(page.getByRole('region', { name: 'Grade 3' }));
      const links = grade.getByRole('link');
      expect(await links.count()).toBeGreaterThan(3);
      expect(await links.first().getAttribute('href')).toMatch(/^\/student\/attempt-quiz\/\d+$/);
      // The grade chips and the site's navigation are plain links too.
      await shown(page.getByRole('link', { name: 'Grade 3', exact: true }));
      expect(await page.getByRole('link', { name: 'Why Join' }).first().getAttribute('href')).toBe(
        '/why-join',
      );
    } finally {
      await context.close();
    }
  });

  it('hydrates with JavaScript: no warning, no CSP refusal, no GraphQL request for the catalogue', async () => {
    const { context, page, problems, graphql } = await open(true);
    try {
      await watchCsp(page);
      await page.goto('/');
      // Hydrated: React has attached to the server's markup and the header's Menu button works.
      const menu = page.getByRole('button', { name: 'Menu' });
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.waitForLoadState('networkidle');
      expect(graphql).toEqual([]);
      expect(problems).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      // Still the app: the grade chips jump to their sections.
      await page.getByRole('link', { name: 'Grade 3', exact: true }).click();
      await shown(page.getByRole('region', { name: 'Grade 3' }));
    } finally {
      await context.close();
    }
  });

  it('hydrates the Urdu page chosen with ?lang=ur, and remembers the choice', async () => {
    const { context, page, problems, graphql } = await open(true);
    try {
      await page.goto('/?lang=ur');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await shown(page.getByRole('heading', { level: 1, name: 'لرنیفائی میں خوش آمدید!' }));
      await page.waitForFunction(() => window.localStorage.getItem('learnify.language') === 'ur');
      expect((await context.cookies()).find((c) => c.name === 'learnify_lang')?.value).toBe('ur');
      await page.waitForLoadState('networkidle');
      expect(graphql).toEqual([]);
      expect(problems).toEqual([]);
      // The next visit is in Urdu from the cookie alone.
      const html = await (
        await page.request.get('/honor-board', { headers: { accept: 'text/html' } })
      ).text();
      expect(html).toContain('<html lang="ur" dir="rtl" data-ssr>');
    } finally {
      await context.close();
    }
  });

  it('hydrates a reloaded page whose history entry still carries a message the server never saw', async () => {
    const { context, page, problems } = await open(true);
    try {
      await page.goto('/');
      await shown(page.getByRole('heading', { level: 1, name: 'Welcome to Learnify!' }));
      // As after "Renewal request submitted" and a reload: the router's state stays in the history entry.
      await page.evaluate(() =>
        window.history.replaceState(
          { usr: { flash: { key: 'common.session.expired', tone: 'info' } }, key: 'e2e', idx: 0 },
          '',
        ),
      );
      await page.reload();
      await shown(page.getByText('Your subscription has expired. Please renew.'));
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
