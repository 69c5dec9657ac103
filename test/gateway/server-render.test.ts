// Issue 20: the gateway renders the public pages for visitors, over real HTTP, with the web app's own SSR build
// (built here into a temporary folder inside the repo, so its imports resolve to the repo's node_modules): the
// catalogue's quiz titles in the HTML, the language from `?lang=` or the cookie, the honour boards masked as
// HONOUR_BOARD_PUBLIC_NAMES says, the Apollo state for hydration, the strict CSP, and a page cache that requests
// with credentials never read or fill — so no page carries one viewer's data to another.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../gateway/src/context';
import { ROOT } from '../support/processes';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { startStack, type Stack } from './support';

let tmp: string;
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
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  tmp = mkdtempSync(join(ROOT, '.tmp', 'ssr-test-'));
  mkdirSync(join(tmp, 'dist'));
  // The source index.html is the template (the build's only adds script and preload tags).
  copyFileSync(join(ROOT, 'web/index.html'), join(tmp, 'dist/index.html'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(tmp, 'dist-ssr'),
      '--logLevel',
      'warn',
    ],
    { cwd: join(ROOT, 'web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  stack = await startStack(
    { WEB_DIST_DIR: join(tmp, 'dist'), HONOUR_BOARD_PUBLIC_NAMES: 'first-initial' },
    { double, plugins: [countExecutions] },
  );
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await double?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  const html = await res.text();
  const state = /<script type="application\/json" id="learnify-ssr">([^<]*)<\/script>/.exec(html)?.[1];
  return { res, html, state: state ? (JSON.parse(state) as { language: string; apollo: Apollo }) : null };
}
type Apollo = Record<string, Record<string, unknown>>;

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');

describe('server-rendered public pages (issue 20)', () => {
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
    // The state the browser hydrates from: the visitor's `me` and the catalogue, so it asks for neither again.
    expect(state?.language).toBe('en');
    expect(state?.apollo['ROOT_QUERY']).toMatchObject({ me: null });
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
    const student = stack.client();
    await student.login('ayesha');
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

  it('never renders for a request with credentials, and never carries one viewer to another', async () => {
    const sana = stack.client();
    await sana.login('sana');
    const me = (await sana.gql('{ me { fullName username } }')).data.me as {
      fullName: string;
      username: string;
    };
    expect(me.username).toBe('sana');
    const cookie = [...sana.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const ran = executed.length;
    for (const path of ['/', '/honor-board', '/privacy']) {
      const credentials: Record<string, string>[] = [
        { cookie },
        { authorization: 'Bearer not-checked-here' },
      ];
      for (const headers of credentials) {
        const shell = await page(path, headers);
        expect(shell.res.status).toBe(200);
        // The app shell, which the client renders for the signed-in reader: no state, no content, no cache.
        expect(shell.state).toBeNull();
        expect(shell.html).not.toContain('data-ssr');
        expect(shell.html).toContain('<div id="root"></div>');
      }
    }
    expect(executed.length).toBe(ran);
    // Pages rendered for visitors after those requests know nothing of Sana.
    for (const path of ['/', '/honor-board?lang=ur', '/membership']) {
      const { html, state } = await page(path);
      expect(state?.apollo['ROOT_QUERY']).toMatchObject({ me: null });
      expect(html).not.toContain(me.fullName);
      expect(html).not.toContain('"username":"sana"');
    }
  });
});
