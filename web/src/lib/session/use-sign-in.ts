import { useCallback } from 'react';
import { useSessionLoginMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n';
import { signInWaitMinutes } from './sign-in-wait';
import { isSiteMember } from './viewer';
import { announceSessionChange } from './session-channel';
import { writeSignedInViewer } from './viewer-cache';

export interface SignInInput {
  username: string;
  password: string;
  /** Keep the session after the browser closes. */
  remember?: boolean;
}

/** What happened, so each sign-in form can word it its own way (home and /login differ, spec §5). */
export type SignInOutcome =
  { kind: 'signed-in'; expired: boolean } | { kind: 'staff' } | { kind: 'failed'; detail: string | null };

/**
 * Signs in through the gateway (which sets the httpOnly session cookie) and writes the new viewer into the cache,
 * so the header, home and every screen read her data, under her id, at once without a refetch.
 */
export function useSignIn() {
  const t = useT();
  const say = useErrorText();
  const [login, { loading }] = useSessionLoginMutation({
    update(cache, { data }) {
      const session = data?.login.session;
      if (session && isSiteMember(session.user.role)) {
        writeSignedInViewer(cache, session.viewer, session.user);
        announceSessionChange();
      }
    },
  });

  const signIn = useCallback(
    async ({ username, password, remember = false }: SignInInput): Promise<SignInOutcome> => {
      try {
        const { data } = await login({ variables: { input: { username, password, remember } } });
        const payload = data?.login;
        const session = payload?.session;
        if (session && isSiteMember(session.role)) {
          const expired = session.accountStatus === 'EXPIRED' || session.user.accountStatus === 'EXPIRED';
          return { kind: 'signed-in', expired };
        }
        if (session || payload?.errors.some((e) => e.code === 'ROLE_NOT_ALLOWED')) return { kind: 'staff' };
        // Our words for the code, never the server's message (the real API's is English: "No active account…").
        const problem = payload?.errors[0];
        return { kind: 'failed', detail: problem ? say.forUserError(problem) : null };
      } catch (error) {
        // Too many attempts from this device: say how long to wait, in the reader's language.
        const minutes = signInWaitMinutes(error);
        if (minutes !== null) return { kind: 'failed', detail: t('security.signInWait', { minutes }) };
        // A network failure has no detail: the form shows its generic text (spec §5). A gateway refusal is named.
        const failure = gatewayFailureOf(error);
        return { kind: 'failed', detail: failure.kind === 'code' ? say.forFailure(error) : null };
      }
    },
    [login, t, say],
  );

  return { signIn, busy: loading };
}
