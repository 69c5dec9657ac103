import { useCallback } from 'react';
import type { Reference } from '@apollo/client';
import type { FamilyPageLanguage } from '@/gql/graphql';
import { useCreateFamilyLinkMutation } from '@/gql/hooks';
import { useErrorText } from '@/lib/error-messages';

export type CreateOutcome = { kind: 'created'; url: string } | { kind: 'failed'; reason: string };

/**
 * Makes a family link and puts it first in her list (`viewer.familyLinks` under her viewer's id). The address is
 * in this answer only: the caller shows it at once, since the gateway cannot give it again.
 */
export function useCreateFamilyLink(viewerId: string) {
  const [mutate, { loading }] = useCreateFamilyLinkMutation();
  const say = useErrorText();

  const create = useCallback(
    async (language: FamilyPageLanguage): Promise<CreateOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input: { language } },
          update(cache, { data: answer }) {
            const link = answer?.createFamilyLink.familyLink;
            if (!link) return;
            cache.modify({
              id: cache.identify({ __typename: 'Viewer', id: viewerId }),
              fields: {
                familyLinks(existing: readonly Reference[] | null = [], { toReference }) {
                  const ref = toReference(link);
                  return ref ? [ref, ...(existing ?? [])] : existing;
                },
              },
            });
          },
        });
        const payload = data?.createFamilyLink;
        const url = payload?.familyLink?.url;
        if (url) return { kind: 'created', url: new URL(url, window.location.origin).href };
        const problem = payload?.errors[0];
        return { kind: 'failed', reason: problem ? say.forUserError(problem) : say.forFailure(null) };
      } catch (error) {
        return { kind: 'failed', reason: say.forFailure(error) };
      }
    },
    [mutate, say, viewerId],
  );

  return { create, busy: loading };
}
