import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import type { AppLocationState } from './location-state';

/** Spec §4: the expired alert shows, and the renewal page opens 500 ms later. */
export const EXPIRED_REDIRECT_DELAY_MS = 500;

/**
 * The expired-subscription redirect. The alert is an in-page `role="alert"` message rather than `window.alert`
 * (which blocks, cannot be styled or translated per locale, and is hard on young readers); the renewal page repeats
 * it so it is not lost when the page changes.
 */
export function useExpiredRedirect() {
  const navigate = useNavigate();
  const [showing, setShowing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // Cancel when the screen goes away first; forgetting the timer lets a remount (StrictMode) start over.
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  const redirectToRenewal = useCallback(() => {
    // Home's query and the sign-in result can both ask; one redirect is enough.
    if (timer.current) return;
    setShowing(true);
    timer.current = setTimeout(() => {
      const state: AppLocationState = { flash: { key: 'common.session.expired', tone: 'error' } };
      void navigate(paths.renewSubscription, { state });
    }, EXPIRED_REDIRECT_DELAY_MS);
  }, [navigate]);

  /** The reader is no longer an expired member (signed out meanwhile): no alert, and no redirect still to come. */
  const cancelRedirect = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setShowing(false);
  }, []);

  return { expiredAlert: showing, redirectToRenewal, cancelRedirect };
}
