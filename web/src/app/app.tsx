import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { makeClient } from '@/apollo/client';
import { LoadingState } from '@/components/ui/loading-state';
import { I18nProvider, useT } from '@/lib/i18n';
import type { AppLocationState } from '@/lib/session';
import { paths } from './paths';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's Apollo Client. Spec §7: a 401 anywhere sends the user to /login; the stale session's cached data is
 * dropped on the way (the app shell resets the store once the failing screen has gone).
 */
export function createAppClient(router: AppRouter, uri?: string) {
  return makeClient({
    uri,
    onUnauthenticated: () => {
      if (router.state.location.pathname === paths.login) return;
      const state: AppLocationState = { resetSession: true };
      void router.navigate(paths.login, { state });
    },
  });
}

export function App({ router, client }: { router: AppRouter; client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider>
        <Suspense fallback={<AppLoading />}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nProvider>
    </ApolloProvider>
  );
}

/** Inside the provider, so it speaks the reader's language once that catalogue has arrived. */
function AppLoading() {
  const t = useT();
  return <LoadingState label={t('common.loading')} />;
}
