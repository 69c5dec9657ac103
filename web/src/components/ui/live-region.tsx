import { useEffect } from 'react';

const REGION_ID = 'app-announcer';

/**
 * One polite live region for the whole app, rendered once by the layout so it already exists when a screen has
 * news (a region created together with its text is often not read out). Screens speak through `useAnnouncement`.
 */
export function LiveRegion() {
  return (
    <div id={REGION_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
  );
}

/**
 * Announces `message` to screen readers whenever it changes to a non-empty value (e.g. a quiz result arriving); the
 * region is emptied again when the announcing screen goes away.
 */
export function useAnnouncement(message: string | null) {
  useEffect(() => {
    const region = document.getElementById(REGION_ID);
    if (!region || !message) return;
    region.textContent = '';
    // A fresh text node on the next frame, so the same message twice in a row is announced again.
    const frame = requestAnimationFrame(() => {
      region.textContent = message;
    });
    return () => {
      cancelAnimationFrame(frame);
      // The news was the screen's: it does not outlive it (nor reach whoever uses the app next).
      if (region.textContent === message) region.textContent = '';
    };
  }, [message]);
}
