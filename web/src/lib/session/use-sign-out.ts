import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSessionLogoutMutation } from '@/gql/hooks';
import { clearQuizSessions } from '@/lib/quiz-session-keys';
import type { AppLocationState, Flash } from './location-state';
import { announceSessionChange } from './session-channel';

/**
 * Sends the user home as a visitor. The store is reset by the app shell after the current screen has unmounted,
 * so a members-only query on that screen is not refetched without a session (which would bounce to /login).
 */
export function useEndSession() {
  const navigate = useNavigate();
  return useCallback(
    (flash?: Flash) => {
      const state: AppLocationState = { resetSession: true, ...(flash ? { flash } : {}) };
      announceSessionChange();
      void navigate(paths.home, { state });
    },
    [navigate],
  );
}

/** The Logout control: ends the gateway session, then forgets everything cached for this user. */
export function useSignOut() {
  const [logout, { loading }] = useSessionLogoutMutation();
  const endSession = useEndSession();
  const signOut = useCallback(
    async (flash?: Flash) => {
      try {
        await logout();
        // Only once the gateway answered: the network is up, so a kept quiz has had its chance to send its answers,
        // and the next child on a shared phone must not resume this child's attempt.
        clearQuizSessions();
      } catch {
        // Even if the gateway is unreachable, the screen must stop showing the user's data.
      }
      endSession(flash);
    },
    [logout, endSession],
  );
  return { signOut, busy: loading };
}
