import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { App, createAppClient } from '@/app/app';
import { TEST_GRAPHQL_URL } from './msw-server';

/**
 * Renders the app — providers, layout, the real 401 handling — at `route` around `screens` (the app's `routes`, or
 * stand-ins), for tests of the app shell and of flows that cross screens (sign-out, renewal, redirects). Use
 * `renderScreen` for a single screen. `router` reads the current location and navigates as a link would.
 */
export function renderApp(
  screens: RouteObject[],
  route: string | { pathname: string; state?: unknown } = '/',
  options: Pick<RenderOptions, 'onCaughtError'> = {},
) {
  const { client, loginRedirect } = createAppClient(TEST_GRAPHQL_URL);
  const user = userEvent.setup();
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <App client={client} loginRedirect={loginRedirect} screens={screens} />
      <RouterProbe />
    </MemoryRouter>,
    options,
  );
  const router = {
    get pathname() {
      return seen.location?.pathname;
    },
    navigate: (to: string) => act(() => void seen.navigate?.(to)),
  };
  return { ...result, router, client, user };
}
