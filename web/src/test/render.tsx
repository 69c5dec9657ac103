import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeClient } from '@/apollo/client';
import { I18nProvider } from '@/lib/i18n';
import { TEST_GRAPHQL_URL } from './msw-server';

export interface RenderScreenOptions {
  /** The URL the screen is opened at, e.g. `/student/quiz-result/12/`. */
  route?: string;
  /** The route pattern, e.g. `/student/quiz-result/:attemptId`, so params resolve as in the app. */
  path?: string;
  /** Extra routes (e.g. where a redirect lands) as `{ path: element }`. */
  otherRoutes?: Record<string, ReactElement>;
}

/**
 * Renders a screen the way the app does — fresh Apollo Client (talking to msw), router, translations — and
 * returns Testing Library's queries plus a `user` for interactions.
 */
export function renderScreen(
  ui: ReactElement,
  { route = '/', path = '*', otherRoutes = {} }: RenderScreenOptions = {},
) {
  const client = makeClient({ uri: TEST_GRAPHQL_URL });
  const user = userEvent.setup();
  const result = render(
    <ApolloProvider client={client}>
      <I18nProvider>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={ui} />
              {Object.entries(otherRoutes).map(([p, element]) => (
                <Route key={p} path={p} element={element} />
              ))}
            </Routes>
          </Suspense>
        </MemoryRouter>
      </I18nProvider>
    </ApolloProvider>,
  );
  return { ...result, client, user };
}
