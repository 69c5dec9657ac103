import type { RouteObject } from 'react-router';
import { AppLayout } from './layout';

/**
 * The whole route tree: the layout at the root, the screens inside it. A screen's error renders inside the layout
 * (header and navigation stay usable; see `AppLayout`); an error in the layout itself falls back to the bare error
 * screen (see `App`). The screens are passed in (the app passes `routes`) so tests can mount the layout around
 * stand-in screens.
 */
export function appRouteTree(screens: RouteObject[]): RouteObject[] {
  return [{ path: '/', element: <AppLayout />, children: screens }];
}
