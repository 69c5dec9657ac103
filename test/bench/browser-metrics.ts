// Chromium measurements on a throttled "cheap phone": cold home-page LCP, and how long a tapped answer takes to
// show while the save is still on the network.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';

/** 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms RTT (Lighthouse's "slow 4G" phone). */
export const PHONE = { cpu: 4, downKbps: 1600, upKbps: 750, rttMs: 150 };
export const SAVE_DELAY_MS = 3000;

/** A fresh context: the phone unless `overrides` say otherwise (the desktop of `quiz-open.ts`). */
export async function withBrowser<T>(
  fn: (newContext: (overrides?: BrowserContextOptions) => Promise<BrowserContext>) => Promise<T>,
): Promise<T> {
  const browser = await launchChromium();
  try {
    return await fn((overrides = {}) =>
      browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        // Route interception (the delayed saves) must see every request; the service worker would hide them.
        serviceWorkers: 'block',
        ...overrides,
      }),
    );
  } finally {
    await browser.close();
  }
}

export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
}

export interface HomeLoad {
  lcpMs: number;
  lcpElement: string;
  /** JS files the page fetched (path), transfer bytes as received (compressed). */
  scripts: Array<{ path: string; encoding: string }>;
  /** When React had attached to `#root` (hydrated a server-rendered page, or rendered the shell), ms from start. */
  reactMs: number;
}

/** Cold load of `/` (empty cache): the last `largest-contentful-paint` entry once the page has settled. */
export async function measureHomeLcp(context: BrowserContext, origin: string): Promise<HomeLoad> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { t: number; el: string } };
    w.__lcp = { t: 0, el: '' };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
        w.__lcp = {
          t: e.startTime,
          el: e.element ? `${e.element.tagName.toLowerCase()}.${e.element.className}` : '',
        };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const scripts: HomeLoad['scripts'] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js'))
      scripts.push({ path: url.pathname, encoding: res.headers()['content-encoding'] ?? 'identity' });
  });
  await throttle(page);
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  const reactMs = await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        return root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
          ? performance.now()
          : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: { t: number; el: string } }).__lcp);
  await page.close();
  return { lcpMs: lcp.t, lcpElement: lcp.el, scripts, reactMs };
}

export interface TapResult {
  /** Click → the answered dot turns solid (DOM). */
  domMs: number;
  /** Click → the first frame painted after that. */
  frameMs: number;
  optionChecked: boolean;
  /** Save responses that had arrived by the time the UI showed the answer (expected 0). */
  savesAnsweredBefore: number;
}

/** A new page of the context with ayesha's session cookie (signed in through the gateway, as the web does). */
export async function signedInPage(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  const login = await page.request.post(`${origin}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: `mutation L($input: LoginInput!) { login(input: $input) { session { role } } }`,
      variables: {
        input: { username: 'ayesha', password: 'learnify123', remember: false, tokenDelivery: 'COOKIE' },
      },
    },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return page;
}

/** Signs in, opens a quiz, delays every save by SAVE_DELAY_MS and taps the first option. */
export async function measureAnswerTap(
  context: BrowserContext,
  origin: string,
  quizId: number,
): Promise<TapResult> {
  const page = await signedInPage(context, origin);
  let savesAnswered = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('AttemptQuizSaveAnswer')) return route.continue();
    await new Promise((r) => setTimeout(r, SAVE_DELAY_MS));
    const res = await route.fetch();
    await route.fulfill({ response: res });
    savesAnswered++;
  });
  await throttle(page);
  await page.goto(`${origin}/student/attempt-quiz/${quizId}`);
  const option = page.locator('input[type="radio"], input[type="checkbox"]').first();
  await option.waitFor({ state: 'visible', timeout: 60_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __tap: { click: number; dom: number; frame: number } };
    w.__tap = { click: 0, dom: 0, frame: 0 };
    const dot = document.querySelector('[data-answered]');
    document.addEventListener('pointerdown', () => (w.__tap.click = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.__tap.dom || dot?.getAttribute('data-answered') !== 'true') return;
      w.__tap.dom = performance.now();
      requestAnimationFrame(() => setTimeout(() => (w.__tap.frame = performance.now())));
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-answered'] });
  });
  const before = savesAnswered;
  await option.tap();
  await page.waitForFunction(
    () => (window as unknown as { __tap: { frame: number } }).__tap.frame > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  const tap = await page.evaluate(
    () => (window as unknown as { __tap: { click: number; dom: number; frame: number } }).__tap,
  );
  const checked = await option.isChecked();
  const result = {
    domMs: tap.dom - tap.click,
    frameMs: tap.frame - tap.click,
    optionChecked: checked,
    savesAnsweredBefore: savesAnswered - before,
  };
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
  return result;
}
