import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { typePolicies } from './type-policies';

export interface MakeClientOptions {
  /** GraphQL endpoint; the gateway serves it on the page's own origin. */
  uri?: string;
  /** Called when any operation fails with UNAUTHENTICATED (spec: 401 anywhere → /login). */
  onUnauthenticated?: () => void;
}

/** True when the error (from a hook's `error`) carries the given `extensions.code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === code);
}

/** A fresh Apollo Client: one per app, and one per test. */
export function makeClient({ uri = '/graphql', onUnauthenticated }: MakeClientOptions = {}) {
  const errorLink = new ErrorLink(({ error }) => {
    if (onUnauthenticated && hasErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  });
  // The session is an httpOnly cookie on the gateway's origin; the preflight header satisfies the gateway's CSRF
  // prevention for every request, uploads included.
  const httpLink = new UploadHttpLink({
    uri,
    credentials: 'same-origin',
    headers: { 'Apollo-Require-Preflight': 'true' },
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
