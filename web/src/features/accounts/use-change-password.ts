import { useCallback } from 'react';
import { useChangePasswordMutation } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { signInWaitMinutes } from '@/lib/session/sign-in-wait';
import { useLocalizedPasswordErrors } from './password-errors';

export type ChangePasswordOutcome = { kind: 'changed' } | { kind: 'failed'; reasons: string[] };

/** Changes the signed-in user's password; the server's reason (e.g. a wrong current password) is passed on. */
export function useChangePassword() {
  const [change, { loading }] = useChangePasswordMutation();
  const localize = useLocalizedPasswordErrors();
  const t = useT();

  const submit = useCallback(
    async (oldPassword: string, newPassword: string): Promise<ChangePasswordOutcome> => {
      try {
        const { data } = await change({ variables: { input: { oldPassword, newPassword } } });
        const payload = data?.changePassword;
        if (payload?.success) return { kind: 'changed' };
        return {
          kind: 'failed',
          reasons: localize(payload?.errors ?? [])
            .map((e) => e.message)
            .filter((m) => m.trim() !== ''),
        };
      } catch (error) {
        // Too many wrong current passwords from this device (RATE_LIMITED, 429): say how long to wait.
        const minutes = signInWaitMinutes(error);
        return {
          kind: 'failed',
          reasons: minutes === null ? [] : [t('accounts.password.wait', { minutes })],
        };
      }
    },
    [change, localize, t],
  );

  return { submit, busy: loading };
}
