// Signed-in pages rendered by the gateway, in a real browser: a student's home (Next up, done marks) and quiz
// history, and a teacher's class page, in English and Urdu. Without JavaScript her content is in the page; with
// it the app hydrates that page with no warning and asks the gateway for nothing the page already holds. Then
// every route the route table renders, for a student and a teacher, in both languages: hydrated without a
// warning; on her home the folded grades (kept, the same for every reader) hydrate when she opens them.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doubleAdmin, gatewayUrl, launchBrowser, type E2EBrowser } from './support/browser';
import { ROUTES } from '../../web/src/lib/paths';
import { loginFromHome, shown, welcome } from './support/flows';

let browser: E2EBrowser;
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** Signs in once through the home page's form; each test then starts from that session's cookies. */
async function signIn(b: Browser, username: string, fullName: string) {
  const context = await b.newContext({ baseURL: gatewayUrl() });
  const page = await context.newPage();
  await loginFromHome(page, username);
  await shown(welcome(page, fullName));
  sessions.set(username, await context.storageState());
  await context.close();
}

beforeAll(async () => {
  browser = await launchBrowser();
  await doubleAdmin('reset');
  await signIn(browser.browser, 'ayesha', 'Ayesha Siddiqui');
  await signIn(browser.browser, 'mrs.khan', 'Mrs. Farah Khan');
});
afterAll(() => browser?.close());

async function open(username: string, language: 'en' | 'ur', javaScriptEnabled: boolean) {
  const state = sessions.get(username)!;
  const origin = new URL(gatewayUrl());
  const context = await browser.browser.newContext({
    baseURL: gatewayUrl(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
    storageState: {
      cookies: [
        ...state.cookies,
        {
          name: 'learnify_lang',
          value: language,
          domain: origin.hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      // The device's remembered choice agrees with the cookie (as the app keeps them).
      origins: [{ origin: origin.origin, localStorage: [{ name: 'learnify.language', value: language }] }],
    },
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

const TEXT = {
  en: { nextUp: 'Next up', done: /Done · best (since [\d-]+: )?\d+/, students: 'My Students', menu: 'Menu' },
  ur: {
    nextUp: 'اگلا کوئز',
    done: /مکمل · (.+ سے )?بہترین \u2068?\d+/,
    students: 'میرے طالب علم',
    menu: 'مینو',
  },
} as const;

interface Case {
  who: string;
  path: string;
  check(page: Page, language: 'en' | 'ur'): Promise<void>;
}

const CASES: Case[] = [
  {
    who: 'ayesha',
    path: '/',
    async check(page, language) {
      await shown(page.getByRole('heading', { level: 2, name: TEXT[language].nextUp }));
      await shown(page.getByText(TEXT[language].done).first());
    },
  },
  {
    who: 'ayesha',
    path: '/student/quiz-history',
    async check(page) {
      await shown(page.locator('a[href^="/student/quiz-result/"]').first());
    },
  },
  {
    who: 'mrs.khan',
    path: '/teacher/assessment',
    async check(page, language) {
      await shown(page.getByRole('heading', { level: 1, name: TEXT[language].students }));
      await shown(page.getByText('Ayesha Siddiqui').first());
    },
  },
];

describe('signed-in pages rendered by the gateway', () => {
  for (const { who, path, check } of CASES)
    for (const language of ['en', 'ur'] as const) {
      it(`${who} ${path} (${language}) shows her content with JavaScript off`, async () => {
        const { context, page } = await open(who, language, false);
        try {
          const response = await page.goto(path);
          expect(response?.headers()['cache-control']).toBe('private, no-store');
          expect(await page.getAttribute('html', 'dir')).toBe(language === 'ur' ? 'rtl' : 'ltr');
          await check(page, language);
        } finally {
          await context.close();
        }
      });

      it(`${who} ${path} (${language}) hydrates with JavaScript: no warning, no request for what it holds`, async () => {
        const { context, page, problems, graphql } = await open(who, language, true);
        try {
          await page.goto(path);
          await check(page, language);
          await page.waitForFunction(() => {
            const root = document.getElementById('root');
            return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
          });
          await page.waitForLoadState('networkidle');
          expect(graphql).toEqual([]);
          expect(problems).toEqual([]);
          // Still her content after hydration, and the app works: the menu opens.
          await check(page, language);
          const menu = page.getByRole('button', { name: TEXT[language].menu });
          await menu.click();
          expect(await menu.getAttribute('aria-expanded')).toBe('true');
        } finally {
          await context.close();
        }
      });
    }
});

/** Every route the table renders, for who may open it, with its parameters filled from the demo data. */
async function renderedRoutes(): Promise<Array<{ who: string; path: string }>> {
  const { context, page } = await open('ayesha', 'en', false);
  try {
    await page.goto('/student/quiz-history');
    const result = await page.locator('a[href^="/student/quiz-result/"]').first().getAttribute('href');
    const fill: Record<string, string> = { ':attemptId/': result!.replace('/student/quiz-result/', '') };
    return Object.values(ROUTES)
      .filter((route) => route.render !== 'browser')
      .flatMap(({ pattern }) => {
        const path = pattern.replace(':attemptId/', fill[':attemptId/']!).replace(':username', 'ayesha');
        if (pattern.startsWith('/student/')) return [{ who: 'ayesha', path }];
        if (pattern.startsWith('/teacher/')) return [{ who: 'mrs.khan', path }];
        return [
          { who: 'ayesha', path },
          { who: 'mrs.khan', path },
        ];
      });
  } finally {
    await context.close();
  }
}

describe('every route the gateway renders hydrates cleanly', () => {
  it('for a student and a teacher, in English and Urdu', { timeout: 600_000 }, async () => {
    const routes = await renderedRoutes();
    expect(routes.some(({ path }) => /^\/student\/quiz-result\/[^/]+\/$/.test(path))).toBe(true);
    const failures: Record<string, unknown> = {};
    for (const { who, path } of routes)
      for (const language of ['en', 'ur'] as const) {
        const { context, page, problems, graphql } = await open(who, language, true);
        try {
          const response = await page.goto(path);
          expect(response?.headers()['cache-control'], path).toBe('private, no-store');
          expect(await page.getAttribute('html', 'data-ssr'), path).not.toBeNull();
          await page.waitForFunction(() => {
            const root = document.getElementById('root');
            return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
          });
          await page.waitForLoadState('networkidle');
          // A teacher's home hydrates the catalogue (kept, not in her page's state) once it has loaded it.
          const allowed = who === 'mrs.khan' && path === '/' ? ['HomeScreen'] : [];
          if (path === '/' && who === 'ayesha') {
            // Opened, the folded grades load the catalogue, hydrate, then her marks on them.
            await page.locator('details summary').first().click();
            await page.waitForLoadState('networkidle');
            allowed.push('HomeScreen', 'HomeOtherMarks');
            await shown(page.locator('details section[id^="grade-"]').first());
          }
          const unexpected = graphql.filter((name) => !allowed.includes(name));
          if (problems.length > 0 || unexpected.length > 0)
            failures[`${who} ${path} ${language}`] = { problems, unexpected };
        } finally {
          await context.close();
        }
      }
    expect(failures).toEqual({});
  });
});
