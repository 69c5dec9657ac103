// A signed-in reader's pages rendered by the gateway with her own data, over real HTTP with the web app's SSR
// build: her session's operations run in-process, the page is private and never stored, and no render reaches
// another request — two children at once, a visitor after a child, a teacher, both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { buildSsr, decode, fetchPage } from './ssr-build';
import { startStack, type GqlClient, type Stack } from './support';

let build: ReturnType<typeof buildSsr>;
let double: UpstreamDouble;
let stack: Stack;

beforeAll(async () => {
  build = buildSsr();
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  // A deadline no render misses on a busy machine, even twelve at once: a late one would be sent as the shell.
  stack = await startStack({ WEB_DIST_DIR: build.dist, RENDER_DEADLINE_MS: '30000' }, { double });
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
        // Rendered as her, not as a visitor, with the screen's own data beside the viewer or under it.
        const root = state?.apollo['ROOT_QUERY'] ?? {};
        const viewer = state?.apollo[(root['viewer'] as { __ref: string } | null)?.__ref ?? ''] ?? {};
        expect(root['viewer'], path).toBeTruthy();
        const screenData = [
          ...Object.keys(root).filter((k) => k !== 'viewer' && k !== '__typename'),
          ...Object.keys(viewer).filter((k) => !['id', 'user', '__typename'].includes(k)),
        ];
        expect(screenData.length, path).toBeGreaterThan(0);
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
    const asks = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? ayesha : bilal));
    const pages = await Promise.all(
      asks.map(async (who) => ({ who, ...(await page('/', { cookie: who.cookie })) })),
    );
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

  it('an unreadable session cookie gets the visitors’ kept page, rendered for nobody in particular', async () => {
    const { res, state } = await page('/', { cookie: 'learnify_session=not-a-sealed-session' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(state?.apollo['ROOT_QUERY']).toMatchObject({ viewer: null, catalogue: expect.anything() });
  });
});
