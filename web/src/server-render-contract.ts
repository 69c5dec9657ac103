/**
 * The contract between the gateway's server rendering (gateway/src/http/server-render.ts) and the web's SSR build
 * (entry-server.tsx): which routes it renders, the cookie that picks their language, the data block's id, and
 * the module's interface. Both sides import this file; it imports nothing.
 */

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language choice as a cookie, so the gateway renders in it; only `lib/language.ts` writes it. */
export const LANGUAGE_COOKIE = 'learnify_lang';

/** The id of the `<script type="application/json">` block holding Apollo's cache after the render. */
export const SERVER_STATE_ID = 'learnify-ssr';

/** Routes rendered for anyone (visitors get a cached page; a signed-in reader gets her own, never cached). */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/honor-board',
  '/honor-roll',
  '/why-join',
  '/membership',
  '/help-center',
  '/privacy',
  '/assessment/public',
];

/** Routes rendered only with a session, per request, with the reader's own data (`:name` is one path segment). */
export const SIGNED_IN_PATHS: readonly string[] = [
  '/student/quiz-history',
  '/student/assessment',
  '/student/quiz-result/:attemptId',
  '/teacher/assessment',
  '/teacher/student/:username/quiz-history',
];

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

export interface RenderPageOptions {
  /** The path (and query) of the page, e.g. `/honor-board`. */
  url: string;
  language: Language;
  /** Runs an operation in the gateway's own process (its Apollo Server, so its caches answer). */
  execute: (operation: ServerOperation) => Promise<ServerResult>;
  /** Aborted when the gateway stops waiting (its render deadline): the render stops as soon as it can. */
  signal?: AbortSignal;
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
