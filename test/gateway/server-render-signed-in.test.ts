// A signed-in reader's pages rendered by the gateway with her own data, over real HTTP with the web app's SSR
// build: her session's operations run in-process, the page is private and never stored, and no render reaches
// another request — two children at once, a visitor after a child, a teacher, both languages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { matchRoute, ROUTES } from '../../web/src/lib/paths';
import { buildSsr, decode, fetchPage } from './ssr-build';
import { startStack, type GqlClient, type Stack } from './support';

let build: ReturnType<typeof buildSsr>;
let double: UpstreamDouble;
let stack: Stack;

/** The build's stylesheet, as Vite links it from index.html (the test build's template has none of its own). */
const STYLESHEET = 'style-T3st.css';

beforeAll(async () => {
  build = buildSsr();
  mkdirSync(join(build.dist, 'assets'), { recursive: true });
  writeFileSync(join(build.dist, 'assets', STYLESHEET), 'body{margin:0}');
  const index = join(build.dist, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace(
      '</head>',
      `<link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}"></head>`,
    ),
  );
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  // A deadline no render misses on a busy machine, even twelve at once: a late one would be sent as the shell.
  stack = await startStack(
    { WEB_DIST_DIR: build.dist, RENDER_DEADLINE_MS: '30000', RENDER_COLD_LIMIT_MS: '30000' },
    { double },
  );
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await double?.close();
  build?.remove();
});

const cookieOf = (client: GqlClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const page = (path: string, headers: Record<string, string> = {}) =>
  fetchPage(`${stack.url}${path}`, headers);

async function signedIn(username: string) {
  const client = stack.client();
  await client.login(username);
  return { client, cookie: cookieOf(client) };
}

/** The headers every signed-in page carries: never stored by anyone, keyed by the cookie. */
function expectPrivate(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
}

describe('signed-in pages rendered with her data', () => {
  it("renders a student's home with her Next up and done marks, in the page and in its state", async () => {
    const { client, cookie } = await signedIn('ayesha');
    const progress = (
      await client.gql('{ viewer { progress { nextUp { title } attemptedQuizzes { attempted } } } }')
    ).data.viewer.progress as { nextUp: { title: string }[]; attemptedQuizzes: { attempted: boolean }[] };
    expect(progress.nextUp.length).toBeGreaterThan(0);
    expect(progress.attemptedQuizzes.some((q) => q.attempted)).toBe(true);

    const { res, html, state } = await page('/', { cookie });
    expectPrivate(res);
    const body = decode(html);
    expect(html).toContain('<html lang="en" dir="ltr" data-ssr>');
    expect(body).toContain('Ayesha');
    expect(body).toContain('Next up');
    expect(body).toMatch(/Done · best (since [\d-]+: )?\d+/);
    for (const quiz of progress.nextUp) expect(body).toContain(quiz.title.replace(/^\d+\.\s*/, ''));
    const root = state?.apollo['ROOT_QUERY'] ?? {};
    expect(JSON.stringify(root['viewer'] ?? null)).not.toBe('null');
    expect(JSON.stringify(state)).toContain('"username":"ayesha"');
    const viewer = state?.apollo[(root['viewer'] as { __ref: string } | null)?.__ref ?? ''] ?? {};
    expect(Object.keys(viewer)).toContain('progress');
  });

  it('renders every signed-in route of a student and of a teacher, in English and Urdu', async () => {
    const ayesha = await signedIn('ayesha');
    const history = (await ayesha.client.gql('{ viewer { quizHistory { entries { id } } } }')).data.viewer
      .quizHistory as { entries: { id: string }[] };
    const attempt = history.entries[0]!.id;
    const teacher = await signedIn('mrs.khan');
    const cases: Array<[string, string]> = [
      [ayesha.cookie, '/student/quiz-history'],
      [ayesha.cookie, '/student/assessment'],
      [ayesha.cookie, `/student/quiz-result/${attempt}`],
      [teacher.cookie, '/teacher/assessment'],
      [teacher.cookie, '/teacher/student/ayesha/quiz-history'],
      [teacher.cookie, '/'],
    ];
    for (const [cookie, path] of cases)
      for (const language of ['en', 'ur'] as const) {
        const { res, html, state } = await page(path, { cookie: `${cookie}; learnify_lang=${language}` });
        expectPrivate(res);
        expect(html, path).toContain(
          `<html lang="${language}" dir="${language === 'ur' ? 'rtl' : 'ltr'}" data-ssr>`,
        );
        expect(state?.language).toBe(language);
        // Rendered as her, not as a visitor, with the screen's own data beside the viewer or under it (the home's
        // catalogue is the same for every reader: a kept part, in the page and not in its state).
        const root = state?.apollo['ROOT_QUERY'] ?? {};
        const viewer = state?.apollo[(root['viewer'] as { __ref: string } | null)?.__ref ?? ''] ?? {};
        expect(root['viewer'], path).toBeTruthy();
        const screenData = [
          ...Object.keys(root).filter((k) => k !== 'viewer' && k !== '__typename'),
          ...Object.keys(viewer).filter((k) => !['id', 'user', '__typename'].includes(k)),
        ];
        if (path === '/') expect(html).toContain('id="grade-grade-3"');
        else expect(screenData.length, path).toBeGreaterThan(0);
      }
    // The teacher's page holds her class; the student's history links her attempts; the result is hers.
    expect(decode((await page('/teacher/assessment', { cookie: teacher.cookie })).html)).toContain(
      'Ayesha Siddiqui',
    );
    expect((await page('/student/quiz-history', { cookie: ayesha.cookie })).html).toContain(
      `/student/quiz-result/${attempt}`,
    );
    const result = await page(`/student/quiz-result/${attempt}`, { cookie: ayesha.cookie });
    expect(result.state?.apollo[`QuizResult:${attempt}`]).toBeTruthy();
  });

  it('never lets one child’s render reach another request: two children at once, then a visitor', async () => {
    const ayesha = await signedIn('ayesha');
    const bilal = await signedIn('bilal');
    // Each child's renders one after another (a session renders one page at a time), the two side by side.
    const pages = (
      await Promise.all(
        [ayesha, bilal].map(async (who) => {
          const got = [];
          for (let i = 0; i < 6; i++) got.push({ who, ...(await page('/', { cookie: who.cookie })) });
          return got;
        }),
      )
    ).flat();
    for (const { who, html } of pages) {
      const body = decode(html);
      const [mine, theirs] = who === ayesha ? ['Ayesha', 'Bilal'] : ['Bilal', 'Ayesha'];
      expect(body).toContain(mine);
      expect(body).not.toContain(theirs);
      expect(html).not.toContain(`"username":"${who === ayesha ? 'bilal' : 'ayesha'}"`);
    }
    // A visitor right after gets the public page: no viewer, nobody's progress.
    for (const path of ['/', '/?lang=ur']) {
      const visitor = await page(path);
      expect(visitor.res.headers.get('cache-control')).toBe('no-cache');
      expect(visitor.state?.apollo['ROOT_QUERY']).toMatchObject({ viewer: null });
      expect(visitor.html).not.toMatch(/Ayesha|Bilal|myProgress|attemptedQuizzes/);
    }
    // And a signed-in-only route without a session is the app shell (the client sends her to sign in).
    const anonymous = await page('/student/quiz-history');
    expect(anonymous.state).toBeNull();
    expect(anonymous.html).toContain('<div id="root"></div>');
  });

  it('renders only her parts per request: her grade with her marks, the others folded and kept, nothing else in her state', async () => {
    const usernames = ['ayesha', 'hamza'];
    const children = await Promise.all(usernames.map(signedIn));
    const progressOf = async ({ client }: (typeof children)[number]) => {
      const data = (
        await client.gql(
          '{ viewer { progress { grade gradeQuizzes { attempted quiz { id } } attemptedQuizzes { quiz { id } } } } catalogue { name } }',
        )
      ).data as {
        viewer: {
          progress: {
            grade: string;
            gradeQuizzes: { attempted: boolean; quiz: { id: string } }[];
            attemptedQuizzes: { quiz: { id: string } }[];
          };
        };
        catalogue: { name: string }[];
      };
      return { myProgress: data.viewer.progress, catalogue: data.catalogue };
    };
    const progress = await Promise.all(children.map(progressOf));
    expect(progress[0]!.myProgress.grade).not.toBe(progress[1]!.myProgress.grade);
    // Both children at once, a few times over; then a visitor.
    for (let round = 0; round < 3; round++) {
      const pages = await Promise.all(children.map((child) => page('/', { cookie: child.cookie })));
      pages.forEach(({ res, html, state }, i) => {
        expectPrivate(res);
        const { myProgress, catalogue } = progress[i]!;
        const anchor = (grade: string) => `id="grade-${grade.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}"`;
        // Her grade first, with her marks; every other grade after it, folded under <details>, without marks.
        const mine = html.indexOf(anchor(myProgress.grade));
        const folded = html.indexOf('<details');
        expect(mine).toBeGreaterThan(0);
        expect(folded).toBeGreaterThan(mine);
        for (const other of catalogue.filter((g) => g.name !== myProgress.grade))
          expect(html.indexOf(anchor(other.name))).toBeGreaterThan(folded);
        const marks = (html.slice(0, folded).match(/Done · best/g) ?? []).length;
        expect(marks).toBe(myProgress.gradeQuizzes.filter((q) => q.attempted).length);
        expect(html.slice(folded)).not.toContain('Done · best');
        // Her state: her viewer and her progress (her grade's quizzes, the ones she finished), none of the
        // catalogue's grades.
        const apollo = state!.apollo;
        expect(Object.keys(apollo).filter((k) => k.startsWith('CatalogueGrade:'))).toEqual([]);
        const quizzes = new Set(Object.keys(apollo).filter((k) => k.startsWith('QuizSummary:')));
        const hers = new Set(
          [...myProgress.gradeQuizzes, ...myProgress.attemptedQuizzes].map((q) => `QuizSummary:${q.quiz.id}`),
        );
        expect([...quizzes].filter((k) => !hers.has(k))).toEqual([]);
        for (const q of myProgress.gradeQuizzes) expect(quizzes).toContain(`QuizSummary:${q.quiz.id}`);
        expect(JSON.stringify(apollo)).toContain(`"${usernames[i]}"`);
        expect(JSON.stringify(apollo)).not.toContain(`"${usernames[1 - i]}"`);
      });
    }
    const visitor = await page('/');
    expect(visitor.res.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.html).not.toMatch(/Ayesha|Hamza|Done · best|<details/);
    expect(visitor.state?.apollo['ROOT_QUERY']).toMatchObject({ viewer: null });
  });

  it('renders every route the app links to, for a student and a teacher, with a trailing slash or without', async () => {
    for (const [username, name] of [
      ['ayesha', 'Ayesha Siddiqui'],
      ['mrs.khan', 'Mrs. Farah Khan'],
    ] as const) {
      const { cookie } = await signedIn(username);
      const otherRole = username === 'ayesha' ? '/teacher/' : '/student/';
      // Every link her rendered pages hold, followed from home (at most two paths per route).
      const seen = new Set<string>();
      const perRoute = new Map<string, number>();
      const queue = ['/'];
      while (queue.length > 0) {
        const path = queue.shift()!;
        const route = matchRoute(path);
        expect(route, `${username}: the app links to ${path}, which no route has`).toBeDefined();
        // Another role's pages (a teacher's view of a result links to the student's own history) are theirs.
        if (route!.render === 'browser' || route!.pattern.startsWith(otherRole)) continue;
        const { res, html, state } = await page(path, { cookie });
        expect(res.headers.get('cache-control'), `${username} ${path}`).toBe('private, no-store');
        expect(html, `${username} ${path}`).toContain('data-ssr');
        expect(decode(html), `${username} ${path}`).toContain(`Welcome, ${name}!`);
        expect(state?.apollo['ROOT_QUERY']?.['viewer'], path).toBeTruthy();
        for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
          const target = decode(href!);
          const key = matchRoute(target)?.pattern ?? target;
          if (seen.has(target) || (perRoute.get(key) ?? 0) >= 2) continue;
          seen.add(target);
          perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
          queue.push(target);
        }
      }
      // Every signed-in route of her role was reached through the app's own links.
      const reached = new Set([...seen].map((p) => matchRoute(p)?.pattern));
      const hers = Object.values(ROUTES).filter(
        (r) =>
          r.render === 'signed-in' && r.pattern.startsWith(username === 'ayesha' ? '/student/' : '/teacher/'),
      );
      for (const route of hers) expect(reached, username).toContain(route.pattern);
      if (username === 'ayesha') {
        // The app links to results with a trailing slash; both forms are her result.
        const result = [...seen].find((p) => p.startsWith('/student/quiz-result/'))!;
        expect(result.endsWith('/')).toBe(true);
        for (const path of [result, result.slice(0, -1)]) {
          const { html, state } = await page(path, { cookie });
          expect(html, path).toContain('data-ssr');
          expect(Object.keys(state!.apollo).some((k) => k.startsWith('QuizResult:'))).toBe(true);
        }
      }
    }
  });

  it('links the stylesheet for a browser that holds it, and brings it inline otherwise', async () => {
    const { cookie } = await signedIn('ayesha');
    const inline = `<style data-href="/assets/${STYLESHEET}">body{margin:0}</style>`;
    const linked = `<link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}">`;
    const cases: Array<[Record<string, string>, boolean]> = [
      [{ cookie }, false],
      [{ cookie: `${cookie}; learnify_css=style-0ld.css` }, false], // another build's: not the one linked now
      [{ cookie: `${cookie}; learnify_css=${STYLESHEET}` }, true],
      [{ cookie: `learnify_css=${STYLESHEET}` }, false], // a visitor's kept page is the same for everyone
    ];
    for (const [headers, isLinked] of cases) {
      const { html } = await page('/student/quiz-history', headers);
      if (headers['cookie']!.includes('learnify_session')) expect(html).toContain('data-ssr');
      if (!headers['cookie']!.includes('learnify_session')) {
        const visitor = await page('/', headers);
        expect(visitor.html).toContain(inline);
        expect(visitor.html).not.toContain(linked);
        continue;
      }
      expect(html.includes(linked), headers['cookie']).toBe(isLinked);
      expect(html.includes(inline), headers['cookie']).toBe(!isLinked);
    }
  });

  it('an unreadable session cookie gets the visitors’ kept page, rendered for nobody in particular', async () => {
    const { res, state } = await page('/', { cookie: 'learnify_session=not-a-sealed-session' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(state?.apollo['ROOT_QUERY']).toMatchObject({ viewer: null, catalogue: expect.anything() });
  });
  it('renders each path with the screen its path picks, whatever was rendered and pushed out before it', async () => {
    const ayesha = await signedIn('ayesha');
    const teacher = await signedIn('mrs.khan');
    const bases = [
      '/',
      '/student/quiz-history',
      '/student/assessment',
      '/student/quiz-result/1',
      '/teacher/assessment',
      '/teacher/student/ayesha/quiz-history',
      '/honour-board',
    ];
    // The same route dressed differently: trailing slash, query, case, encoded letters, doubled or dotted segments.
    const variant = fc
      .tuple(
        fc.constantFrom(...bases),
        fc.constantFrom('', '/', '?lang=ur', '/?x=/teacher/assessment', '#top', ';x', '/..', '/%2e%2e', '//'),
        fc.constantFrom('none', 'upper', 'encode'),
      )
      .map(([base, suffix, dress]) => {
        const path =
          dress === 'upper'
            ? base.toUpperCase()
            : dress === 'encode'
              ? base.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)
              : base;
        return `${path}${suffix}`;
      });
    const paths = [...new Set(fc.sample(variant, { numRuns: 60, seed: 48 }))];
    const readers = [ayesha.cookie, teacher.cookie, ''];
    /** What the page rendered: its status, and which data its screen asked for (the screen's signature). */
    const screenOf = async (path: string, cookie: string) => {
      const { res, state } = await page(path, cookie ? { cookie } : {});
      expect(res.status, path).toBeLessThan(500);
      const root = state?.apollo['ROOT_QUERY'] ?? {};
      const viewer = state?.apollo[(root['viewer'] as { __ref: string } | null)?.__ref ?? ''] ?? {};
      return `${res.status} ${res.headers.get('cache-control')} ${[
        ...Object.keys(root),
        ...Object.keys(viewer),
      ]
        .sort()
        .join(',')}`;
    };
    // Each reader's pages one after another (an account renders one page at a time; more get the shell at once),
    // the three readers side by side.
    const lanes = (order: string[]) =>
      Promise.all(
        readers.map(async (cookie, who) => {
          const got: string[] = [];
          for (const path of order) got.push(`${path} ${who} ${await screenOf(path, cookie)}`);
          return got;
        }),
      );
    const first = await lanes(paths);
    // More distinct paths than the render keeps, rendered for her and for visitors at once: every path above is
    // pushed out.
    const flood = Array.from({ length: 300 }, (_, i) => `/student/quiz-result/${9000 + i}`);
    await Promise.all([
      (async () => {
        for (const path of flood) await screenOf(path, ayesha.cookie);
      })(),
      ...[0, 1, 2, 3].map(async (lane) => {
        for (const path of flood.filter((_, i) => i % 4 === lane)) await screenOf(`/x${path}`, '');
      }),
    ]);
    // Rendered again in reverse order: the same screen, for the same reader.
    const again = (await lanes([...paths].reverse())).map((got) => got.reverse());
    expect(again).toEqual(first);
    // Not only shells: her history, whatever its dress the route table accepts, is her history's screen.
    const hers = first[0]!.filter((line) => / 0 200 private, no-store /.test(line));
    expect(hers.length).toBeGreaterThan(5);
    for (const line of hers.filter((l) => l.startsWith('/student/quiz-history')))
      expect(line).toMatch(/,quizHistory,/);
    // Her history is hers after all that.
    expect(decode((await page('/student/quiz-history', { cookie: ayesha.cookie })).html)).toContain('Ayesha');
  }, 120_000);
  it('sends her linked pages in brotli, private and whole, alike to the gzip and the plain one', async () => {
    const { cookie } = await signedIn('ayesha');
    const linked = `${cookie}; learnify_css=${STYLESHEET}`;
    const bodies = [];
    for (const encoding of ['br', 'gzip', 'identity']) {
      const { res, html } = await page('/student/quiz-history', {
        cookie: linked,
        'accept-encoding': encoding,
      });
      expectPrivate(res);
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(decode(html)).toContain('Ayesha Siddiqui');
      // Per-request parts (the nonce, ids) aside, the same page.
      bodies.push(html.replace(/nonce="[^"]*"/g, '').length);
    }
    expect(new Set(bodies).size).toBe(1);
  });
});
