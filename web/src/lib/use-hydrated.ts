import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page the gateway rendered (and on the server), true once the page is live — at
 * once when the app renders on its own. A form rendered by the server is shown before its code has run; until
 * then typing would be lost and a submit would go to the server as a plain form post (decision 0022).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
