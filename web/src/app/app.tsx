import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { makeClient, type MakeClientOptions } from '@/apollo/client';
import { LoadingState } from '@/components/ui/loading-state';
import { I18nProvider, useT, type Language } from '@/lib/i18n';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { LoginRedirect, LoginRedirectRequests } from './login-redirect';
import { appRouteTree } from './router';

/** The app's Apollo Client, and the requests its error link makes for /login (see `LoginRedirect`). */
export function createAppClient(uri?: string, options: Pick<MakeClientOptions, 'ssrForceFetchDelay'> = {}) {
  const loginRedirect = new LoginRedirectRequests();
  const client = makeClient({ uri, onUnauthenticated: loginRedirect.request, ...options });
  return { client, loginRedirect };
}

export interface AppProps {
  client: ApolloClient;
  loginRedirect: LoginRedirectRequests;
  /** The screens inside the layout: the app's `routes`, or stand-ins in tests. */
  screens: RouteObject[];
  /** A server-rendered page's language (see `I18nProvider`); otherwise the device's remembered one. */
  initialLanguage?: Language;
}

/** The app inside a router (`BrowserRouter` in main.tsx, `MemoryRouter` in tests). */
export function App({ client, loginRedirect, screens, initialLanguage }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider initialLanguage={initialLanguage}>
        <LoginRedirect requests={loginRedirect} />
        {/* An error in the layout itself: the bare error screen. Screens' errors show inside the layout. */}
        <ErrorBoundary fallback={<ErrorScreen />}>
          <Suspense fallback={<AppLoading />}>
            <AppRoutes screens={screens} />
          </Suspense>
        </ErrorBoundary>
      </I18nProvider>
    </ApolloProvider>
  );
}

function AppRoutes({ screens }: { screens: RouteObject[] }) {
  return useRoutes(appRouteTree(screens));
}

/** Inside the provider, so it speaks the reader's language once that catalogue has arrived. */
function AppLoading() {
  const t = useT();
  return <LoadingState label={t('common.loading')} />;
}
