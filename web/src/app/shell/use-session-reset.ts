import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  forgetViewer,
  forgetViewerAnswer,
  onSessionChange,
  readLocationState,
  type AppLocationState,
} from '@/lib/session';

/**
 * Completes a sign-out: once the screen that ended the session has unmounted (this runs after the navigation is
 * committed), point the cache at nobody (no screen reads that user's data again, reset or not), then forget every
 * cached answer and refetch what the new screen shows as a visitor.
 */
export function useSessionReset() {
  const client = useApolloClient();
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  const { resetSession, flash } = readLocationState(location.state);

  // Another tab signed in or out: this one asks again who is signed in before it reads anyone's data.
  useEffect(() => onSessionChange(() => forgetViewerAnswer(client.cache)), [client]);

  useEffect(() => {
    if (!resetSession || handledKey.current === location.key) return;
    handledKey.current = location.key;
    // Drop the flag so going back or reloading does not reset again; keep any message for the user.
    const state: AppLocationState | null = flash ? { flash } : null;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state },
    );
    forgetViewer(client.cache);
    client.resetStore().catch(() => {
      // A failed refetch shows up in the screen that owns the query; nothing more to do here.
    });
  }, [client, flash, location, navigate, resetSession]);
}
