import { useCallback } from 'react';
import { useRenewFamilyLinkMutation } from '@/gql/hooks';
import { useErrorText } from '@/lib/error-messages';

export type RenewOutcome = { kind: 'renewed'; expiresAt: string } | { kind: 'failed'; reason: string };

/** Gives a link another 30 days; the answer's link updates the one in her list (same id). */
export function useRenewFamilyLink() {
  const [mutate, { loading }] = useRenewFamilyLinkMutation();
  const say = useErrorText();

  const renew = useCallback(
    async (id: string): Promise<RenewOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: { id } } });
        const link = data?.renewFamilyLink.familyLink;
        if (link) return { kind: 'renewed', expiresAt: link.expiresAt };
        const problem = data?.renewFamilyLink.errors[0];
        return { kind: 'failed', reason: problem ? say.forUserError(problem) : say.forFailure(null) };
      } catch (error) {
        return { kind: 'failed', reason: say.forFailure(error) };
      }
    },
    [mutate, say],
  );

  return { renew, busy: loading };
}
