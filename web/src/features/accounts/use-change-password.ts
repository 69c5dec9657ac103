import { useCallback } from 'react';
import { useChangePasswordMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';

export type ChangePasswordOutcome = { kind: 'changed' } | { kind: 'failed'; reasons: string[] };

/** Changes the signed-in user's password; the reason (e.g. a wrong current password) is said in our words for its code. */
export function useChangePassword() {
  const [change, { loading }] = useChangePasswordMutation();
  const say = useErrorText();

  const submit = useCallback(
    async (oldPassword: string, newPassword: string): Promise<ChangePasswordOutcome> => {
      try {
        const { data } = await change({
          variables: { input: { oldPassword, newPassword } },
          // Her family links outlive the change: the app shell asks again, so she is told they still work.
          refetchQueries: (result) => (result.data?.changePassword.success ? ['AppShell'] : []),
        });
        const payload = data?.changePassword;
        if (payload?.success) return { kind: 'changed' };
        return {
          kind: 'failed',
          reasons: [...new Set((payload?.errors ?? []).map(say.forUserError))],
        };
      } catch (error) {
        // A refusal (too many attempts: wait so long) is said in our words; a lost connection needs none.
        return {
          kind: 'failed',
          reasons: gatewayFailureOf(error).kind === 'code' ? [say.forFailure(error)] : [],
        };
      }
    },
    [change, say],
  );

  return { submit, busy: loading };
}
