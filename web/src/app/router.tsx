import type { RouteObject } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { AppLayout } from './layout';

/**
 * The whole route tree: the layout at the root, the screens inside it. A screen's error renders inside the layout
 * (header and navigation stay usable); an error in the layout itself falls back to the bare error screen.
 * The screens are passed in (the app passes `routes`) so tests can mount the layout around stand-in screens.
 */
export function appRouteTree(screens: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorScreen />,
      children: [{ errorElement: <ErrorScreen />, children: screens }],
    },
  ];
}
