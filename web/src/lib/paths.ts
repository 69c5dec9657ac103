/**
 * Every route of the app (spec §2) in one table: its path pattern, how the gateway renders it, and the link the
 * app builds to it. The router (`app/routes.tsx`), every link (`paths` below) and the gateway's server rendering
 * (`server-render-contract.ts`) read this table. A path with or without a trailing slash is the same route.
 * It imports nothing: the gateway imports it too.
 */

/**
 * How the gateway renders a route: `public` for anyone (a visitor gets a kept page, a signed-in reader her own),
 * `signed-in` only with a session (her own page, per request), `browser` never (the app renders it itself: a
 * quiz is started by a mutation, a form must not take typing before its code runs).
 */
export type RouteRender = 'public' | 'signed-in' | 'browser';

interface RouteEntry {
  /** React Router's pattern: `:name` is one path segment. */
  pattern: string;
  render: RouteRender;
}

export const ROUTES = {
  home: { pattern: '/', render: 'public' },
  login: { pattern: '/login', render: 'browser' },
  signup: { pattern: '/signup', render: 'browser' },
  editProfile: { pattern: '/account/edit-profile', render: 'browser' },
  renewSubscription: { pattern: '/account/renew-subscription', render: 'browser' },
  honourBoard: { pattern: '/honor-board', render: 'public' },
  honourRoll: { pattern: '/honor-roll', render: 'public' },
  whyJoin: { pattern: '/why-join', render: 'public' },
  publicAssessment: { pattern: '/assessment/public', render: 'public' },
  membership: { pattern: '/membership', render: 'public' },
  helpCenter: { pattern: '/help-center', render: 'public' },
  privacy: { pattern: '/privacy', render: 'public' },
  attemptQuiz: { pattern: '/student/attempt-quiz/:quizId', render: 'browser' },
  quizResult: { pattern: '/student/quiz-result/:attemptId/', render: 'signed-in' },
  studentQuizHistory: { pattern: '/student/quiz-history', render: 'signed-in' },
  studentAssessment: { pattern: '/student/assessment', render: 'signed-in' },
  teacherAssessment: { pattern: '/teacher/assessment', render: 'signed-in' },
  teacherStudentHistory: { pattern: '/teacher/student/:username/quiz-history', render: 'signed-in' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** One string per parameter of a pattern (`/a/:x/b/:y` → `[string, string]`). */
type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...Params<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A route's link: its pattern as is, or a builder taking one value per parameter (each URI-encoded). */
type Href<P extends string> = Params<P> extends [] ? P : (...values: Params<P>) => string;

function hrefOf<P extends string>(pattern: P): Href<P> {
  if (!pattern.includes(':')) return pattern as Href<P>;
  return ((...values: string[]) => {
    let next = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(values[next++] ?? ''));
  }) as unknown as Href<P>;
}

/** The link to every route (`paths.home`, `paths.quizResult(attemptId)`, ...). */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, hrefOf(route.pattern)]),
) as unknown as { [N in RouteName]: Href<(typeof ROUTES)[N]['pattern']> };

/** A path without its trailing slash (but `/` itself): `/a/` and `/a` are one route. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const MATCHERS = Object.entries(ROUTES).map(([name, route]) => ({
  name: name as RouteName,
  route: route as RouteEntry,
  regex: new RegExp(`^${withoutTrailingSlash(route.pattern).replace(/:\w+/g, '[^/]+')}$`),
}));

/** The route a path (no query string) is, with or without a trailing slash; undefined for none of the app's. */
export function matchRoute(
  path: string,
): { name: RouteName; pattern: string; render: RouteRender } | undefined {
  const normal = withoutTrailingSlash(path);
  const found = MATCHERS.find(({ regex }) => regex.test(normal));
  return found && { name: found.name, pattern: found.route.pattern, render: found.route.render };
}
