import type { SessionUserFragment } from '@/gql/graphql';

// Fixtures carry `__typename` as the gateway sends it, so the cache normalizes them exactly as in the browser.

/** A signed-in user as the session queries return it; override what the test is about. */
export function sessionUser(
  overrides: Partial<SessionUserFragment> = {},
): SessionUserFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'ayesha',
    username: 'ayesha',
    fullName: 'Ayesha Khan',
    role: 'STUDENT',
    accountStatus: 'ACTIVE',
    ...overrides,
  };
}

/** A GraphQL error as the gateway sends it, with a stable `extensions.code`. */
export function gqlError(code: string, message = code) {
  return { message, extensions: { code } };
}

/** `viewer` as the gateway answers it: one id per account and her account, or null for a visitor. */
export function viewerOf<U extends { username: string }>(user: U | null) {
  return user
    ? { __typename: 'Viewer' as const, id: viewerId(user.username), user, familyLinkReminder: null }
    : null;
}

/** A viewer's id for a username, as fixtures give it (the gateway's is a hash of the verified account). */
export const viewerId = (username: string) => `viewer-${username}`;

/** `Session.viewer`: the viewer a sign-in starts. */
export const sessionViewer = (user: { username: string }) => ({
  __typename: 'Viewer' as const,
  id: viewerId(user.username),
  familyLinkReminder: null,
});

/** A screen's answer whose data is the signed-in viewer's: `fields` under her `viewer`. */
export function viewerData<F extends Record<string, unknown>>(fields: F, username = 'ayesha') {
  return {
    __typename: 'Query' as const,
    viewer: { __typename: 'Viewer' as const, id: viewerId(username), ...fields },
  };
}
