import { useEffect, useEffectEvent } from 'react';

/** Elements that already give Enter a meaning of their own. */
const OWN_ENTER = 'button, a[href], textarea, select, summary, [contenteditable="true"]';

/**
 * Spec §4: Enter advances (or submits) when the current question is answered — from a blank, a radio, a checkbox
 * or anywhere on the page, but not when focus is on a button or link, whose own Enter must not also advance.
 */
export function useEnterToAdvance(onEnter: () => void) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (target instanceof Element && target.closest(OWN_ENTER)) return;
    event.preventDefault();
    onEnter();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
