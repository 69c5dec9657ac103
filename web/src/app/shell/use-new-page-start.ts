import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * An in-app link opens the next screen at its top, with focus on the main area so a screen reader starts there,
 * unless the screen has already put focus inside it. Back and forward (POP) keep the position the browser restores;
 * a link to an anchor (#…) is left to the browser.
 */
export function useNewPageStart(main: RefObject<HTMLElement | null>) {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstKey = useRef(key);
  useEffect(() => {
    // The first screen is where the browser put her: a reload or a server-rendered page keeps its position.
    if (key === firstKey.current || navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0 });
    const area = main.current;
    const active = document.activeElement;
    // The old screen's link may still hold focus, hidden while the new screen loads: that focus is not kept.
    const screenFocused = active && area?.contains(active) && (active.checkVisibility?.() ?? true);
    if (area && !screenFocused) area.focus({ preventScroll: true });
  }, [key, hash, navigationType, main]);
}
