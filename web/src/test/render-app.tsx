import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App, createAppClient } from '@/app/app';
import { appRouteTree } from '@/app/router';
import { TEST_GRAPHQL_URL } from './msw-server';

/**
 * Renders the app — providers, layout, the real 401 handling — at `route` around `screens` (the app's `routes`, or
 * stand-ins), for tests of the app shell and of flows that cross screens (sign-out, renewal, redirects). Use
 * `renderScreen` for a single screen.
 */
export function renderApp(
  screens: RouteObject[],
  route: string | { pathname: string; state?: unknown } = '/',
) {
  const router = createMemoryRouter(appRouteTree(screens), { initialEntries: [route] });
  const client = createAppClient(router, TEST_GRAPHQL_URL);
  const user = userEvent.setup();
  const result = render(<App router={router} client={client} />);
  return { ...result, router, client, user };
}
