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
