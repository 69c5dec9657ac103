import { useCallback } from 'react';
import { useDismissFamilyLinkReminderMutation } from '@/gql/hooks';
import { useErrorText } from '@/lib/error-messages';

/** She keeps her links: the reminder goes away (here and on every screen). */
export function useDismissFamilyLinkReminder(viewerId: string) {
  const [mutate, { loading }] = useDismissFamilyLinkReminderMutation();
  const say = useErrorText();

  const dismiss = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        await mutate({
          variables: { input: { id } },
          update(cache) {
            cache.modify({
              id: cache.identify({ __typename: 'Viewer', id: viewerId }),
              fields: { familyLinkReminder: () => null },
            });
          },
        });
        return null;
      } catch (error) {
        return say.forFailure(error);
      }
    },
    [mutate, say, viewerId],
  );

  return { dismiss, busy: loading };
}
