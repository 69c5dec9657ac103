import {
  NetworkStatus,
  type ApolloClient,
  type ObservableQuery,
  type OperationVariables,
} from '@apollo/client';
import { getApolloContext, skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { canonicalStringify } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { createElement, use, type ReactElement } from 'react';
import { filter, firstValueFrom, type Subscription } from 'rxjs';

/** The queries of one server render. */
export interface SsrQueries {
  /** `tree` inside a context whose `useQuery` is this render's (Apollo's hook wrappers, as `prerenderStatic`'s). */
  wrap(tree: ReactElement): ReactElement;
  /** Stops watching every query of the render. */
  close(): void;
}

/**
 * The screens' `useQuery` during a server render, in one React pass: a query not yet answered suspends the
 * component that asked (React's prerender waits for it and renders that component again), instead of Apollo's
 * `prerenderStatic`, which renders the whole tree again after each wave of queries. A query is started once per
 * document and variables, and stays watched until the render ends (what `client.extract()` then holds).
 */
export function ssrQueries(): SsrQueries {
  const queries = new Map<string, { observable: ObservableQuery; ready: Promise<void> }>();
  const byDocument = new WeakMap<DocumentNode, number>();
  const subscriptions: Subscription[] = [];
  let documents = 0;

  function watch(client: ApolloClient, query: DocumentNode, options: useQuery.Options) {
    let documentKey = byDocument.get(query);
    if (documentKey === undefined) byDocument.set(query, (documentKey = documents++));
    const key = `${documentKey}|${canonicalStringify((options.variables ?? {}) as OperationVariables)}`;
    let entry = queries.get(key);
    if (!entry) {
      const observable = client.watchQuery({
        query,
        ...options,
        // One answer per render: whatever the screen's policy, the render's cache answers or the query runs once.
        fetchPolicy:
          options.fetchPolicy === 'network-only' || options.fetchPolicy === 'cache-and-network'
            ? 'cache-first'
            : options.fetchPolicy,
      } as ApolloClient.WatchQueryOptions);
      subscriptions.push(observable.subscribe({}));
      const ready = firstValueFrom(observable.pipe(filter((result) => !result.loading))).then(
        () => undefined,
        () => undefined,
      );
      entry = { observable, ready };
      queries.set(key, entry);
    }
    return entry;
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
    const { observable, ready } = watch(client, query, options);
    let result = observable.getCurrentResult();
    if (result.loading) {
      use(ready);
      result = observable.getCurrentResult();
    }
    return { ...base, observable, ...result };
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
      for (const subscription of subscriptions) subscription.unsubscribe();
      queries.clear();
    },
  };
}

function notOnTheServer(): never {
  throw new Error('This method cannot be called during a server render.');
}
