import type { ApolloCache } from '@apollo/client';
import {
  SessionViewerDocument,
  type FamilyLinkReminder_ReminderFragment,
  type SessionUserFragment,
} from '@/gql/graphql';

/**
 * Who the cache holds data for. Everything that is a user's is read under `viewer` (the id is hers, and so are the
 * ids of her objects), so pointing `viewer` at another user, or at nobody, is what keeps one user's answers from
 * another: the previous user's objects stay unreachable whether or not the store is reset afterwards.
 */

/** The signed-in viewer's id as the cache knows it, or null (a visitor, or not loaded yet). */
export function cachedViewerId(cache: ApolloCache): string | null {
  return cache.readQuery({ query: SessionViewerDocument, returnPartialData: true })?.viewer?.id ?? null;
}

/**
 * Points the cache at the viewer a sign-in started: her data is read under her id from now on (with the reminder
 * of her family links, when she has one).
 */
export function writeSignedInViewer(
  cache: ApolloCache,
  viewer: { id: string; familyLinkReminder?: FamilyLinkReminder_ReminderFragment | null },
  user: SessionUserFragment,
) {
  cache.writeQuery({
    query: SessionViewerDocument,
    data: {
      __typename: 'Query',
      viewer: {
        __typename: 'Viewer',
        id: viewer.id,
        user,
        familyLinkReminder: viewer.familyLinkReminder ?? null,
      },
    },
  });
}

/** Points the cache at nobody: the session ended, so no screen reads the last user's data again. */
export function forgetViewer(cache: ApolloCache) {
  cache.writeQuery({ query: SessionViewerDocument, data: { __typename: 'Query', viewer: null } });
}

/** The user changed in another tab: ask the gateway again who is signed in, and read her data under her id. */
export function forgetViewerAnswer(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
  cache.gc();
}
