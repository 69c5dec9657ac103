// Family links in the browser, at phone size, in English and Urdu: a child makes a link in account settings, a
// parent opens it on a phone without an account (and without JavaScript), the child turns it off, and the parent
// then gets the dead-link page; two children's links never show each other's data; a revocation on one instance
// holds on another sharing its Redis. `SHOTS_DIR` set: the family page
// is also saved as a 360 px screenshot in each language.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/a11y';
import { launchBrowser, gatewayUrl, type E2EBrowser } from './support/browser';
import { overflowProblems } from './support/layout';
import { loginFromHome, shown, useE2E } from './support/flows';
import { ROOT } from '../support/processes';
import { describeWithRedis } from '../support/redis';
import { startTwoInstances, type TwoInstances } from '../support/two-instances';

const e2e = useE2E();
const PHONE = { width: 360, height: 740 };

let parents: E2EBrowser;
beforeAll(async () => {
  parents = await launchBrowser();
});
afterAll(async () => {
  await parents?.close();
});

/** A parent's phone: no account, no cookie of the child's, JavaScript off (the page must not need it). */
async function parentPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await parents.browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

/** The child, signed in at phone size, in `language`; her home composes her week once. */
async function childAt(language: 'en' | 'ur', username: string): Promise<Page> {
  const { page } = e2e;
  await page.setViewportSize(PHONE);
  await loginFromHome(page, username);
  await shown(page.getByText(/^Welcome, /));
  if (language === 'ur') {
    await page.evaluate(() => localStorage.setItem('learnify.language', 'ur'));
  }
  return page;
}

/** In account settings: makes a link and reads its address from the page. */
async function makeLink(
  page: Page,
  names: { title: string; make: string; field: string },
  origin = gatewayUrl(),
): Promise<string> {
  await page.goto('/account/family-links');
  await shown(page.getByRole('heading', { level: 1, name: names.title }));
  await page.getByRole('button', { name: names.make }).click();
  const field = await shown(page.getByLabel(names.field, { exact: true }));
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^${origin}/family/[\\w-]{32}$`));
  return url;
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name), fullPage: true });
}

/** Nothing wider than the phone: no sideways scrolling for the key figures. */
const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('a family link, in English', () => {
  it('a child makes it, her parent opens it with no account, she turns it off, the parent gets the dead page', async () => {
    const child = await childAt('en', 'sana');
    const url = await makeLink(child, {
      title: 'Family links',
      make: 'Make a family link',
      field: 'Family link',
    });

    const parent = await parentPhone();
    try {
      const answer = await parent.page.goto(url);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['cache-control']).toBe('no-store');
      await shown(parent.page.getByRole('heading', { level: 1, name: "Sana's week" }));
      await shown(parent.page.getByRole('heading', { name: 'Quizzes this week' }));
      await shown(parent.page.getByRole('heading', { name: 'Average per subject' }));
      await shown(parent.page.getByRole('heading', { name: 'Subscription' }));
      expect(await parent.page.locator('script, form, input, button').count()).toBe(0);
      expect(await fitsThePhone(parent.page)).toBe(true);
      await screenshot(parent.page, 'family-page-en-360.png');

      // Her list says it was opened; she turns it off.
      await child.reload();
      const card = child.getByRole('listitem').filter({ hasText: 'Link made on' });
      await shown(card);
      expect(await card.getByText('Not opened yet').count()).toBe(0);
      expect(await fitsThePhone(child)).toBe(true);
      await screenshot(child, 'family-links-settings-en-360.png');
      await card.getByRole('button', { name: 'Turn off' }).click();
      await shown(child.getByText('The link was turned off. It no longer opens.'));

      const dead = await parent.page.reload();
      expect(dead?.status()).toBe(404);
      await shown(parent.page.getByRole('heading', { level: 1, name: 'This link does not work' }));
      expect(await parent.page.getByText('Sana').count()).toBe(0);
      // The token is a credential: no line of the gateway's log holds it.
      expect(readFileSync(inject('gatewayLog'), 'utf8')).not.toContain(url.split('/').at(-1)!);
    } finally {
      await parent.context.close();
    }
  });
});

describe('a family link, in Urdu', () => {
  it('made in Urdu, opens in Urdu for the parent; turned off, the parent gets the dead page in Urdu', async () => {
    const child = await childAt('ur', 'hamza');
    const url = await makeLink(child, { title: 'فیملی لنکس', make: 'فیملی لنک بنائیں', field: 'فیملی لنک' });

    const parent = await parentPhone();
    try {
      expect((await parent.page.goto(url))?.status()).toBe(200);
      await shown(parent.page.getByRole('heading', { level: 1, name: 'Hamza کا ہفتہ' }));
      expect(await parent.page.locator('html').getAttribute('dir')).toBe('rtl');
      await shown(parent.page.getByRole('heading', { name: 'اس ہفتے کے کوئز' }));
      expect(await fitsThePhone(parent.page)).toBe(true);
      await screenshot(parent.page, 'family-page-ur-360.png');
      // The page's own switch, without JavaScript.
      await parent.page.getByRole('link', { name: /English/ }).click();
      await shown(parent.page.getByRole('heading', { level: 1, name: "Hamza's week" }));
      await screenshot(parent.page, 'family-page-en-switched-360.png');

      await child.reload();
      await shown(child.getByRole('listitem').getByRole('button', { name: 'بند کریں' }));
      expect(await fitsThePhone(child)).toBe(true);
      await screenshot(child, 'family-links-settings-ur-360.png');
      await child.getByRole('listitem').getByRole('button', { name: 'بند کریں' }).click();
      await shown(child.getByText('لنک بند کر دیا گیا۔ اب یہ نہیں کھلے گا۔'));
      expect((await parent.page.goto(`${url}?lang=ur`))?.status()).toBe(404);
      await shown(parent.page.getByRole('heading', { level: 1, name: 'یہ لنک کام نہیں کرتا' }));
      await screenshot(parent.page, 'family-page-dead-ur-360.png');
    } finally {
      await parent.context.close();
    }
  });
});

/** Her words for making a link, and the heading her parent sees, in each language. */
const WORDS = {
  en: {
    names: { title: 'Family links', make: 'Make a family link', field: 'Family link' },
    week: (name: string) => `${name}'s week`,
    turnOff: 'Turn off',
    turnedOff: 'The link was turned off. It no longer opens.',
    dead: 'This link does not work',
  },
  ur: {
    names: { title: 'فیملی لنکس', make: 'فیملی لنک بنائیں', field: 'فیملی لنک' },
    week: (name: string) => `${name} کا ہفتہ`,
    turnOff: 'بند کریں',
    turnedOff: 'لنک بند کر دیا گیا۔ اب یہ نہیں کھلے گا۔',
    dead: 'یہ لنک کام نہیں کرتا',
  },
} as const;

describe("two children's links", () => {
  for (const language of ['en', 'ur'] as const) {
    it(`never show each other's data (${language})`, async () => {
      const words = WORDS[language];
      const child = await childAt(language, 'sana');
      const ofSana = await makeLink(child, words.names);
      await child.context().clearCookies();
      // The sign-in form is found by its English name; her language again once signed in.
      await child.evaluate(() => localStorage.removeItem('learnify.language'));
      await loginFromHome(child, 'hamza');
      await shown(child.getByText(/^Welcome, /));
      if (language === 'ur') await child.evaluate(() => localStorage.setItem('learnify.language', 'ur'));
      const ofHamza = await makeLink(child, words.names);

      const parent = await parentPhone();
      try {
        await parent.page.goto(ofSana);
        await shown(parent.page.getByRole('heading', { level: 1, name: words.week('Sana') }));
        expect(await parent.page.getByText('Hamza').count()).toBe(0);
        await parent.page.goto(ofHamza);
        await shown(parent.page.getByRole('heading', { level: 1, name: words.week('Hamza') }));
        expect(await parent.page.getByText('Sana').count()).toBe(0);
      } finally {
        await parent.context.close();
      }
    });
  }
});

describe('after signing out of every device', () => {
  it('her link still works; at her next sign-in she is told, and one tap turns it off', async () => {
    const child = await childAt('en', 'sana');
    const url = await makeLink(child, {
      title: 'Family links',
      make: 'Make a family link',
      field: 'Family link',
    });
    await child.goto('/account/edit-profile');
    const section = await shown(child.getByRole('region', { name: 'Sign out of every device' }));
    await section.getByRole('button', { name: 'Sign out of every device' }).click();
    await section.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await shown(child.getByText('You are signed out on every device, this one too.'));

    const parent = await parentPhone();
    try {
      expect((await parent.page.goto(url))?.status()).toBe(200);
      await loginFromHome(child, 'sana');
      const reminder = await shown(child.getByRole('region', { name: 'Your family links still work' }));
      // (The gateway outlives each test's reset of the double: links of earlier tests may be counted too.)
      await shown(reminder.getByText(/You signed out on every device\. Your family links \(\d\) still work/));
      await reminder.getByRole('button', { name: 'Turn them all off' }).click();
      await shown(child.getByText('Your family links were turned off. They no longer open.'));
      expect(await child.getByRole('region', { name: 'Your family links still work' }).count()).toBe(0);
      expect((await parent.page.reload())?.status()).toBe(404);
    } finally {
      await parent.context.close();
    }
  });
});

describe('the family page for everyone', () => {
  it('has no accessibility violations (WCAG 2.2 AA) and fits 360 px, live and dead, in both languages', async () => {
    const child = await childAt('en', 'sana');
    const url = await makeLink(child, {
      title: 'Family links',
      make: 'Make a family link',
      field: 'Family link',
    });
    // axe runs as a script in the page: a context with JavaScript on (the page itself has none).
    const context = await parents.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      for (const target of [`${url}?lang=en`, `${url}?lang=ur`, `${gatewayUrl()}/family/gone?lang=ur`]) {
        await page.goto(target);
        expect(await axeViolations(page), target).toEqual([]);
        expect(await overflowProblems(page), target).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

describeWithRedis('a family link on two instances and one Redis', () => {
  let stack: TwoInstances;
  beforeAll(async () => {
    // Both instances serve the built app; the double is the run's fidelity.
    stack = await startTwoInstances({
      seed: 'demo',
      fidelity: inject('fidelity'),
      stderr: 'ignore',
      env: {
        WEB_DIST_DIR: join(ROOT, 'web/dist'),
        RENDER_DEADLINE_MS: '10000',
        RATE_LIMIT_LOGIN_PER_IP: '100000',
        RATE_LIMIT_LOGIN_PER_USERNAME: '100000',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  for (const language of ['en', 'ur'] as const) {
    it(`made and revoked on A, dead on B at once (${language})`, async () => {
      const words = WORDS[language];
      const onA = await parents.browser.newContext({ baseURL: stack.a.url, viewport: PHONE, isMobile: true });
      const parent = await parentPhone();
      try {
        const child = await onA.newPage();
        await loginFromHome(child, 'sana');
        await shown(child.getByText(/^Welcome, /));
        if (language === 'ur') await child.evaluate(() => localStorage.setItem('learnify.language', 'ur'));
        const url = await makeLink(child, words.names, stack.a.url);
        // The parent's copy of the address, on the other instance.
        const onB = url.replace(stack.a.url, stack.b.url);

        expect((await parent.page.goto(onB))?.status()).toBe(200);
        await shown(parent.page.getByRole('heading', { level: 1, name: words.week('Sana') }));

        await child.getByRole('listitem').getByRole('button', { name: words.turnOff }).click();
        await shown(child.getByText(words.turnedOff));
        // From the answer on, B (which never saw the revocation) shows the dead page; so does A. A dead token
        // names no language: the page's own switch (`?lang=`) gives hers.
        expect((await parent.page.reload())?.status()).toBe(404);
        expect((await parent.page.goto(`${onB}?lang=${language}`))?.status()).toBe(404);
        await shown(parent.page.getByRole('heading', { level: 1, name: words.dead }));
        expect(await parent.page.getByText('Sana').count()).toBe(0);
        expect((await parent.page.goto(url))?.status()).toBe(404);
      } finally {
        await parent.context.close();
        await onA.close();
      }
    });
  }
});
