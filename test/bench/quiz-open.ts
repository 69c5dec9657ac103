// Desktop Chromium: the time from the tap on a quiz link to the first question (target ≤ 150 ms).
import type { BrowserContext } from 'playwright-core';
import { signedInPage } from './browser-metrics';

export const DESKTOP = {
  viewport: { width: 1366, height: 768 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
} as const;

export interface QuizOpen {
  /** Tap (pointerdown) → the question dots are in the DOM. */
  domMs: number;
  /** Tap → the first frame painted after that. */
  frameMs: number;
  /** startQuiz requests the page sent (1 expected: the tap's, taken over by the screen). */
  starts: number;
  /** The startQuiz request's own time, sent → answer received (the gateway and the REST double behind it). */
  startRequestMs: number;
}

/**
 * Signs in as ayesha, opens home, waits for the quiz link and then `settleMs` (0: tap as soon as the link shows,
 * before anything was fetched ahead; 1000: the page has been idle), taps it and times the first question.
 */
export async function measureQuizOpen(
  context: BrowserContext,
  origin: string,
  quizId: number,
  settleMs: number,
): Promise<QuizOpen> {
  const page = await signedInPage(context, origin);
  let starts = 0;
  let startRequestMs = NaN;
  // Apollo sends the operation name beside the persisted hash too.
  const isStart = (req: { url(): string; postData(): string | null }) =>
    req.url().endsWith('/graphql') && (req.postData() ?? '').includes('AttemptQuizStart');
  page.on('request', (req) => {
    if (isStart(req)) starts++;
  });
  page.on('requestfinished', (req) => {
    if (isStart(req)) startRequestMs = req.timing().responseEnd;
  });
  await page.goto(`${origin}/`);
  const link = page.locator(`a[href="/student/attempt-quiz/${quizId}"]`).first();
  await link.waitFor({ state: 'visible', timeout: 30_000 });
  // A server-rendered link is visible before the app is live: a tap then would load a whole new page.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    },
    null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  await page.evaluate(() => {
    const w = window as unknown as { __open: { tap: number; dom: number; frame: number } };
    w.__open = { tap: 0, dom: 0, frame: 0 };
    document.addEventListener('pointerdown', () => (w.__open.tap = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.__open.dom || !document.querySelector('[data-answered]')) return;
      w.__open.dom = performance.now();
      requestAnimationFrame(() => setTimeout(() => (w.__open.frame = performance.now())));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await link.click();
  await page.waitForFunction(
    () => (window as unknown as { __open: { frame: number } }).__open.frame > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  const t = await page.evaluate(
    () => (window as unknown as { __open: { tap: number; dom: number; frame: number } }).__open,
  );
  await page.close();
  return { domMs: t.dom - t.tap, frameMs: t.frame - t.tap, starts, startRequestMs };
}
