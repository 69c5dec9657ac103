import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { RetryLink } from '@apollo/client/link/retry';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { typePolicies } from './type-policies';
import type { progressFetch as ProgressFetch } from './upload-fetch';

export interface MakeClientOptions {
  /** GraphQL endpoint; the gateway serves it on the page's own origin. */
  uri?: string;
  /** Called when any operation fails with UNAUTHENTICATED (spec: 401 anywhere → /login). */
  onUnauthenticated?: () => void;
  /**
   * Send the codegen hash instead of the query text (docs/decisions/0006-trusted-documents.md). Off in screen
   * tests by default: msw's GraphQL handlers match requests by parsing the query text.
   */
  persistedDocuments?: boolean;
  /**
   * The fetch of the GraphQL link. By default uploads that ask for progress go over XMLHttpRequest
   * (`upload-fetch.ts`); screen tests keep the platform's fetch, which msw intercepts with Node's FormData.
   */
  fetch?: typeof fetch;
  /**
   * Replaces the HTTP chain (error link, persisted queries, upload link): the gateway's server rendering passes a
   * link that executes operations in-process (`entry-server.tsx`).
   */
  link?: ApolloLink;
  /** Server rendering: no refetching, one answer per query (Apollo's `ssrMode`). */
  ssrMode?: boolean;
  /**
   * Hydrating a server-rendered page: for this long, `cache-and-network` and `network-only` queries are answered
   * from the cache the page brought, instead of asking again for what the gateway has just rendered.
   */
  ssrForceFetchDelay?: number;
  /**
   * Tries a query again when the network lost it (no answer, or a 5xx from a proxy), so a child on a patchy
   * connection sees her page instead of "could not be reached". Off in screen tests by default, where a failed
   * request is the case under test.
   */
  retryQueries?: boolean;
}

/** Tries of one query, the first included: about 5 s of patience in all with the delays below. */
export const QUERY_TRIES = 4;

/**
 * True for what a second try can fix: no HTTP answer at all, or a gateway or proxy that was briefly away. A
 * GraphQL answer (even an error) is the server's word and is not asked again; mutations are never repeated here,
 * since a lost reply does not tell whether the write happened (the quiz's saves have their own, idempotent retry).
 */
export function worthRetrying(error: unknown, operation: { operationType: string }): boolean {
  if (operation.operationType !== 'query') return false;
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 502 && error.statusCode <= 504;
  return true;
}

/** The hex SHA-256 codegen embeds in every generated document (`__meta__.hash`). */
function documentHash(doc: unknown): string | undefined {
  const hash = (doc as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/** True when the error (from a hook's `error`) carries the given `extensions.code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === code);
}

/**
 * The link's fetch in the browser: plain `fetch`, except for uploads that ask for progress, whose XMLHttpRequest
 * transport (`upload-fetch.ts`) is fetched only then, keeping it out of the home page's JavaScript.
 */
const lazyProgressFetch: typeof ProgressFetch = (input, init = {}) =>
  init.onUploadProgress
    ? import('./upload-fetch').then(({ progressFetch }) => progressFetch(input, init))
    : fetch(input, init);

/** The cache of one server render (and of what `ssr-queries.ts` normalises for it). */
export const serverRenderCache = () => new InMemoryCache({ typePolicies, resultCaching: false });

/** A fresh Apollo Client: one per app, and one per test. */
export function makeClient({
  uri = '/graphql',
  onUnauthenticated,
  persistedDocuments = import.meta.env.MODE !== 'test',
  fetch: linkFetch = import.meta.env.MODE === 'test' ? undefined : lazyProgressFetch,
  link,
  ssrMode = false,
  ssrForceFetchDelay,
  retryQueries = import.meta.env.MODE !== 'test',
}: MakeClientOptions = {}) {
  // A server render's cache lives for one render: Apollo's result caching (memoized reads and their dependency
  // tracking) would only cost there.
  if (link)
    return new ApolloClient({
      link,
      ssrMode,
      cache: ssrMode ? serverRenderCache() : new InMemoryCache({ typePolicies }),
    });
  const errorLink = new ErrorLink(({ error }) => {
    if (onUnauthenticated && hasErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  });
  // The session is an httpOnly cookie on the gateway's origin; the preflight header satisfies the gateway's CSRF
  // prevention for every request, uploads included.
  const httpLink = new UploadHttpLink({
    uri,
    fetch: linkFetch,
    credentials: 'same-origin',
    headers: { 'Apollo-Require-Preflight': 'true' },
  });
  // Apollo's persisted-query link: the hash goes first; on PERSISTED_QUERY_NOT_FOUND (a gateway without this
  // build's manifest) it retries once with the text. Hashes come from codegen, so no hashing at runtime.
  const persistedLink = new PersistedQueryLink({ generateHash: (doc) => documentHash(doc) ?? '' });
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      ...(retryQueries
        ? [
            new RetryLink({
              delay: { initial: 500, max: 2_000, jitter: true },
              attempts: { max: QUERY_TRIES, retryIf: worthRetrying },
            }),
          ]
        : []),
      // A document codegen did not generate has no hash and goes as text.
      ...(persistedDocuments ? [ApolloLink.split((op) => !!documentHash(op.query), persistedLink)] : []),
      httpLink,
    ]),
    cache: new InMemoryCache({ typePolicies }),
    ...(ssrForceFetchDelay ? { ssrForceFetchDelay } : {}),
  });
}
