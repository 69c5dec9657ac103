// A signed-in student's home on the throttled phone: when her own content (the "Next up" strip and a done mark)
// is in the page, and its LCP — on the first visit after signing in (empty HTTP cache) and on a returning one.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { signedInPage, throttle } from './browser-metrics';

/** The same two marks her content is detected by, in a page of a few hundred bytes and nothing else. */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head>' +
  '<body><h2>Next up</h2><span class="doneMark">✓</span></body></html>';

export interface SignedInLoad {
  /** Her "Next up" heading and a done mark both in the document, ms from navigation start. */
  contentMs: number;
  lcpMs: number;
  /** GraphQL requests the load made before her content showed (0 when the page arrived with it). */
  requestsBefore: number;
  /** Whether the gateway sent the page rendered (`data-ssr`). */
  rendered: boolean;
}

async function load(page: Page, origin: string): Promise<SignedInLoad> {
  await page.addInitScript(() => {
    const w = window as unknown as { __m: { lcp: number; content: number; requests: number } };
    w.__m = { lcp: 0, content: 0, requests: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__m.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Anonymous on purpose: tsx would wrap a named function in a helper the page does not have.
    new MutationObserver(() => {
      if (w.__m.content) return;
      const nextUp = Array.from(document.querySelectorAll('h2')).some((h) => h.textContent === 'Next up');
      if (nextUp && document.querySelector('[class*="doneMark"]')) {
        w.__m.content = performance.now();
        w.__m.requests = performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname === '/graphql').length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await throttle(page);
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { __m: { content: number } }).__m.content > 0,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const m = await page.evaluate(
    () => (window as unknown as { __m: { lcp: number; content: number; requests: number } }).__m,
  );
  const rendered = (await page.getAttribute('html', 'data-ssr')) !== null;
  await page.close();
  return { contentMs: m.content, lcpMs: m.lcp, requestsBefore: m.requests, rendered };
}

/**
 * The floor of this machine and harness: the same measure on a page with nothing but her two marks, served from
 * 127.0.0.1 with the same phone profile. What her home takes beyond it is the page's own cost; the floor itself is
 * the browser starting a tab and committing a navigation, which varies from machine to machine.
 */
export async function measureFloor(context: BrowserContext): Promise<SignedInLoad> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_PAGE);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await load(await context.newPage(), `http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** Signs ayesha in (the cookie only), then loads `/` twice in the same context: first visit, returning visit. */
export async function measureSignedInHome(
  context: BrowserContext,
  origin: string,
): Promise<{ first: SignedInLoad; returning: SignedInLoad }> {
  const first = await load(await signedInPage(context, origin), origin);
  const returning = await load(await context.newPage(), origin);
  return { first, returning };
}
