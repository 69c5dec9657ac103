import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { getOperationAST, print } from 'graphql';
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { matchRoutes, parsePath, StaticRouter, type RouteObject } from 'react-router';
import { makeClient } from '@/apollo/client';
import { loadCatalogue } from '@/lib/catalogues';
import { I18nProvider } from '@/lib/i18n';
import {
  KEPT_MARKER_ATTRIBUTE,
  KeptPartsContext,
  type KeptPartsServer,
  type KeptProps,
} from '@/lib/kept-part';
import { isLanguage } from '@/lib/language';
import type {
  KeptParts,
  Language,
  RenderedMarkup,
  RenderPageOptions,
  ServerOperation,
  ServerResult,
} from '@/server-render-contract';
import { App } from './app/app';
import { LoginRedirectRequests } from './app/login-redirect';
import { appRouteTree } from './app/router';
import { routes } from './app/routes';
import { serializeServerState, type ServerState } from './app/server-state';
import { ssrQueries, type SsrRun } from './ssr-queries';

/**
 * The gateway's server rendering (gateway/src/http/server-render.ts): the same tree as the browser's
 * (`app/boot.tsx`), built by Vite's SSR build into web/dist-ssr/. Its interface is `server-render-contract.ts`.
 */

function documentHash(doc: unknown): string | undefined {
  const hash = (doc as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace('sha256:', '') : undefined;
}

/** An Apollo link that runs each operation through `execute`, counting the answers with errors. */
function executeLink(execute: (operation: ServerOperation) => Promise<ServerResult>, onFailure: () => void) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const sha256Hash = documentHash(operation.query);
        execute({
          operationName: operation.operationName,
          sha256Hash,
          query: sha256Hash ? undefined : print(operation.query),
          variables: operation.variables,
        }).then(
          (result) => {
            if (result.errors?.length) onFailure();
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            onFailure();
            observer.error(error);
          },
        );
      }),
  );
}

/**
 * The render's queries with a trusted document, run by `execute` without Apollo Client's query machinery (the same
 * operation the link would send), counting the answers with errors.
 */
function directRun(
  execute: (operation: ServerOperation) => Promise<ServerResult>,
  onFailure: () => void,
): SsrRun {
  return (query, variables) => {
    const sha256Hash = documentHash(query);
    if (!sha256Hash) return undefined;
    return execute({
      operationName: getOperationAST(query)?.name?.value,
      sha256Hash,
      query: undefined,
      variables,
    }).then(
      (result) => {
        if (result.errors?.length) onFailure();
        return result;
      },
      (error: unknown) => {
        onFailure();
        throw error;
      },
    );
  };
}

/** Renders `tree` with its queries answered, as one document: every boundary in place, nothing left to stream. */
async function renderWithData(
  tree: ReactElement,
  run: SsrRun,
  signal?: AbortSignal,
  identifierPrefix?: string,
) {
  const queries = ssrQueries(run);
  try {
    const { prelude } = await prerenderToNodeStream(queries.wrap(tree), {
      // One document with every boundary in place: React 19 would otherwise move large boundaries out of line and
      // put them back with inline scripts (`$RC`), which the CSP refuses and a page without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(signal ? { signal } : {}),
      ...(identifierPrefix ? { identifierPrefix } : {}),
      // An abort (the gateway stopped waiting) is no error to report; others fail the page through its failures.
      onError: (error) => {
        if (!signal?.aborted) console.error(error);
      },
    });
    let html = '';
    for await (const chunk of prelude)
      html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    return { html, aborted: signal?.aborted ?? false };
  } finally {
    queries.close();
  }
}

/** Marks ids a kept part made with `useId`: they would differ from those of the page it is joined to. */
const KEPT_ID_PREFIX = 'kept-part-';

/** Which component each kept part's name stands for: a name must never draw two different parts. */
const keptComponents = new Map<string, ComponentType<KeptProps>>();

/** A kept part's markup, drawn from its props alone, with a visitor's operations, in the page's language. */
async function renderKeptPart(
  Component: ComponentType<KeptProps>,
  props: KeptProps,
  language: Language,
  kept: KeptParts,
): Promise<string> {
  let failures = 0;
  const onFailure = () => failures++;
  const client = makeClient({ link: executeLink(kept.execute, onFailure), ssrMode: true });
  const tree = (
    <ApolloProvider client={client}>
      <I18nProvider initialLanguage={language}>
        <StaticRouter location="/">
          <Component {...props} />
        </StaticRouter>
      </I18nProvider>
    </ApolloProvider>
  );
  const { html, aborted } = await renderWithData(
    tree,
    directRun(kept.execute, onFailure),
    undefined,
    KEPT_ID_PREFIX,
  );
  if (failures > 0 || aborted) throw new Error('kept part: an operation failed');
  if (html.includes(KEPT_ID_PREFIX)) throw new Error('kept part: useId inside a kept part');
  return html;
}

const stable = (props: KeptProps) =>
  JSON.stringify(
    Object.keys(props)
      .sort()
      .map((key) => [key, props[key]]),
  );

/** The kept parts of one signed-in render: a marker each in the markup, then their kept markup in its place. */
function keptPartsOf(kept: KeptParts, language: Language, onFailure: () => void) {
  const markup = new Map<string, string>();
  const markers = new Map<string, Promise<string>>();
  const server: KeptPartsServer = {
    marker(name, component, props) {
      const known = keptComponents.get(name);
      if (known && known !== component) throw new Error(`kept part ${name}: two components under one name`);
      keptComponents.set(name, component);
      const key = `${name}|${language}|${stable(props)}`;
      let marker = markers.get(key);
      if (!marker) {
        const id = `k${markers.size}`;
        marker = kept
          .get(key, () => renderKeptPart(component, props, language, kept))
          .then((html) => {
            markup.set(id, html);
            return id;
          });
        marker.catch(onFailure);
        markers.set(key, marker);
      }
      return marker;
    },
  };
  const join = (html: string) =>
    html.replace(
      new RegExp(`<template ${KEPT_MARKER_ATTRIBUTE}="(k\\d+)"></template>`, 'g'),
      (_, id: string) => markup.get(id) ?? '',
    );
  return { server, join };
}

/** How many paths `screensFor` remembers (each a path and one array; a result page's path holds its id). */
const SCREENS_KEPT = 256;
/** The screen each path lands on, by path, most recent last. */
const screensByPath = new Map<string, RouteObject[]>();

/**
 * The screens to render `url` with: the one screen route React Router's own matching picks for its path from the
 * whole route table, remembered per path. `useRoutes` flattens, ranks and compiles every route of the tree it is
 * given on each render (a data router does that once per router; the app's declarative router cannot); given the
 * layout with that one screen (the same route object), it matches the same route with the same params and renders
 * the same markup, for a fraction of the work.
 */
function screensFor(url: string): RouteObject[] {
  const pathname = parsePath(url).pathname || '/';
  let screens = screensByPath.get(pathname);
  if (screens) {
    screensByPath.delete(pathname);
  } else {
    // The layout's child the path lands in (index 0 is the layout itself).
    const screen = matchRoutes(appRouteTree(routes), { pathname })?.[1]?.route;
    screens = screen ? [screen] : routes;
  }
  screensByPath.set(pathname, screens);
  if (screensByPath.size > SCREENS_KEPT) screensByPath.delete(screensByPath.keys().next().value!);
  return screens;
}

export async function renderPage({
  url,
  language,
  execute,
  signal,
  kept,
}: RenderPageOptions): Promise<RenderedMarkup> {
  if (!isLanguage(language)) throw new Error(`renderPage: unknown language ${String(language)}`);
  await loadCatalogue(language);
  let failures = 0;
  const onFailure = () => failures++;
  const client = makeClient({ link: executeLink(execute, onFailure), ssrMode: true });
  const parts = kept ? keptPartsOf(kept, language, () => failures++) : null;
  const tree = (
    <StrictMode>
      <StaticRouter location={url}>
        <KeptPartsContext value={parts?.server ?? null}>
          <App
            client={client}
            loginRedirect={new LoginRedirectRequests()}
            screens={screensFor(url)}
            initialLanguage={language}
          />
        </KeptPartsContext>
      </StaticRouter>
    </StrictMode>
  );
  const { html, aborted } = await renderWithData(tree, directRun(execute, onFailure), signal);
  if (aborted) failures++;
  const state: ServerState = { language, apollo: client.extract() as NormalizedCacheObject };
  return { html: parts ? parts.join(html) : html, state: serializeServerState(state), failures };
}
