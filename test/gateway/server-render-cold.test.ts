// Never the shell when a page can be rendered, over real HTTP with the web app's SSR build: the public pages are
// rendered before the gateway takes requests, so the first response after a start holds the catalogue; a page no
// one could render at start is waited for on its first request (up to the cold limit), and a failure is never
// remembered against a page that would now render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { buildSsr, decode, fetchPage } from './ssr-build';
import { startStack, type Stack } from './support';

let build: ReturnType<typeof buildSsr>;
beforeAll(() => {
  build = buildSsr();
}, 120_000);
afterAll(() => build?.remove());

const isShell = (html: string) => html.includes('<div id="root"></div>') && !html.includes('data-ssr');

async function timed(stack: Stack, path: string) {
  const started = performance.now();
  const result = await fetchPage(`${stack.url}${path}`);
  return { ...result, ms: performance.now() - started };
}

/**
 * How long a first request waits for a page no one could render at start: generous, so a starved machine's slow
 * render is still waited for (the answer comes as soon as the render is done, never after the limit).
 */
const COLD_LIMIT_MS = 60_000;

describe('the first requests after a start', { timeout: COLD_LIMIT_MS + 60_000 }, () => {
  let double: UpstreamDouble;
  afterAll(() => double?.close());

  it('answers the very first request with the catalogue, whatever the render deadline', async () => {
    double = await startUpstreamDouble({ seed: 'demo', port: 0 });
    // A deadline no render could meet: the page was rendered before the gateway took this request. The start
    // waits for those renders up to the cold limit, generous here so a starved machine still finishes them.
    const stack = await startStack(
      { WEB_DIST_DIR: build.dist, RENDER_DEADLINE_MS: '1', RENDER_COLD_LIMIT_MS: String(COLD_LIMIT_MS) },
      { double },
    );
    try {
      for (const path of ['/', '/?lang=ur']) {
        const { html, state } = await fetchPage(`${stack.url}${path}`);
        expect(html, path).toContain('data-ssr');
        expect(decode(html), path).toContain('Grade 3');
        expect(state?.apollo['ROOT_QUERY']?.['catalogue'], path).toBeTruthy();
      }
    } finally {
      await stack.close();
    }
  });

  it('waits for a page no one could render at start, and renders it as soon as its data answers', async () => {
    double ??= await startUpstreamDouble({ seed: 'demo', port: 0 });
    double.faults.add({ path: /honors|landing/, status: 503, body: { detail: 'down' } });
    const stack = await startStack(
      {
        WEB_DIST_DIR: build.dist,
        RENDER_DEADLINE_MS: '1000',
        RENDER_COLD_LIMIT_MS: String(COLD_LIMIT_MS),
        UPSTREAM_TIMEOUT_MS: '30000',
      },
      { double },
    );
    try {
      // Nothing held and the data failing: the shell, which the browser finishes.
      expect(isShell((await timed(stack, '/honor-roll')).html)).toBe(true);
      // The upstream answers again, slowly (past the deadline, within the cold limit): the next request waits for
      // that render rather than getting the shell, and nothing of the failure before is remembered.
      double.faults.clear();
      double.faults.add({ path: /honors/, delayMs: 1500 });
      const slow = await timed(stack, '/honor-roll');
      expect(slow.html).toContain('data-ssr');
      expect(decode(slow.html)).toContain('Learnify Heroes');
      expect(slow.ms).toBeGreaterThanOrEqual(1400);
      double.faults.clear();
      expect((await timed(stack, '/')).html).toContain('data-ssr');
    } finally {
      await stack.close();
      double.faults.clear();
    }
  });
});
