import { useCallback } from 'react';
import { useSignOutEverywhereMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';
import { clearQuizSessions } from '@/lib/quiz-session-keys';
import { useEndSession } from '@/lib/session';

/**
 * Signs the account out on every device, this one too, then sends her home as a visitor with the result. Returns
 * the reason when nothing was done (refused for now, or the gateway was not reached): she is still signed in.
 */
export function useSignOutEverywhere() {
  const [logout, { loading }] = useSignOutEverywhereMutation();
  const endSession = useEndSession();
  const say = useErrorText();

  const signOutEverywhere = useCallback(async (): Promise<string | null> => {
    try {
      await logout();
    } catch (error) {
      const failure = gatewayFailureOf(error);
      // Refused before anything happened, or no answer at all: still signed in, say why.
      if (failure.kind === 'network' || failure.code === 'RATE_LIMITED') return say.forFailure(error);
      // The gateway ended this device's session but could not reach the others: she must know they may remain.
      clearQuizSessions();
      endSession({ key: 'accounts.everywhere.partly', tone: 'error' });
      return null;
    }
    // The gateway answered, so a kept quiz has had its chance to send its answers (as with Logout).
    clearQuizSessions();
    endSession({ key: 'accounts.everywhere.done', tone: 'success' });
    return null;
  }, [logout, endSession, say]);

  return { signOutEverywhere, busy: loading };
}
