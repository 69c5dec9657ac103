import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router';
import { makeClient } from '@/apollo/client';
import { loadCatalogue } from '@/lib/catalogues';
import { isLanguage, type Language } from '@/lib/language';
import { App } from './app/app';
import { LoginRedirectRequests } from './app/login-redirect';
import { routes } from './app/routes';
import { serializeServerState, type ServerState } from './app/server-state';

/**
 * The gateway's server rendering of the public pages (issue 20): the same tree as the browser's (`app/boot.tsx`),
 * built by Vite's SSR build into web/dist-ssr/ and imported by the gateway (gateway/src/http/server-render.ts).
 */

/** One GraphQL operation as the web client would send it: its trusted-document hash, name and variables. */
export interface ServerOperation {
  operationName: string | undefined;
  /** The codegen sha256 of the document (the gateway's manifest has it); absent for a document without one. */
  sha256Hash: string | undefined;
  /** The text, only for a document without a hash (none of the web client's today). */
  query: string | undefined;
  variables: Record<string, unknown>;
}

/** A GraphQL answer as the gateway's Apollo Server gives it. */
export interface ServerResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface RenderPageOptions {
  /** The path (and query) of the page, e.g. `/honor-board`. */
  url: string;
  language: Language;
  /** Runs an operation in the gateway's own process (its Apollo Server, so its caches answer). */
  execute: (operation: ServerOperation) => Promise<ServerResult>;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The body of the `<script type="application/json" id="learnify-ssr">` data block. */
  state: string;
  /** Operations that answered with errors or failed: such a page shows an error state and must not be kept. */
  failures: number;
}

function documentHash(doc: unknown): string | undefined {
  const hash = (doc as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace('sha256:', '') : undefined;
}

export async function renderPage({ url, language, execute }: RenderPageOptions): Promise<RenderedPage> {
  if (!isLanguage(language)) throw new Error(`renderPage: unknown language ${String(language)}`);
  await loadCatalogue(language);
  let failures = 0;
  const link = new ApolloLink(
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
            if (result.errors?.length) failures++;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            failures++;
            observer.error(error);
          },
        );
      }),
  );
  const client = makeClient({ link, ssrMode: true });
  const tree = (
    <StrictMode>
      <StaticRouter location={url}>
        <App
          client={client}
          loginRedirect={new LoginRedirectRequests()}
          screens={routes}
          initialLanguage={language}
        />
      </StaticRouter>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    // One document with every boundary in place: React 19 would otherwise move large boundaries out of line and
    // put them back with inline scripts (`$RC`), which the CSP refuses and a page without JavaScript never runs.
    renderFunction: (element) =>
      prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
    maxRerenders: 3,
  });
  if (aborted) failures++;
  const state: ServerState = { language, apollo: client.extract() as NormalizedCacheObject };
  return { html: result, state: serializeServerState(state), failures };
}
