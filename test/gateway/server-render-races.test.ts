// A signed-in render raced by its own reader, over real HTTP with the web app's SSR build and the double slowed by
// its fault injection: a sign-out answered while her page renders leaves that page unsent, and one account has one
// render in flight whatever its cookie's text and however many sessions it opened.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { buildSsr, decode, fetchPage } from './ssr-build';
import { startStack, type Stack } from './support';

// Wide: a render waits this long for its data, far more than the slowed upstream needs.
const DEADLINE_MS = 10_000;
// How long the slowed upstream call takes: long enough that what the test does meanwhile happens during it.
const UPSTREAM_DELAY_MS = 2500;

let build: ReturnType<typeof buildSsr>;
let double: UpstreamDouble;
let stack: Stack;

beforeAll(async () => {
  build = buildSsr();
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  stack = await startStack(
    { WEB_DIST_DIR: build.dist, RENDER_DEADLINE_MS: String(DEADLINE_MS), UPSTREAM_TIMEOUT_MS: '8000' },
    { double },
  );
}, 120_000);
afterEach(() => double.faults.clear());
afterAll(async () => {
  await stack?.close();
  await double?.close();
  build?.remove();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const isRendered = (html: string) => html.includes('data-ssr');

async function signedIn(username: string) {
  const client = stack.client();
  await client.login(username);
  return { client, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/** Waits until the double has received a request to `path` (the render is then under way). */
async function untilRequested(path: RegExp, since: number) {
  for (let i = 0; i < 100; i++) {
    if (double.requests.slice(since).some((r) => path.test(r.path))) return;
    await sleep(50);
  }
  throw new Error(`the double never saw ${String(path)}`);
}

/**
 * Other texts of the same sealed cookie that open to the same session: base64 decoding takes the data part with
 * or without its padding, and ignores the unused low bits of its last character.
 */
function sameSessionTexts(sealed: string): string[] {
  const [data = '', nonce = ''] = decodeURIComponent(sealed).split(';');
  const bare = data.replace(/=+$/, '');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const unusedBits = bare.length % 4 === 2 ? 4 : bare.length % 4 === 3 ? 2 : 0;
  const last = alphabet.indexOf(bare.at(-1) ?? 'A');
  const texts = new Set<string>();
  for (let low = 0; low < 1 << unusedBits; low++)
    for (const padding of ['', '=', '=='])
      texts.add(
        `${bare.slice(0, -1)}${alphabet[(last & ~((1 << unusedBits) - 1)) | low]}${padding};${nonce}`,
      );
  texts.delete(decodeURIComponent(sealed));
  return [...texts].map(encodeURIComponent);
}

describe('signed-in renders raced by their reader', { timeout: 60_000 }, () => {
  it('never sends her page once her sign-out has answered: the shell, and her cookie cleared', async () => {
    const { client, cookie } = await signedIn('ayesha');
    expect(isRendered((await fetchPage(`${stack.url}/student/quiz-history`, { cookie })).html)).toBe(true);
    double.faults.add({ path: /quiz-history/, delayMs: UPSTREAM_DELAY_MS, times: 1 });
    const since = double.requests.length;
    const rendering = fetchPage(`${stack.url}/student/quiz-history`, { cookie });
    await untilRequested(/quiz-history/, since);
    const logout = await client.gql('mutation { logout { success } }');
    expect(logout.data.logout.success).toBe(true);

    const { res, html } = await rendering;
    expect(isRendered(html)).toBe(false);
    expect(decode(html)).not.toContain('Ayesha');
    expect(html).not.toContain('"ayesha"');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/learnify_session=;/);
  });

  it('renders one page at a time per account, whatever its cookie looks like and however many sessions', async () => {
    const first = await signedIn('hamza');
    const second = await signedIn('hamza');
    const sealed = first.client.cookies.get('learnify_session')!;
    const variants = sameSessionTexts(sealed);
    // Each of them is her session: the attack needs no other.
    for (const text of variants) {
      const me = await stack
        .client()
        .gql('{ viewer { user { username } } }', {}, { cookie: `learnify_session=${text}` });
      expect(me.data?.viewer?.user?.username).toBe('hamza');
    }
    const cookies = [first.cookie, second.cookie, ...variants.map((text) => `learnify_session=${text}`)];
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    double.faults.add({ path: /subject-performance/, delayMs: UPSTREAM_DELAY_MS });
    const pages = await Promise.all(
      [...cookies, ...cookies].map((cookie) => fetchPage(`${stack.url}/student/assessment`, { cookie })),
    );
    // One render, and one more that waited for it: every other request got the shell at once.
    expect(pages.filter((page) => isRendered(page.html)).length).toBeLessThanOrEqual(2);
  });
});
