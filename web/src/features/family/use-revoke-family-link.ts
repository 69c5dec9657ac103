import { useCallback } from 'react';
import type { Reference } from '@apollo/client';
import { useRevokeFamilyLinkMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';

/**
 * Turns links off, one or all (the reminder's one tap). Her list becomes what the gateway says is left; with none
 * left, the reminder goes too. A link already gone (another tab, or expired) counts as turned off.
 */
export function useRevokeFamilyLinks(viewerId: string) {
  const [mutate, { loading }] = useRevokeFamilyLinkMutation();
  const say = useErrorText();

  const revoke = useCallback(
    async (ids: readonly string[]): Promise<string | null> => {
      for (const id of ids) {
        try {
          await mutate({
            variables: { input: { id } },
            update(cache, { data }) {
              const left = data?.revokeFamilyLink.familyLinks;
              if (!left) return;
              cache.modify({
                id: cache.identify({ __typename: 'Viewer', id: viewerId }),
                fields: {
                  familyLinks(_existing, { toReference }) {
                    return left.map((l) => toReference(l)).filter((r): r is Reference => !!r);
                  },
                  familyLinkReminder(existing) {
                    return left.length === 0 ? null : existing;
                  },
                },
              });
            },
          });
        } catch (error) {
          const failure = gatewayFailureOf(error);
          if (failure.kind === 'code' && failure.code === 'NOT_FOUND') continue;
          return say.forFailure(error);
        }
      }
      return null;
    },
    [mutate, say, viewerId],
  );

  return { revoke, busy: loading };
}
