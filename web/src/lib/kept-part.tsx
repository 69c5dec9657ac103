import type { DocumentNode } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, memo, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page that is the same for every reader of a language — the catalogue's grades, say — rendered once
 * by the gateway and kept, then joined to each signed-in reader's own render (docs/decisions/0044). The part is
 * drawn by `component` from `props` alone: no context of the page it sits in reaches it (another reader's data
 * never could), and `name` + `props` + the language name what is kept.
 *
 * - On the server, with the gateway's kept parts (`KeptPartsContext`): a marker the gateway replaces with the kept
 *   markup. Without them (a visitor's page, itself kept whole): rendered in place.
 * - In the browser: inside its own Suspense boundary. When the page arrived without the part's data (a signed-in
 *   page holds only what her screens read), React leaves the server's markup as it is and hydrates the part once
 *   `query` is in the cache — fetched when `until` settles (e.g. when a folded section is opened), at once without
 *   it. With the data already in the cache it renders (or hydrates) at once.
 */
export interface KeptPartProps<P extends KeptProps> {
  /** The part's name in the kept store: one name, one component. */
  name: string;
  component: ComponentType<P>;
  /** Everything the part is drawn from: plain JSON values, part of what names the kept copy. */
  props: P;
  /** The query `component` reads, loaded before the part is hydrated or rendered in the browser. */
  query: DocumentNode;
  /** Browser: hold the part (as the server sent it) until this settles, while its data must still be fetched. */
  until?: Promise<unknown>;
  /** Browser: shown while the part loads on a client-side navigation (never during hydration). */
  fallback?: ReactNode;
}

export type KeptProps = Record<string, string | number | boolean | null>;

/** What the gateway's render gives the tree: a marker (resolved once the part is kept) for each kept part. */
export interface KeptPartsServer {
  marker(name: string, component: ComponentType<KeptProps>, props: KeptProps): Promise<string>;
}

export const KeptPartsContext = createContext<KeptPartsServer | null>(null);

/** The element the gateway replaces with a kept part's markup. */
export const KEPT_MARKER_ATTRIBUTE = 'data-kept';

/**
 * Re-rendered only when what it draws changes: a part still waiting to hydrate that receives new props would be
 * rendered anew in the browser, dropping the server's markup for its fallback.
 */
export const KeptPart = memo(KeptPartBoundary, (a, b) => {
  const keys = Object.keys(a.props);
  return (
    a.name === b.name &&
    a.component === b.component &&
    a.query === b.query &&
    a.until === b.until &&
    keys.length === Object.keys(b.props).length &&
    keys.every((key) => a.props[key] === b.props[key])
  );
}) as <P extends KeptProps>(props: KeptPartProps<P>) => ReactNode;

function KeptPartBoundary<P extends KeptProps>(props: KeptPartProps<P>) {
  const server = useContext(KeptPartsContext);
  const Component = props.component;
  return (
    <Suspense fallback={props.fallback ?? null}>
      {server ? (
        <KeptMarker
          server={server}
          name={props.name}
          component={props.component as ComponentType<KeptProps>}
          props={props.props}
        />
      ) : typeof window === 'undefined' ? (
        <Component {...props.props} />
      ) : (
        <LiveKeptPart {...props} />
      )}
    </Suspense>
  );
}

function KeptMarker({
  server,
  name,
  component,
  props,
}: {
  server: KeptPartsServer;
  name: string;
  component: ComponentType<KeptProps>;
  props: KeptProps;
}) {
  const marker = use(server.marker(name, component, props));
  return <template {...{ [KEPT_MARKER_ATTRIBUTE]: marker }} />;
}

function LiveKeptPart<P extends KeptProps>({ component: Component, props, query, until }: KeptPartProps<P>) {
  const client = useApolloClient();
  // One `use`, always, and of the same promise each time React renders this part again: its load once one was
  // started (it starts only once `until` settles: a folded part costs nothing until opened), else a settled one
  // when the data is already here.
  use(loadStarted(client, query, until) ?? (isLoaded(client, query) ? SETTLED : load(client, query, until)));
  return <Component {...props} />;
}

/** A promise React knows to be settled: `use` returns at once. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Whether `query` is whole in the cache (nothing to wait for: the part renders, or hydrates, at once). */
function isLoaded(client: ApolloClient, query: DocumentNode): boolean {
  return client.cache.diff({ query, optimistic: false, returnPartialData: false }).complete;
}

/** One load per client, query and `until` (React asks again with the same promise until it settles). */
const loads = new WeakMap<
  ApolloClient,
  Map<DocumentNode, Map<Promise<unknown> | undefined, Promise<void>>>
>();

function loadStarted(client: ApolloClient, query: DocumentNode, until?: Promise<unknown>) {
  return loads.get(client)?.get(query)?.get(until);
}

function load(client: ApolloClient, query: DocumentNode, until?: Promise<unknown>): Promise<void> {
  let byQuery = loads.get(client);
  if (!byQuery) loads.set(client, (byQuery = new Map()));
  let byUntil = byQuery.get(query);
  if (!byUntil) byQuery.set(query, (byUntil = new Map()));
  let loading = byUntil.get(until);
  if (!loading) {
    loading = Promise.resolve(until)
      .then(() => client.query({ query }))
      .then(
        () => undefined,
        // The part renders anyway, with its own error state (its query asks again).
        () => undefined,
      );
    byUntil.set(until, loading);
  }
  return loading;
}
