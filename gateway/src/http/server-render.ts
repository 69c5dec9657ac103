import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { HonourBoardPublicNames } from '../config/env';
import type { ContextFactory, GatewayContext } from '../context';
import type { Logger } from '../logging';
import { countCacheLookup } from '../observability';
import { SESSION_COOKIE } from '../session/cookie';

/**
 * The gateway's server rendering of the public pages (issue 20, docs/decisions/0022-server-rendered-public-pages.md).
 * A visitor's request for one of these paths gets HTML that already holds the page's content, rendered by the web
 * app's own tree (web/src/entry-server.tsx, built into web/dist-ssr/) with its GraphQL operations executed here,
 * in-process, by the gateway's Apollo Server — so the response and public caches answer them — and Apollo's cache
 * state for hydration. Pages are kept per path, language and honour-board view for the public data's lifetime.
 * Anything with credentials (session cookie, Authorization) is never rendered here and never reads or fills
 * the page cache: it gets the app shell, and the client renders it.
 */

/** The public routes (web/src/app/routes.tsx): nothing on them depends on who is looking, for a visitor. */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/honor-board',
  '/honor-roll',
  '/why-join',
  '/membership',
  '/help-center',
  '/privacy',
  '/assessment/public',
]);

type Language = 'en' | 'ur';
/** Kept in step with web/src/lib/language.ts (LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'learnify_lang';

/** What the SSR bundle exports (web/src/entry-server.tsx). */
interface ServerOperation {
  operationName: string | undefined;
  sha256Hash: string | undefined;
  query: string | undefined;
  variables: Record<string, unknown>;
}
interface ServerResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}
interface SsrModule {
  renderPage(options: {
    url: string;
    language: Language;
    execute: (operation: ServerOperation) => Promise<ServerResult>;
  }): Promise<{ html: string; state: string; failures: number }>;
}

/** One rendered page, compressed once when it is made (a warm request only picks the encoding). */
export interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Template {
  version: number;
  before: string;
  after: string;
}

const HTML_OPEN = '<html lang="en" dir="ltr">';
/**
 * The app shell's language bootstrap blocks parsing so that a remembered Urdu never flashes left to right; a
 * rendered page is already in its language, so there it must not hold the first paint for a round trip.
 */
const LANG_SCRIPT = '<script src="/lang.js"></script>';
const LANG_SCRIPT_ASYNC = '<script src="/lang.js" async></script>';
const ROOT = '<div id="root"></div>';

export interface ServerRendererOptions {
  apollo: ApolloServer<GatewayContext>;
  context: ContextFactory;
  /** The browser build (index.html is the page's template). */
  distDir: string;
  /** The SSR build; by default `dist-ssr` beside distDir. */
  ssrDir?: string;
  /** PUBLIC_CACHE_TTL_MS: how long a rendered page is kept (0: rendered for every request). */
  ttlMs: number;
  honourView: HonourBoardPublicNames;
  logger: Logger;
}

/** True when the request carries credentials of any kind: such a request is never rendered nor cached here. */
export function hasCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || request.cookies[SESSION_COOKIE] !== undefined;
}

/** `?lang=` first (a shared link), then the language cookie, then English. */
export function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.['lang'];
  if (query === 'en' || query === 'ur') return query;
  return request.cookies[LANGUAGE_COOKIE] === 'ur' ? 'ur' : 'en';
}

export class ServerRenderer {
  private module: { version: number; loaded: Promise<SsrModule> } | null = null;
  private template: Template | null = null;
  private readonly pages: LRUCache<string, RenderedPage> | null;
  /** Renders under way, so a burst of visitors on a cold page renders it once. */
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();
  private readonly ssrEntry: string;

  constructor(private readonly opts: ServerRendererOptions) {
    this.ssrEntry = join(resolve(opts.ssrDir ?? join(opts.distDir, '..', 'dist-ssr')), 'entry-server.js');
    // In process, not the shared store: a page is derived from public data the store already shares, each
    // instance makes it in a few ms once per lifetime, and a warm page must cost no network round trip (ADR 0022).
    this.pages = opts.ttlMs > 0 ? new LRUCache({ max: 64, ttl: opts.ttlMs }) : null;
  }

  /** Whether this request is one the renderer answers (a visitor's GET of a public path). */
  handles(request: FastifyRequest): boolean {
    if (request.method !== 'GET') return false;
    const path = request.url.split('?')[0] ?? '/';
    return SERVER_RENDERED_PATHS.has(path) && !hasCredentials(request);
  }

  /**
   * The page for a visitor, from the cache or rendered now; null when it cannot be rendered (no SSR build, a
   * failed operation): the caller then sends the app shell and the client renders it, as before.
   */
  async page(request: FastifyRequest): Promise<RenderedPage | null> {
    const path = request.url.split('?')[0] ?? '/';
    const language = pageLanguage(request);
    const key = `${path}|${language}|${this.opts.honourView}`;
    const cached = this.pages?.get(key);
    countCacheLookup('page', cached ? 'hit' : 'miss');
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.render(path, language, request)
        .catch((err: unknown) => {
          // Never a failed navigation because of rendering: the client renders the shell.
          this.opts.logger.error({ path, err }, 'server render failed; the app shell is sent instead');
          return null;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Sends a page in the best encoding the client takes. */
  send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    const accepts = request.headers['accept-encoding'] ?? '';
    const [encoding, body] = /\bbr\b/.test(accepts)
      ? ['br', page.br]
      : /\bgzip\b/.test(accepts)
        ? ['gzip', page.gzip]
        : ['identity', page.identity];
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return (
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        // Always revalidated, like index.html; and never one shared copy for readers with other cookies.
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie, Authorization')
        .send(body)
    );
  }

  private async render(path: string, language: Language, request: FastifyRequest) {
    const [ssr, template] = await Promise.all([this.loadModule(), this.loadTemplate()]);
    if (!ssr || !template) return null;
    const started = performance.now();
    let context: Promise<GatewayContext> | null = null;
    // A visitor's context, built from no headers at all: whatever the incoming request carried, the render sees
    // no credentials (and `handles` already refused any request that had them). It never sets a cookie.
    const visitorContext = () =>
      (context ??= this.opts.context({
        authorization: undefined,
        cookies: {},
        setCookie: () => undefined,
        clearCookie: () => undefined,
        secure: false,
        clientIp: request.ip,
        requestId: request.id,
        requestInfo: {},
      }));
    const { html, state, failures } = await ssr.renderPage({
      url: path,
      language,
      execute: async (operation) => {
        const response = await this.opts.apollo.executeOperation(
          {
            operationName: operation.operationName,
            variables: operation.variables,
            ...(operation.query ? { query: operation.query } : {}),
            ...(operation.sha256Hash
              ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.sha256Hash } } }
              : {}),
          },
          { contextValue: await visitorContext() },
        );
        if (response.body.kind !== 'single') throw new Error('server render: incremental answer');
        return response.body.singleResult as ServerResult;
      },
    });
    if (failures > 0) {
      this.opts.logger.warn({ path, failures }, 'server render failed; the app shell is sent instead');
      return null;
    }
    const dir = language === 'ur' ? 'rtl' : 'ltr';
    const text =
      template.before.replace(HTML_OPEN, `<html lang="${language}" dir="${dir}" data-ssr>`) +
      `<div id="root">${html}</div><script type="application/json" id="learnify-ssr">${state}</script>` +
      template.after;
    const identity = Buffer.from(text);
    const page: RenderedPage = {
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    this.opts.logger.debug({ path, language, ms: performance.now() - started }, 'server rendered');
    this.pages?.set(`${path}|${language}|${this.opts.honourView}`, page);
    return page;
  }

  /**
   * The SSR build, imported once. Node keeps a module for the process's life, and the build's chunks import its
   * entry by its plain path (a second, cache-busting import would split React contexts in two), so a rebuild while
   * the gateway runs (`npm run build:web` in development) turns server rendering off until a restart: the app
   * shell is served, never markup from an old build beside a new one's assets. Checked only when a page is
   * rendered, never on a warm request.
   */
  private async loadModule(): Promise<SsrModule | null> {
    let version: number;
    try {
      version = (await stat(this.ssrEntry)).mtimeMs;
    } catch {
      this.warnOnce(`no server-render build at ${this.ssrEntry}; serving the app shell`);
      return null;
    }
    this.module ??= { version, loaded: import(pathToFileURL(this.ssrEntry).href) as Promise<SsrModule> };
    if (this.module.version !== version) {
      this.warnOnce(
        'the web app was rebuilt: restart the gateway to render pages again (app shell until then)',
      );
      return null;
    }
    return this.module.loaded;
  }

  /** index.html split around the empty `#root`, read again when it changed. */
  private async loadTemplate(): Promise<Template | null> {
    const file = join(this.opts.distDir, 'index.html');
    let version: number;
    try {
      version = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (this.template?.version === version) return this.template;
    const html = await readFile(file, 'utf8');
    const at = html.indexOf(ROOT);
    if (at < 0 || !html.includes(HTML_OPEN)) {
      this.warnOnce('index.html has no empty #root or <html lang="en" dir="ltr">; no server render');
      return null;
    }
    const before = (await this.inlineStylesheet(html.slice(0, at))).replace(LANG_SCRIPT, LANG_SCRIPT_ASYNC);
    this.template = { version, before, after: html.slice(at + ROOT.length) };
    return this.template;
  }

  /**
   * The app's one stylesheet (~8 KB gzip; `cssCodeSplit: false`) inside the rendered page: its first paint then
   * waits for no second request (a round trip of 150 ms and more on a phone). The CSP already allows inline
   * styles (question HTML needs them). The app shell keeps the link (cached across pages).
   */
  private async inlineStylesheet(head: string): Promise<string> {
    const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(head);
    if (!link) return head;
    const css = await readFile(join(this.opts.distDir, link[1]!), 'utf8').catch(() => null);
    if (css === null || /<\/style/i.test(css)) return head;
    return head.replace(link[0], `<style>${css}</style>`);
  }

  private warned = new Set<string>();
  private warnOnce(message: string) {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.opts.logger.warn(message);
  }
}
