import { hash } from 'node:crypto';
import {
  NetworkStatus,
  type ApolloClient,
  type NormalizedCacheObject,
  type OperationVariables,
} from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getApolloContext, skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { canonicalStringify } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { createElement, use, type ReactElement } from 'react';
import { serverRenderCache } from '@/apollo/client';
import type { ServerResult } from '@/server-render-contract';

/** The queries of one server render. */
export interface SsrQueries {
  /** `tree` inside a context whose `useQuery` is this render's (Apollo's hook wrappers, as `prerenderStatic`'s). */
  wrap(tree: ReactElement): ReactElement;
  /** Stops watching every query of the render. */
  close(): void;
}

/**
 * Runs a query of the render straight through the gateway (its trusted-document hash, in-process); undefined for a
 * document it cannot run that way (no hash), which goes through Apollo Client instead.
 */
export type SsrRun = (
  query: DocumentNode,
  variables: OperationVariables,
) => Promise<ServerResult> | undefined;

/**
 * The screens' `useQuery` during a server render, in one React pass: a query not yet answered suspends the
 * component that asked (React's prerender waits for it and renders that component again), instead of Apollo's
 * `prerenderStatic`, which renders the whole tree again after each wave of queries. A query is asked once per
 * document and variables, with no watch kept on it: nothing changes during a render. Its answer is written to the
 * render's cache once (which `client.extract()` then holds), never read back. With `run`, a query with a trusted
 * document goes straight to the gateway: Apollo Client's query machinery (document transforms, observables, a
 * fetch per query) would give the same answer for a few tenths of a millisecond more per query.
 */
export function ssrQueries(run?: SsrRun): SsrQueries {
  const answers = new Map<string, Answer>();

  /** The query's one answer in this render: asked once (the render's cache first), shared by every reader. */
  function answerOf(client: ApolloClient, query: DocumentNode, options: useQuery.Options): Answer {
    const key = `${documentIdOf(query)}|${canonicalStringify((options.variables ?? {}) as OperationVariables)}`;
    let answer = answers.get(key);
    if (!answer) {
      const pending: Answer = { settled: null, ready: Promise.resolve() };
      const variables = options.variables ?? {};
      const fromCache = options.fetchPolicy === 'cache-only';
      const direct = fromCache ? undefined : run?.(query, variables);
      pending.ready = direct
        ? direct.then(
            (result) => {
              pending.settled = settle(client, key, query, variables, result, options.errorPolicy);
            },
            (error: unknown) => {
              pending.settled = { data: undefined, error: error as Error };
            },
          )
        : client
            .query({
              query,
              variables,
              // One answer per render, whatever the screen's policy: it runs once, and its answer is written to the
              // render's cache once (for `client.extract()` and the cache's other readers), not read back from it.
              fetchPolicy: fromCache ? 'cache-only' : 'no-cache',
              ...(options.errorPolicy ? { errorPolicy: options.errorPolicy } : {}),
              ...(options.context ? { context: options.context } : {}),
            })
            .then(
              (result) => {
                if (!fromCache && result.data)
                  client.cache.writeQuery({ query, variables, data: result.data });
                pending.settled = { data: result.data, error: result.error };
              },
              (error: unknown) => {
                pending.settled = { data: undefined, error: error as Error };
              },
            );
      answer = pending;
      answers.set(key, answer);
    }
    return answer;
  }

  function useServerQuery(query: DocumentNode, options: useQuery.Options | typeof skipToken = {}) {
    const client = useApolloClient(typeof options === 'object' ? options.client : undefined);
    const base = {
      client,
      variables: typeof options === 'object' ? options.variables : undefined,
      previousData: undefined,
      refetch: notOnTheServer,
      fetchMore: notOnTheServer,
      subscribeToMore: notOnTheServer,
      updateQuery: notOnTheServer,
      startPolling: notOnTheServer,
      stopPolling: notOnTheServer,
    };
    if (options === skipToken || options.skip || options.fetchPolicy === 'standby')
      return {
        ...base,
        loading: false,
        data: undefined,
        dataState: 'empty',
        error: undefined,
        networkStatus: NetworkStatus.ready,
      };
    if (options.ssr === false || options.fetchPolicy === 'no-cache')
      return { ...base, ...useQuery.ssrDisabledResult };
    const answer = answerOf(client, query, options);
    if (!answer.settled) use(answer.ready);
    const { data, error } = answer.settled!;
    return {
      ...base,
      loading: false,
      data,
      dataState: data === undefined ? 'empty' : 'complete',
      error,
      networkStatus: error ? NetworkStatus.error : NetworkStatus.ready,
    };
  }

  return {
    wrap(tree) {
      const ApolloContext = getApolloContext();
      return createElement(
        ApolloContext.Provider,
        // Apollo's own hook wrapper (as `prerenderStatic` installs its `useSSRQuery`); typed as the hook it wraps.
        { value: { [wrapperSymbol]: { useQuery: () => useServerQuery as unknown as typeof useQuery } } },
        tree,
      );
    },
    close() {
      answers.clear();
    },
  };
}

/**
 * What Apollo Client's `query` makes of an answer (errorPolicy `none`: errors and no data; `ignore`: the data
 * alone; `all`: both), the data written to the render's cache. `key` names its document and variables (`answerOf`).
 */
function settle(
  client: ApolloClient,
  key: string,
  query: DocumentNode,
  variables: OperationVariables,
  result: ServerResult,
  errorPolicy: useQuery.Options['errorPolicy'],
): NonNullable<Answer['settled']> {
  const failed = (result.errors?.length ?? 0) > 0;
  const data = failed && (errorPolicy ?? 'none') === 'none' ? undefined : (result.data ?? undefined);
  if (data) writeAnswer(client, key, query, variables, data);
  return {
    data,
    error: failed && errorPolicy !== 'ignore' ? new CombinedGraphQLErrors(result) : undefined,
  };
}

/** A number per document, for the process's life (documents are the generated modules' constants). */
const documentIds = new WeakMap<DocumentNode, number>();
let documentCount = 0;

function documentIdOf(query: DocumentNode): number {
  let id = documentIds.get(query);
  if (id === undefined) documentIds.set(query, (id = documentCount++));
  return id;
}

/**
 * Answers as Apollo's cache normalises them, by a digest of the answer itself (document, variables and data), most
 * recent last. Her home gets the same answers on most of her visits, and normalising them (Apollo's `writeQuery`)
 * was the largest single cost of her render; an answer that differs in any byte has another digest, so what is
 * kept for one answer is never given for another.
 */
const normalised = new Map<string, NormalizedCacheObject>();
/** How many answers are kept: her home's two answers are about 12 KB normalised, so at most a few MB. */
const NORMALISED_KEPT = 500;

/**
 * Writes an answer to the render's cache, as `cache.writeQuery` does: normalised once per distinct answer (in a
 * cache of its own, configured as the render's), then merged entity by entity, each field replacing the one held,
 * as the cache's own write ends (`EntityStore.merge`), through its public `extract` and `restore` (which starts
 * the store anew from what it is given).
 */
function writeAnswer(
  client: ApolloClient,
  key: string,
  query: DocumentNode,
  variables: OperationVariables,
  data: unknown,
) {
  // The one-shot digest: no Hash object per answer.
  const digest = hash('sha256', `${key}|${JSON.stringify(data)}`, 'base64');
  let entities = normalised.get(digest);
  if (entities) {
    // Most recent last.
    normalised.delete(digest);
    normalised.set(digest, entities);
  } else {
    const own = serverRenderCache();
    own.writeQuery({ query, variables, data: data as Record<string, unknown> });
    entities = own.extract();
    // Entities kept past their query (`__META`) are not merged here: such an answer is written as it is.
    if (entities['__META']) {
      client.cache.writeQuery({ query, variables, data: data as Record<string, unknown> });
      return;
    }
    normalised.set(digest, entities);
    if (normalised.size > NORMALISED_KEPT) normalised.delete(normalised.keys().next().value!);
  }
  const held = client.cache.extract() as NormalizedCacheObject;
  if (held['__META']) {
    client.cache.writeQuery({ query, variables, data: data as Record<string, unknown> });
    return;
  }
  const merged: NormalizedCacheObject = { ...held };
  for (const [id, entity] of Object.entries(entities)) {
    const before = held[id];
    merged[id] = before ? { ...before, ...entity } : entity;
  }
  client.cache.restore(merged);
}

/** A query's answer in one render: null until it has come. */
interface Answer {
  settled: { data: unknown; error: Error | undefined } | null;
  ready: Promise<void>;
}

function notOnTheServer(): never {
  throw new Error('This method cannot be called during a server render.');
}
