import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router';
import { loadCatalogue } from '@/lib/catalogues';
import { registerServiceWorker } from '@/lib/service-worker';
import { keepStylesheet } from '@/lib/stylesheet-cache';
import { App, createAppClient } from './app';
import { installQuizPrefetch } from './quiz-prefetch';
import { routes } from './routes';
import type { ServerState } from './server-state';

export interface Booted {
  element: ReactElement;
  /** True when the page holds the gateway's rendering of this very tree: hydrate it rather than render anew. */
  hydrate: boolean;
}

/**
 * The app behind the entry (main.tsx): Apollo Client, React Router and the screens. Loaded after the first paint —
 * a server-rendered page needs none of it to show its content. With the gateway's state, Apollo's
 * cache starts from the render's answers, so hydration asks the network for nothing it already has.
 */
/**
 * How long after start-up the app trusts the page's state even for `cache-and-network` queries (the honour boards):
 * long enough for a slow phone to fetch the screen's code and hydrate; the data is as fresh as the render.
 */
const HYDRATION_WINDOW_MS = 5000;

export async function boot(state: ServerState | null): Promise<Booted> {
  const { client, loginRedirect } = createAppClient(
    undefined,
    state ? { ssrForceFetchDelay: HYDRATION_WINDOW_MS } : {},
  );
  let hydrate = false;
  if (state) {
    client.cache.restore(state.apollo);
    // Hydration must render what the server did, so the page's language must be here first. If its catalogue
    // cannot be fetched, render anew (in English) rather than hydrate a tree that would not match.
    hydrate = await loadCatalogue(state.language).then(
      () => true,
      () => false,
    );
  }
  // A quiz link's screen and its start are fetched before the tap lands (app/quiz-prefetch.ts).
  installQuizPrefetch(client);
  // Her next rendered pages may link the stylesheet this one carried inline.
  if (state) keepStylesheet();
  registerServiceWorker();
  return {
    hydrate,
    element: (
      <StrictMode>
        <BrowserRouter>
          <App
            client={client}
            loginRedirect={loginRedirect}
            screens={routes}
            initialLanguage={hydrate ? state?.language : undefined}
          />
        </BrowserRouter>
      </StrictMode>
    ),
  };
}
