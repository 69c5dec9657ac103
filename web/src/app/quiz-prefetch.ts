import type { ApolloClient } from '@apollo/client';
import { preloadQuizStart, startQuizEarly } from '@/lib/quiz-start-early';
import { loadAttemptQuizScreen } from './routes';

/** Links that open a quiz (`paths.attemptQuiz`), wherever a screen puts them. */
const QUIZ_LINK = 'a[href*="/student/attempt-quiz/"]';
const QUIZ_PATH = /^\/student\/attempt-quiz\/([^/?#]+)\/?$/;

function quizLinkOf(target: EventTarget | null): { link: HTMLAnchorElement; quizId: string } | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link) return null;
  const url = new URL(link.href, window.location.href);
  const match = url.origin === window.location.origin ? QUIZ_PATH.exec(url.pathname) : null;
  return match?.[1] ? { link, quizId: decodeURIComponent(match[1]) } : null;
}

/** A click React Router turns into an in-app navigation (not a new tab, not a download). */
function opensHere(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * Makes a tap on a quiz link show the first question sooner. The quiz screen's code is fetched when a
 * quiz link is in the page (at the next idle moment), pointed at, touched or focused; at the tap itself `startQuiz`
 * goes out at once, alongside the code if that is still on its way, and the screen takes its answer
 * (`lib/quiz-start-early.ts`). Listening on the document covers every screen's quiz links without touching them.
 * Returns the uninstaller.
 */
export function installQuizPrefetch(client: ApolloClient, doc: Document = document): () => void {
  let preloaded = false;
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    observer.disconnect();
    loadAttemptQuizScreen().catch(() => {
      // Offline, say: the route loads it again on the tap, and shows its own error if it still cannot.
      preloaded = false;
    });
    preloadQuizStart();
  };

  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => {
      scheduled = false;
      if (doc.querySelector(QUIZ_LINK)) preload();
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  if (doc.querySelector(QUIZ_LINK)) whenIdle(preload);

  const onIntent = (event: Event) => {
    if (quizLinkOf(event.target)) preload();
  };
  const onClick = (event: MouseEvent) => {
    const found = quizLinkOf(event.target);
    if (!found || !opensHere(event, found.link)) return;
    preload();
    startQuizEarly(client, found.quizId);
  };
  const passive = { passive: true, capture: true };
  doc.addEventListener('pointerover', onIntent, passive);
  doc.addEventListener('touchstart', onIntent, passive);
  doc.addEventListener('focusin', onIntent, passive);
  // Capture: before React Router's own click handler, so the request leaves before the navigation renders.
  doc.addEventListener('click', onClick, { capture: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('pointerover', onIntent, passive);
    doc.removeEventListener('touchstart', onIntent, passive);
    doc.removeEventListener('focusin', onIntent, passive);
    doc.removeEventListener('click', onClick, { capture: true });
  };
}
