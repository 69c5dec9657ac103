import { useCallback } from 'react';
import { useChangePasswordMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n';

export type ChangePasswordOutcome = { kind: 'changed' } | { kind: 'failed'; reasons: string[] };

/** Changes the signed-in user's password; the reason (e.g. a wrong current password) is said in our words for its code. */
export function useChangePassword() {
  const [change, { loading }] = useChangePasswordMutation();
  const say = useErrorText();
  const t = useT();

  const submit = useCallback(
    async (oldPassword: string, newPassword: string): Promise<ChangePasswordOutcome> => {
      try {
        const { data } = await change({ variables: { input: { oldPassword, newPassword } } });
        const payload = data?.changePassword;
        if (payload?.success) return { kind: 'changed' };
        return {
          kind: 'failed',
          reasons: [...new Set((payload?.errors ?? []).map(say.forUserError))],
        };
      } catch (error) {
        // A refusal is said in our words; a lost connection needs none. Too many wrong current passwords from this
        // device (RATE_LIMITED, 429) says so, and how long to wait.
        const failure = gatewayFailureOf(error);
        if (failure.kind === 'network') return { kind: 'failed', reasons: [] };
        if (failure.code === 'RATE_LIMITED') {
          const minutes = Math.ceil((failure.retryAfterSeconds ?? 60) / 60);
          return { kind: 'failed', reasons: [t('accounts.password.wait', { minutes })] };
        }
        return { kind: 'failed', reasons: [say.forFailure(error)] };
      }
    },
    [change, say, t],
  );

  return { submit, busy: loading };
}
