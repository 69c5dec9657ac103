import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router';
import { makeClient } from '@/apollo/client';
import { loadCatalogue } from '@/lib/catalogues';
import { isLanguage } from '@/lib/language';
import type { RenderedMarkup, RenderPageOptions } from '@/server-render-contract';
import { App } from './app/app';
import { LoginRedirectRequests } from './app/login-redirect';
import { routes } from './app/routes';
import { serializeServerState, type ServerState } from './app/server-state';

/**
 * The gateway's server rendering (gateway/src/http/server-render.ts): the same tree as the browser's
 * (`app/boot.tsx`), built by Vite's SSR build into web/dist-ssr/. Its interface is `server-render-contract.ts`.
 */

function documentHash(doc: unknown): string | undefined {
  const hash = (doc as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace('sha256:', '') : undefined;
}

export async function renderPage({
  url,
  language,
  execute,
  signal,
}: RenderPageOptions): Promise<RenderedMarkup> {
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
    ...(signal ? { signal } : {}),
    // One document with every boundary in place: React 19 would otherwise move large boundaries out of line and
    // put them back with inline scripts (`$RC`), which the CSP refuses and a page without JavaScript never runs.
    renderFunction: (element) =>
      prerenderToNodeStream(element, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(signal ? { signal } : {}),
      }),
    maxRerenders: 3,
  });
  if (aborted) failures++;
  const state: ServerState = { language, apollo: client.extract() as NormalizedCacheObject };
  return { html: result, state: serializeServerState(state), failures };
}
