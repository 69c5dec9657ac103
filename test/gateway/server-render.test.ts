// The gateway renders the public pages for visitors, over real HTTP, with the web app's own SSR build: the
// catalogue's quiz titles in the HTML, the language from `?lang=` or the cookie, the honour boards masked as
// HONOUR_BOARD_PUBLIC_NAMES says, the Apollo state for hydration, the strict CSP, and a page cache that requests
// with credentials never read or fill — so no page carries one viewer's data to another.
import type { ApolloServerPlugin } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../gateway/src/context';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { buildSsr, decode, fetchPage } from './ssr-build';
import { startStack, type Stack } from './support';

let build: ReturnType<typeof buildSsr>;
let double: UpstreamDouble;
let stack: Stack;
/** Operations the gateway executed (a page served from the page cache executes none). */
const executed: string[] = [];
const countExecutions: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation(rc) {
        executed.push(rc.operationName ?? '');
      },
    };
  },
};

beforeAll(async () => {
  build = buildSsr();
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  stack = await startStack(
    {
      WEB_DIST_DIR: build.dist,
      HONOUR_BOARD_PUBLIC_NAMES: 'first-initial',
      RENDER_DEADLINE_MS: '30000',
      RENDER_COLD_LIMIT_MS: '30000',
    },
    { double, plugins: [countExecutions] },
  );
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await double?.close();
  build?.remove();
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetchPage(`${stack.url}${path}`, headers);

describe('server-rendered public pages', () => {
  it("the home page holds every quiz title of the catalogue and Apollo's state, under the strict CSP", async () => {
    const catalogue = (
      await stack.client().gql('{ catalogue { subjects { chapters { quizzes { id title } } } } }')
    ).data.catalogue as { subjects: { chapters: { quizzes: { id: string; title: string }[] }[] }[] }[];
    const titles = catalogue.flatMap((g) => g.subjects.flatMap((s) => s.chapters.flatMap((c) => c.quizzes)));
    expect(titles.length).toBeGreaterThan(10);

    const { res, html, state } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="en" dir="ltr" data-ssr>');
    const body = decode(html);
    // Each quiz is a link to its attempt page, its title shown after its number ("1. Counting Fun").
    for (const { id, title } of titles) {
      expect(body).toContain(`href="/student/attempt-quiz/${id}"`);
      expect(body).toContain(`<span dir="auto">${title.replace(/^\d+\.\s*/, '')}</span>`);
    }
    expect(body).toContain('<h1>Welcome to Learnify!</h1>');
    // The state the browser hydrates from: the visitor's `viewer` and the catalogue, so it asks for neither again.
    expect(state?.language).toBe('en');
    expect(state?.apollo['ROOT_QUERY']).toMatchObject({ viewer: null });
    expect(state?.apollo['ROOT_QUERY']?.['catalogue']).toHaveLength(catalogue.length);

    // Every script is a file of ours or the non-executable state: nothing inline for the CSP to refuse.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(/\bsrc="\/|type="application\/json"/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-|sha256-)/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });

  it('renders Urdu (right to left) when `?lang=ur` or the language cookie asks for it', async () => {
    const asks: Array<[string, Record<string, string>]> = [
      ['/?lang=ur', {}],
      ['/', { cookie: 'learnify_lang=ur' }],
    ];
    for (const [path, headers] of asks) {
      const { html, state } = await page(path, headers);
      expect(html).toContain('<html lang="ur" dir="rtl" data-ssr>');
      expect(html).toContain('<h1>لرنیفائی میں خوش آمدید!</h1>');
      expect(html).not.toContain('Welcome to Learnify!');
      expect(state?.language).toBe('ur');
    }
    // `?lang=en` wins over the cookie; an unknown value is ignored.
    expect((await page('/?lang=en', { cookie: 'learnify_lang=ur' })).html).toContain('<html lang="en"');
    expect((await page('/?lang=xx')).html).toContain('<html lang="en"');
  });

  it('renders both honour boards as a visitor sees them (HONOUR_BOARD_PUBLIC_NAMES=first-initial), on both paths', async () => {
    const visitor = (
      await stack
        .client()
        .gql('{ honourBoard(kind: SHINING_STARS) { grades { topStudents { fullName username } } } }')
    ).data.honourBoard as { grades: { topStudents: { fullName: string; username: string | null }[] }[] };
    const rows = visitor.grades.flatMap((g) => g.topStudents);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^\S+ [A-Z]\.$/.test(r.fullName) && r.username === null)).toBe(true);
    const student = await stack.signedIn('ayesha');
    const full = (
      await student.gql(
        '{ honourBoard(kind: SHINING_STARS) { grades { topStudents { fullName username } } } }',
      )
    ).data.honourBoard as typeof visitor;
    const fullRows = full.grades.flatMap((g) => g.topStudents);

    for (const path of ['/honor-board', '/honor-roll']) {
      const body = decode((await page(path)).html);
      expect(body).toContain('<h1>Learnify Heroes</h1>');
      for (const row of rows) expect(body).toContain(row.fullName);
      // Nothing of what signed-in readers see: no full name, no username.
      for (const row of fullRows) {
        expect(body).not.toContain(row.fullName);
        expect(body).not.toContain(row.username!);
      }
    }
  });

  it('serves a warm page from its cache without executing anything, per path and language', async () => {
    await page('/why-join');
    await page('/why-join?lang=ur');
    const ran = executed.length;
    const again = await page('/why-join');
    const urdu = await page('/why-join?lang=ur');
    expect(executed.length).toBe(ran);
    expect(again.html).toContain('<html lang="en"');
    expect(urdu.html).toContain('<html lang="ur"');
    // Compressed once when made: a client that takes brotli gets the stored bytes.
    const br = await fetch(`${stack.url}/why-join`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(again.html);
  });

  it("never renders for a bearer request, and a session never reads or fills the visitors' pages", async () => {
    const sana = await stack.signedIn('sana');
    const me = (await sana.gql('{ me { fullName username } }')).data.me as {
      fullName: string;
      username: string;
    };
    expect(me.username).toBe('sana');
    const cookie = [...sana.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const path of ['/', '/honor-board', '/privacy']) {
      const ran = executed.length;
      // An API client's request: the app shell, nothing executed.
      const shell = await page(path, { authorization: 'Bearer not-checked-here' });
      expect(shell.res.status).toBe(200);
      expect(shell.state).toBeNull();
      expect(shell.html).not.toContain('data-ssr');
      expect(shell.html).toContain('<div id="root"></div>');
      expect(executed.length).toBe(ran);
      // Her session: her own page, rendered for her request (operations run), never the visitors' copy.
      const hers = await page(path, { cookie });
      expect(hers.res.headers.get('cache-control')).toBe('private, no-store');
      expect(hers.state?.apollo['ROOT_QUERY']?.['viewer']).toBeTruthy();
      expect(executed.length).toBeGreaterThan(ran);
    }
    // Pages rendered for visitors after those requests know nothing of Sana.
    for (const path of ['/', '/honor-board?lang=ur', '/membership']) {
      const { html, state } = await page(path);
      expect(state?.apollo['ROOT_QUERY']).toMatchObject({ viewer: null });
      expect(html).not.toContain(me.fullName);
      expect(html).not.toContain('"username":"sana"');
    }
  });
});
