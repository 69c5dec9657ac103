// The render deadline and stale pages, over real HTTP with the web app's SSR build and the double slowed or
// failing by its fault injection: a late render sends the app shell within the budget, a public page whose data
// cannot be refreshed is served stale, and a failed render is remembered briefly so the upstream is not asked
// again for every request.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { buildSsr, fetchPage } from './ssr-build';
import { recordingLogger, startStack, type Stack } from './support';

// Wide enough that a loaded machine's own slowness never passes for a missed deadline, and far below the delay.
// The delayed calls must be over before the next test renders afresh (they hold the public data's single flight):
// the first test waits out two deadlines, then the second sleeps FAILURE_TTL_MS.
const DEADLINE_MS = 2000;
const UPSTREAM_DELAY_MS = 8000;
const TTL_MS = 1000;
/** The server renderer's default: how long a failed or late render is remembered. */
const FAILURE_TTL_MS = 5000;
const CATALOGUE = '/api/landing/quizzes/';

let build: ReturnType<typeof buildSsr>;
let double: UpstreamDouble;
let stack: Stack;
// What the renderer gave up on, from its own log: a request that waited out the deadline logs it once.
const log = recordingLogger('warn');
const lateVisitorRenders = () => log.withMessage('server render late; not waited for').length;
const lateSignedInRenders = () => log.withMessage('signed-in render late; shell sent').length;
const failedRenders = () => log.withMessage('server render failed; the app shell is sent instead').length;

beforeAll(async () => {
  build = buildSsr();
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  stack = await startStack(
    {
      WEB_DIST_DIR: build.dist,
      RENDER_DEADLINE_MS: String(DEADLINE_MS),
      PUBLIC_CACHE_TTL_MS: String(TTL_MS),
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_DELAY_MS + 5000), // the late renders finish, filling the cache
    },
    { double, logger: log.logger },
  );
}, 120_000);
afterEach(() => double.faults.clear());
afterAll(async () => {
  await stack?.close();
  await double?.close();
  build?.remove();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function timed(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const result = await fetchPage(`${stack.url}${path}`, headers);
  return { ...result, ms: performance.now() - started };
}

async function until(ok: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await ok()) return;
    await sleep(200);
  }
  throw new Error('never rendered');
}

const isShell = (html: string) => html.includes('<div id="root"></div>') && !html.includes('data-ssr');

describe('render deadline and stale pages', () => {
  it('sends the app shell within the budget when the upstream is slow, for a visitor and for her', async () => {
    // Warm the SSR module first (its first import and compilation may miss the deadline themselves; the late
    // render still fills the cache).
    await until(async () => (await timed('/privacy')).html.includes('data-ssr'));
    const student = stack.client();
    await student.login('ayesha');
    const cookie = [...student.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    double.faults.add({ delayMs: UPSTREAM_DELAY_MS });

    const [visitorsLate, hersLate] = [lateVisitorRenders(), lateSignedInRenders()];
    // Sent at the deadline, long before the upstream answers (the deadline's timer starts first).
    const visitor = await timed('/?lang=ur');
    expect(isShell(visitor.html)).toBe(true);
    expect(visitor.ms).toBeLessThan(UPSTREAM_DELAY_MS);
    expect(lateVisitorRenders()).toBe(visitorsLate + 1);
    // While the late render goes on, the next visitor does not wait for it again.
    const next = await timed('/?lang=ur');
    expect(isShell(next.html)).toBe(true);
    expect(lateVisitorRenders()).toBe(visitorsLate + 1);

    const hers = await timed('/student/quiz-history', { cookie });
    expect(isShell(hers.html)).toBe(true);
    expect(hers.ms).toBeLessThan(UPSTREAM_DELAY_MS);
    expect(lateSignedInRenders()).toBe(hersLate + 1);
    expect(hers.res.headers.get('cache-control')).toBe('no-cache');
    // The same route for another request right after: the shell at once, no new wait.
    const again = await timed('/student/quiz-history', { cookie });
    expect(isShell(again.html)).toBe(true);
    expect(lateSignedInRenders()).toBe(hersLate + 1);
  });

  it('serves a public page stale past its lifetime while its data fails to refresh', async () => {
    await sleep(FAILURE_TTL_MS); // what the previous test remembered has passed
    const fresh = await timed('/');
    expect(fresh.html).toContain('data-ssr');
    const titles = JSON.stringify(fresh.state?.apollo['ROOT_QUERY']?.['catalogue']);

    double.faults.add({ path: /landing\/quizzes/, status: 503, body: { detail: 'down' } });
    await sleep(TTL_MS + 200); // the page, the public data and the response cache have all expired
    const before = stack.upstreamCalls(CATALOGUE);
    const stale = await timed('/');
    expect(stack.upstreamCalls(CATALOGUE)).toBeGreaterThan(before); // a refresh was tried
    expect(stale.html).toContain('data-ssr');
    expect(JSON.stringify(stale.state?.apollo['ROOT_QUERY']?.['catalogue'])).toBe(titles);
    expect(stale.ms).toBeLessThan(UPSTREAM_DELAY_MS); // the failed refresh kept nobody waiting
  });

  it('remembers a failed render briefly: the upstream is not asked again for every request', async () => {
    const honourCalls = () => double.requests.filter((r) => r.path.includes('/honors/')).length;
    double.faults.add({ path: /honors/, status: 503, body: { detail: 'down' } });
    // A page never rendered before: nothing stale to send, so the shell.
    const first = await timed('/honor-roll');
    expect(isShell(first.html)).toBe(true);
    const afterFirst = honourCalls();
    expect(afterFirst).toBeGreaterThan(0);
    const [failed, late] = [failedRenders(), lateVisitorRenders()];
    expect(failed).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      const again = await timed('/honor-roll');
      expect(isShell(again.html)).toBe(true);
    }
    // Neither rendered again nor waited for: no upstream call, no new failure, no deadline waited out.
    expect(honourCalls()).toBe(afterFirst);
    expect([failedRenders(), lateVisitorRenders()]).toEqual([failed, late]);
    // Once the memory has passed, it asks again; with the upstream back, the page is rendered.
    double.faults.clear();
    await sleep(FAILURE_TTL_MS + 100);
    const back = await timed('/honor-roll');
    expect(back.html).toContain('data-ssr');
    expect(honourCalls()).toBeGreaterThan(afterFirst);
  });

  it("sheds only the late reader's renders: another child's page still renders", async () => {
    await sleep(FAILURE_TTL_MS); // what the earlier tests remembered has passed
    const cookieOf = async (username: string) => {
      const client = stack.client();
      await client.login(username);
      return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    };
    const [ayesha, hamza] = [await cookieOf('ayesha'), await cookieOf('hamza')];
    await until(async () =>
      (await timed('/student/quiz-history', { cookie: hamza })).html.includes('data-ssr'),
    );
    double.faults.add({ path: /quiz-history/, delayMs: UPSTREAM_DELAY_MS });
    expect(isShell((await timed('/student/quiz-history', { cookie: ayesha })).html)).toBe(true);
    double.faults.clear();
    const his = await timed('/student/quiz-history', { cookie: hamza });
    expect(his.html).toContain('data-ssr');
    expect(his.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renders nothing per request for a made-up session cookie: a visitor gets the kept page', async () => {
    const visitor = await timed('/honor-board');
    expect(visitor.html).toContain('data-ssr');
    for (const cookie of ['learnify_session=x', `learnify_session=v1.${'A'.repeat(80)}`]) {
      const faked = await timed('/honor-board', { cookie });
      expect(faked.res.headers.get('cache-control')).toBe('no-cache');
      expect(faked.html).toBe(visitor.html);
      // A signed-in route is not rendered for it at all.
      expect(isShell((await timed('/student/quiz-history', { cookie })).html)).toBe(true);
    }
  });
});
