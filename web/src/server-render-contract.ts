/**
 * The contract between the gateway's server rendering (gateway/src/http/server-render.ts) and the web's SSR build
 * (entry-server.tsx): which routes it renders (from the app's route table), the cookie that picks their language,
 * the data block's id, and the module's interface. Both sides import this file; it imports only the route table,
 * which imports nothing.
 */
import { matchRoute, ROUTES } from './lib/paths';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language choice as a cookie, so the gateway renders in it; only `lib/language.ts` writes it. */
export const LANGUAGE_COOKIE = 'learnify_lang';

/**
 * The app's stylesheet file the browser holds (written by `lib/stylesheet-cache.ts` once it has fetched it): her
 * pages then link it rather than carry it inline.
 */
export const STYLESHEET_COOKIE = 'learnify_css';

/** The id of the `<script type="application/json">` block holding Apollo's cache after the render. */
export const SERVER_STATE_ID = 'learnify-ssr';

/**
 * How the gateway renders a path: the route table's word (`lib/paths.ts`, which the router and every link read
 * too), with or without a trailing slash. `public`: for anyone (visitors get a kept page; a signed-in reader her
 * own, never kept); `signed-in`: only with a session, per request, with her own data; undefined: never.
 */
export function renderedAs(path: string): { route: string; render: 'public' | 'signed-in' } | undefined {
  const route = matchRoute(path);
  return route && route.render !== 'browser' ? { route: route.pattern, render: route.render } : undefined;
}

/** The public pages without parameters: what the gateway renders before it takes requests. */
export const PUBLIC_PAGES: readonly string[] = Object.values(ROUTES)
  .filter((route) => route.render === 'public' && !route.pattern.includes(':'))
  .map((route) => route.pattern);

/** One GraphQL operation as the web client would send it: its trusted-document hash, name and variables. */
export interface ServerOperation {
  operationName: string | undefined;
  /** The codegen sha256 of the document (the gateway's manifest has it); absent for a document without one. */
  sha256Hash: string | undefined;
  /** The text, only for a document without a hash. */
  query: string | undefined;
  variables: Record<string, unknown>;
}

/** A GraphQL answer as the gateway's Apollo Server gives it. */
export interface ServerResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * The parts of pages that are the same for every reader of a language (`lib/kept-part.tsx`), kept by the gateway
 * and joined to each signed-in render (docs/decisions/0044).
 */
export interface KeptParts {
  /** The markup kept under `key` (it names the part, its props and the language), or `render`'s, then kept. */
  get(key: string, render: () => Promise<string>): Promise<string>;
  /** Runs a kept part's operation as a visitor's, with no credentials at all. */
  execute: (operation: ServerOperation) => Promise<ServerResult>;
}

export interface RenderPageOptions {
  /** The path (and query) of the page, e.g. `/honor-board`. */
  url: string;
  language: Language;
  /** Runs an operation in the gateway's own process (its Apollo Server, so its caches answer). */
  execute: (operation: ServerOperation) => Promise<ServerResult>;
  /** Aborted when the gateway stops waiting (its render deadline): the render stops as soon as it can. */
  signal?: AbortSignal;
  /** A signed-in reader's render: kept parts are joined from here. Absent: rendered in place (a visitor's page). */
  kept?: KeptParts;
}

/** What `renderPage` gives back: the markup and state, not yet a whole document. */
export interface RenderedMarkup {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The body of the data block (`SERVER_STATE_ID`), `<` escaped. */
  state: string;
  /** Operations that answered with errors or failed: such a page shows an error state and must not be sent. */
  failures: number;
}

/** What the SSR build (`dist-ssr/entry-server.js`) exports. */
export interface SsrModule {
  renderPage(options: RenderPageOptions): Promise<RenderedMarkup>;
}
