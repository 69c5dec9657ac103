import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  LANGUAGE_COOKIE,
  PUBLIC_PATHS,
  SIGNED_IN_PATHS,
  SERVER_STATE_ID,
  type Language,
  type ServerResult,
} from '../../../web/src/server-render-contract';
import type { HonourBoardPublicNames } from '../config/env';
import type { ContextFactory, GatewayContext, HttpExchange } from '../context';
import type { Logger } from '../logging';
import { countCacheLookup } from '../observability';
import { SESSION_COOKIE } from '../session/cookie';
import { SsrBuild } from './ssr-build';

/**
 * The gateway's server rendering (docs/decisions/0022-server-rendered-public-pages.md and
 * 0038-signed-in-pages-rendered-per-request.md). The web app's own tree (web/src/entry-server.tsx, built into
 * web/dist-ssr/) is rendered with its GraphQL operations executed here, in-process, and Apollo's cache state for
 * hydration. A visitor's public page is kept per path, language and honour-board view; a signed-in reader's page
 * is rendered with her own session for her request only and never kept. A render late past the deadline, or
 * failed, sends the app shell, which the client finishes on its own.
 */

/** One page, with each encoding made once (a warm request only picks one). */
interface StoredPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A public page and until when it is fresh; `page` null: the last render failed and none is held. */
interface PageEntry {
  page: StoredPage | null;
  freshUntil: number;
  madeAt: number;
}

/** How a request is rendered: a visitor's cached public page, a signed-in reader's own page, or not at all. */
type RenderKind = 'public' | 'private';

/** How long a public page may be served past its lifetime while its data cannot be refreshed. */
const STALE_LIMIT_MS = 24 * 60 * 60 * 1000;
/** A signed-in page is compressed per request: a fast level (its share of a render is small). */
const PRIVATE_BROTLI_QUALITY = 4;
const PRIVATE_GZIP_LEVEL = 6;

const PUBLIC_PATH_SET: ReadonlySet<string> = new Set(PUBLIC_PATHS);
const SIGNED_IN_PATTERNS = SIGNED_IN_PATHS.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`),
}));
const LATE = Symbol('late');

export interface ServerRendererOptions {
  apollo: ApolloServer<GatewayContext>;
  context: ContextFactory;
  /** The browser build (index.html is the page's template). */
  distDir: string;
  /** The SSR build; by default `dist-ssr` beside distDir. */
  ssrDir?: string;
  /** PUBLIC_CACHE_TTL_MS: how long a public page is fresh (0: rendered for every request, nothing kept). */
  ttlMs: number;
  /** RENDER_DEADLINE_MS: how long a request waits for a render before it gets the app shell. */
  deadlineMs: number;
  /** How long a failed or late render is remembered, so the upstream is not asked again for every request. */
  failureTtlMs?: number;
  honourView: HonourBoardPublicNames;
  /** Whether a sealed session cookie opens to a live session: only those get a page rendered for them. */
  opensSession: (sealed: string) => boolean;
  logger: Logger;
}

/** `?lang=` first (a shared link), then the language cookie, then English. */
export function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.['lang'];
  if (query === 'en' || query === 'ur') return query;
  return request.cookies[LANGUAGE_COOKIE] === 'ur' ? 'ur' : 'en';
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** The signed-in route a path is, if any (`/student/quiz-result/:attemptId` for `/student/quiz-result/12`). */
function signedInRoute(path: string): string | undefined {
  return SIGNED_IN_PATTERNS.find(({ pattern }) => pattern.test(path))?.route;
}

/** Waits for `work` at most `ms`; LATE when it took longer (it goes on: the caller decides what to do with it). */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((done) => {
    timer = setTimeout(() => done(LATE), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function compress(identity: Buffer, brotliQuality: number, gzipLevel: number): StoredPage {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip: gzipSync(identity, { level: gzipLevel }),
  };
}

export class ServerRenderer {
  private readonly build: SsrBuild;
  /** Public pages; kept past their lifetime (up to STALE_LIMIT_MS) to be served while a refresh fails. */
  private readonly pages: LRUCache<string, PageEntry> | null;
  /** Renders of public pages under way, so a burst of visitors on a cold page renders it once. */
  private readonly inFlight = new Map<string, Promise<StoredPage | null>>();
  /** Signed-in renders that recently failed or were late, per session: one reader's trouble sheds nobody else. */
  private readonly privateFailures: LRUCache<string, true>;
  private readonly failureTtlMs: number;

  constructor(private readonly opts: ServerRendererOptions) {
    this.build = new SsrBuild(opts.distDir, opts.logger, opts.ssrDir);
    this.failureTtlMs = opts.failureTtlMs ?? 5000;
    // In process, not the shared store: a page is derived from public data the store already shares, each
    // instance makes it in a few ms once per lifetime, and a warm page must cost no network round trip (ADR 0022).
    this.pages = opts.ttlMs > 0 ? new LRUCache({ max: 64 }) : null;
    this.privateFailures = new LRUCache({ max: 10_000, ttl: this.failureTtlMs });
  }

  /**
   * How this request is rendered, if at all: only navigations (GET). A request with an Authorization header is
   * an API client's and is never rendered; one whose session cookie opens gets her own page, rendered with that
   * session alone; anyone else, whatever cookie they made up, is a visitor and gets the shared public page.
   */
  kindOf(request: FastifyRequest): RenderKind | null {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
    const path = pathOf(request);
    const sealed = request.cookies[SESSION_COOKIE];
    if (sealed !== undefined && this.opts.opensSession(sealed))
      return PUBLIC_PATH_SET.has(path) || signedInRoute(path) ? 'private' : null;
    return PUBLIC_PATH_SET.has(path) ? 'public' : null;
  }

  /** Answers the request with a rendered page; false when it was not rendered (the caller sends the shell). */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const kind = this.kindOf(request);
    if (!kind) return false;
    if (kind === 'public') {
      const page = await this.publicPage(request);
      if (!page) return false;
      await this.send(request, reply, page, 'public');
      return true;
    }
    const identity = await this.privatePage(request, reply);
    if (!identity) return false;
    await this.send(request, reply, identity, 'private');
    return true;
  }

  /**
   * A visitor's page: fresh from the cache, else rendered now within the deadline; if that fails or is late, the
   * last good page while it is within STALE_LIMIT_MS, else null (the shell). A failure is remembered for
   * failureTtlMs, during which the page held (or the shell) is sent without asking the upstream again.
   */
  private async publicPage(request: FastifyRequest): Promise<StoredPage | null> {
    const path = pathOf(request);
    const language = pageLanguage(request);
    const key = `${path}|${language}|${this.opts.honourView}`;
    const entry = this.pages?.get(key);
    const now = Date.now();
    if (entry && now < entry.freshUntil) {
      countCacheLookup('page', entry.page ? 'hit' : 'miss');
      return entry.page;
    }
    const stale = entry?.page && now - entry.madeAt < STALE_LIMIT_MS ? entry.page : null;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.renderPublic(key, path, language, request, stale).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, pending);
    }
    const page = await withinDeadline(pending, this.opts.deadlineMs);
    if (page === LATE) {
      // The render goes on and fills the cache when done; until then nobody waits for it again.
      this.opts.logger.warn({ path, deadlineMs: this.opts.deadlineMs }, 'server render late; not waited for');
      this.remember(key, stale, entry?.madeAt ?? now);
    }
    const sent = page === LATE || page === null ? stale : page;
    countCacheLookup('page', sent === stale && stale ? 'stale' : 'miss');
    return sent;
  }

  private async renderPublic(
    key: string,
    path: string,
    language: Language,
    request: FastifyRequest,
    stale: StoredPage | null,
  ): Promise<StoredPage | null> {
    const previous = this.pages?.get(key);
    // A visitor's context, built from no headers at all: whatever the incoming request carried, the render sees
    // no credentials. It never sets a cookie.
    const identity = await this.render(path, path, language, () =>
      this.opts.context(this.exchange(request, {}, null)),
    ).catch((err: unknown) => {
      this.opts.logger.error({ path, err }, 'server render failed; the app shell is sent instead');
      return null;
    });
    if (!identity) {
      this.remember(key, stale, previous?.madeAt ?? Date.now());
      return null;
    }
    const page = compress(identity, 9, 9);
    const now = Date.now();
    this.pages?.set(key, { page, freshUntil: now + this.opts.ttlMs, madeAt: now });
    return page;
  }

  /** After a failed or late render: keep what was held (or nothing), and ask again after failureTtlMs. */
  private remember(key: string, page: StoredPage | null, madeAt: number) {
    this.pages?.set(key, { page, freshUntil: Date.now() + this.failureTtlMs, madeAt });
  }

  /**
   * A signed-in reader's page, rendered for this request only with the context /graphql would build from it
   * (her sealed session cookie; a refreshed session's cookie is written to this reply). Never stored, never
   * shared with another request. Null (the shell) when it fails or is late; the render is then aborted.
   */
  private async privatePage(request: FastifyRequest, reply: FastifyReply): Promise<Buffer | null> {
    const path = pathOf(request);
    const route = signedInRoute(path) ?? path;
    const session = createHash('sha256')
      .update(request.cookies[SESSION_COOKIE] ?? '')
      .digest('base64url');
    const lateKey = `late|${session}|${route}`;
    const failedKey = `failed|${session}|${path}`;
    if (this.privateFailures.has(lateKey) || this.privateFailures.has(failedKey)) return null;
    const abort = new AbortController();
    // Her page is hers alone, so its query string is rendered too (a visitor's page is kept per path).
    const work = this.render(
      request.url,
      route,
      pageLanguage(request),
      () => this.opts.context(this.exchange(request, request.cookies, reply)),
      abort.signal,
    ).catch((err: unknown) => {
      if (!abort.signal.aborted) this.opts.logger.error({ route, err }, 'signed-in render failed');
      return null;
    });
    const identity = await withinDeadline(work, this.opts.deadlineMs);
    if (identity === LATE) {
      abort.abort();
      this.opts.logger.warn({ route, deadlineMs: this.opts.deadlineMs }, 'signed-in render late; shell sent');
      this.privateFailures.set(lateKey, true);
      return null;
    }
    if (!identity) this.privateFailures.set(failedKey, true);
    return identity;
  }

  /**
   * The HTTP exchange a render's context is built from: the cookies given (none for a visitor), never the
   * Authorization header; cookies it sets go to this reply while it is not sent yet.
   */
  private exchange(
    request: FastifyRequest,
    cookies: Record<string, string | undefined>,
    reply: FastifyReply | null,
  ): HttpExchange {
    return {
      authorization: undefined,
      cookies,
      setCookie: (name, value, options) => {
        if (reply && !reply.sent) void reply.setCookie(name, value, options);
      },
      clearCookie: (name, options) => {
        if (reply && !reply.sent) void reply.clearCookie(name, options);
      },
      secure: request.protocol === 'https',
      clientIp: request.ip,
      requestId: request.id,
      requestInfo: {},
    };
  }

  /** Sends a page in the best encoding the client takes. */
  private send(request: FastifyRequest, reply: FastifyReply, page: StoredPage | Buffer, kind: RenderKind) {
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    let body: Buffer;
    if (Buffer.isBuffer(page))
      body =
        encoding === 'br'
          ? brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: PRIVATE_BROTLI_QUALITY } })
          : encoding === 'gzip'
            ? gzipSync(page, { level: PRIVATE_GZIP_LEVEL })
            : page;
    else body = page[encoding];
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return (
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        // A visitor's page is always revalidated, like index.html; hers is never stored anywhere. Either way a
        // shared cache keys by the cookie (a session or language changes the page).
        .header('Cache-Control', kind === 'public' ? 'no-cache' : 'private, no-store')
        .header('Vary', 'Accept-Encoding, Cookie, Authorization')
        .send(body)
    );
  }

  /** The whole document for `url`, or null when it cannot be rendered (no SSR build, a failed operation). */
  private async render(
    url: string,
    /** The route as logs name it: a path may hold a child's username. */
    route: string,
    language: Language,
    makeContext: () => Promise<GatewayContext>,
    signal?: AbortSignal,
  ): Promise<Buffer | null> {
    const [ssr, template] = await Promise.all([this.build.loadModule(), this.build.loadTemplate()]);
    if (!ssr || !template) return null;
    const started = performance.now();
    let context: Promise<GatewayContext> | null = null;
    const { html, state, failures } = await ssr.renderPage({
      url,
      language,
      ...(signal ? { signal } : {}),
      execute: async (operation) => {
        if (signal?.aborted) throw new Error('server render: past its deadline');
        const response = await this.opts.apollo.executeOperation(
          {
            operationName: operation.operationName,
            variables: operation.variables,
            ...(operation.query ? { query: operation.query } : {}),
            ...(operation.sha256Hash
              ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.sha256Hash } } }
              : {}),
          },
          { contextValue: await (context ??= makeContext()) },
        );
        if (response.body.kind !== 'single') throw new Error('server render: incremental answer');
        return response.body.singleResult as ServerResult;
      },
    });
    if (failures > 0) {
      this.opts.logger.warn({ route, failures }, 'server render failed; the app shell is sent instead');
      return null;
    }
    const text = SsrBuild.document(template, language, html, state, SERVER_STATE_ID);
    this.opts.logger.debug({ route, language, ms: performance.now() - started }, 'server rendered');
    return Buffer.from(text);
  }
}
