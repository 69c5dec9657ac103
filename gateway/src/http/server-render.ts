import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  type KeptParts,
  LANGUAGE_COOKIE,
  LANGUAGES,
  PUBLIC_PAGES,
  renderedAs,
  SERVER_STATE_ID,
  STYLESHEET_COOKIE,
  type Language,
  type ServerResult,
} from '../../../web/src/server-render-contract';
import { withoutTrailingSlash } from '../../../web/src/lib/paths';
import type { HonourBoardPublicNames } from '../config/env';
import type { ContextFactory, GatewayContext, HttpExchange } from '../context';
import type { Logger } from '../logging';
import { countCacheLookup } from '../observability';
import { SESSION_COOKIE } from '../session/cookie';
import { SsrBuild } from './ssr-build';

/**
 * The gateway's server rendering (docs/decisions/0022-server-rendered-public-pages.md, 0038 and 0044). The web app's
 * own tree (web/src/entry-server.tsx, built into web/dist-ssr/) is rendered with its GraphQL operations executed
 * here, in-process, and Apollo's cache state for hydration.
 * - A visitor's public page is kept whole per path, language and honour-board view.
 * - A signed-in reader's page is rendered for her request only and never kept; the parts of it that are the same
 *   for every reader (`KeptPart`: the catalogue's grades) are rendered once, with a visitor's context, kept, and
 *   joined to her render.
 * - A render whose data is late past RENDER_DEADLINE_MS, or failed, sends the app shell (the client finishes the
 *   page); nothing about it is remembered, so the next request renders again. A page nobody has rendered yet is
 *   waited for up to RENDER_COLD_LIMIT_MS. One account has at most one render in flight.
 */

/** One page, with each encoding made once (a warm request only picks one). */
interface StoredPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A public page and until when it is fresh (a failed render's held copy is fresh for FAILURE_TTL_MS). */
interface PageEntry {
  page: StoredPage;
  freshUntil: number;
  madeAt: number;
}

/** A render under way: its result, and when it started (a newcomer waits only what is left of the cold limit). */
interface PendingRender<T> {
  result: Promise<T>;
  startedAt: number;
}

/** A rendered document, and whether it links the stylesheet (else it carries it inline). */
interface RenderedPage {
  body: Buffer;
  linked: boolean;
}

/** How a request is rendered: a visitor's kept public page, a signed-in reader's own page, or not at all. */
type RenderKind = 'public' | 'private';

/** How long a public page may be served past its lifetime while its data cannot be refreshed. */
const STALE_LIMIT_MS = 24 * 60 * 60 * 1000;
/**
 * A signed-in page is compressed per request. Carrying the stylesheet inline (her first page), quality 5 keeps her
 * home about 1 KB smaller than 4 does (and under 12 KB). Linking it, the page is small either way, and quality 3
 * costs about half of 4 in the worker (0.26-0.30 ms against 0.47-0.66 ms a history page, measured in the gateway:
 * 4's larger match table is set up for every page) for about 6 % more bytes (3.5 KB instead of 3.3).
 */
const PRIVATE_BROTLI_QUALITY = { inline: 5, linked: 3 };
const PRIVATE_GZIP_LEVEL = 6;
/** How long a failed render of a public page with a kept copy is remembered (that copy is sent meanwhile). */
const FAILURE_TTL_MS = 5000;

/**
 * The smallest brotli window (log2 of its bytes) that holds the whole page: the output is the same as with the
 * default window (4 MB), but the encoder sets up and touches far less memory: on her 50 KB home, about half of
 * the compression's time.
 */
function windowFor(bytes: number): number {
  const fits = Math.ceil(Math.log2(bytes + 16));
  return Math.min(zlib.BROTLI_DEFAULT_WINDOW, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, fits));
}

/** An account's requests beyond its render in flight and one waiting for it get the shell at once. */
const ACCOUNT_WAITING = 1;

const LATE = Symbol('late');

export interface ServerRendererOptions {
  apollo: ApolloServer<GatewayContext>;
  context: ContextFactory;
  /** The browser build (index.html is the page's template); the SSR build is `dist-ssr` beside it. */
  distDir: string;
  /** PUBLIC_CACHE_TTL_MS: how long a public page (or kept part) is fresh (0: rendered for every request). */
  ttlMs: number;
  /** RENDER_DEADLINE_MS: how long a render waits for each of its operations; past it the request gets the shell. */
  deadlineMs: number;
  /**
   * RENDER_COLD_LIMIT_MS: how long a request waits for a page nobody has rendered yet, and for any render at all
   * (a busy machine slows a render down without making it fail).
   */
  coldLimitMs: number;
  honourView: HonourBoardPublicNames;
  /**
   * The account a sealed session cookie opens to (its sealed `uid`), null when it does not open: only those get a
   * page rendered for them, one at a time per account (every text of the cookie, every session of the account).
   */
  accountOf: (sealed: string) => string | null;
  logger: Logger;
}

/** `?lang=` first (a shared link), then the language cookie, then English. */
export function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.['lang'];
  if (query === 'en' || query === 'ur') return query;
  return request.cookies[LANGUAGE_COOKIE] === 'ur' ? 'ur' : 'en';
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** Waits for `work` at most `ms`; LATE when it took longer (it goes on: the caller decides what to do with it). */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  if (ms <= 0) return LATE;
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

function brotli(body: Buffer, quality: number, params: Record<number, number> = {}): Buffer {
  return brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, ...params },
  });
}

export class ServerRenderer {
  private readonly build: SsrBuild;
  /** Public pages; kept past their lifetime (up to STALE_LIMIT_MS) to be served while a refresh fails. */
  private readonly pages: LRUCache<string, PageEntry> | null;
  /** Renders of public pages under way, so a burst of visitors on a cold page renders it once. */
  private readonly inFlight = new Map<string, PendingRender<StoredPage | null>>();
  /** The parts of pages the same for every reader of a language (a visitor's data), joined to signed-in renders. */
  private readonly keptParts: LRUCache<string, { html: string; freshUntil: number }>;
  private readonly keptInFlight = new Map<string, Promise<string>>();
  /** Per account: the render in flight and how many requests wait for it (fair shares between accounts). */
  private readonly accounts = new Map<string, { running: Promise<unknown>; waiting: number }>();

  constructor(private readonly opts: ServerRendererOptions) {
    this.build = new SsrBuild(opts.distDir, opts.logger);
    // In process, not the shared store: a page is derived from public data the store already shares, each
    // instance makes it in a few ms once per lifetime, and a warm page must cost no network round trip (ADR 0022).
    this.pages = opts.ttlMs > 0 ? new LRUCache({ max: 64 }) : null;
    this.keptParts = new LRUCache({ max: 256 });
  }

  /**
   * Renders every public page in every language before the instance takes requests, so the first visitor after a
   * start gets the content, not the shell. Bounded by the cold limit: with the upstream down the instance starts
   * anyway, and those pages are rendered on their first request.
   */
  async warm(): Promise<void> {
    if (!this.pages || !(await this.build.loadModule())) return;
    const started = performance.now();
    const all = PUBLIC_PAGES.flatMap((path) =>
      LANGUAGES.map((language) =>
        this.pendingPublic(this.publicKey(path, language), path, language, null, null),
      ),
    );
    const done = await withinDeadline(
      Promise.all(all.map((pending) => pending.result)),
      this.opts.coldLimitMs,
    );
    const rendered = done === LATE ? null : done.filter(Boolean).length;
    this.opts.logger.info(
      { pages: all.length, rendered, ms: Math.round(performance.now() - started) },
      rendered === all.length ? 'public pages rendered' : 'public pages not all rendered; rendered on demand',
    );
  }

  /**
   * How this request is rendered, if at all: only navigations (GET) to a route the route table renders. A request
   * with an Authorization header is an API client's and is never rendered; one whose session cookie opens gets her
   * own page, rendered with that session alone; anyone else, whatever cookie they made up, is a visitor and gets
   * the shared public page.
   */
  kindOf(request: FastifyRequest): RenderKind | null {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
    const rendered = renderedAs(pathOf(request));
    if (!rendered) return null;
    const sealed = request.cookies[SESSION_COOKIE];
    if (sealed !== undefined && this.opts.accountOf(sealed) !== null) return 'private';
    return rendered.render === 'public' ? 'public' : null;
  }

  /** Answers the request with a rendered page; false when it was not rendered (the caller sends the shell). */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const kind = this.kindOf(request);
    if (!kind) return false;
    const page = kind === 'public' ? await this.publicPage(request) : await this.privatePage(request, reply);
    if (!page) return false;
    await this.send(request, reply, page, kind);
    return true;
  }

  /** A public page's key: its path (a trailing slash is the same page), language and honour-board view. */
  private publicKey(path: string, language: Language) {
    return `${withoutTrailingSlash(path)}|${language}|${this.opts.honourView}`;
  }

  /**
   * A visitor's page: fresh from the cache. Past its lifetime, rendered again within the deadline, else the copy
   * held (up to STALE_LIMIT_MS old). Never rendered yet: its render is waited for up to the cold limit (counted
   * from the render's start, so a burst of visitors shares it); only then, or when it fails, the shell.
   */
  private async publicPage(request: FastifyRequest): Promise<StoredPage | null> {
    const path = withoutTrailingSlash(pathOf(request));
    const language = pageLanguage(request);
    const key = this.publicKey(path, language);
    const entry = this.pages?.get(key);
    const now = Date.now();
    if (entry && now < entry.freshUntil) {
      countCacheLookup('page', 'hit');
      return entry.page;
    }
    const held = entry && now - entry.madeAt < STALE_LIMIT_MS ? entry.page : null;
    const pending = this.pendingPublic(key, path, language, request, held);
    const wait = held
      ? this.opts.deadlineMs
      : this.opts.coldLimitMs - (performance.now() - pending.startedAt);
    const page = await withinDeadline(pending.result, wait);
    if (page === LATE)
      // The render goes on and fills the cache when done.
      this.opts.logger.warn({ path, waitedMs: Math.round(wait) }, 'server render late; not waited for');
    const sent = page === LATE || page === null ? held : page;
    countCacheLookup('page', sent && sent === held ? 'stale' : 'miss');
    return sent;
  }

  /** The render of a public page under way, or a new one (one per key at a time). */
  private pendingPublic(
    key: string,
    path: string,
    language: Language,
    request: FastifyRequest | null,
    held: StoredPage | null,
  ): PendingRender<StoredPage | null> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const pending = {
      result: this.renderPublic(key, path, language, request, held).finally(() => this.inFlight.delete(key)),
      startedAt: performance.now(),
    };
    this.inFlight.set(key, pending);
    return pending;
  }

  private async renderPublic(
    key: string,
    path: string,
    language: Language,
    request: FastifyRequest | null,
    held: StoredPage | null,
  ): Promise<StoredPage | null> {
    const previous = this.pages?.get(key);
    // A visitor's context, built from no headers at all: whatever the incoming request carried, the render sees
    // no credentials. It never sets a cookie.
    const rendered = await this.render(path, path, language, () =>
      this.opts.context(this.exchange(request, {}, null)),
    ).catch((err: unknown) => {
      this.opts.logger.error({ path, err }, 'server render failed; the app shell is sent instead');
      return null;
    });
    if (!rendered) {
      // A copy held is sent for FAILURE_TTL_MS without asking again; with none, nothing is remembered.
      if (held)
        this.pages?.set(key, {
          page: held,
          freshUntil: Date.now() + FAILURE_TTL_MS,
          madeAt: previous!.madeAt,
        });
      return null;
    }
    const identity = rendered.body;
    const page = { identity, br: brotli(identity, 9), gzip: gzipSync(identity, { level: 9 }) };
    const now = Date.now();
    this.pages?.set(key, { page, freshUntil: now + this.opts.ttlMs, madeAt: now });
    return page;
  }

  /**
   * A signed-in reader's page, rendered for this request only with the context /graphql would build from it
   * (her sealed session cookie; a refreshed session's cookie is written to this reply). Never stored, never
   * shared with another request. One render per account at a time: a second request waits for the first (up to
   * the deadline), any further one gets the shell at once. Null (the shell) when it fails, when its data is late
   * past the deadline, when it takes longer than the cold limit (the render is then aborted), or when her session
   * was signed out while it rendered.
   */
  private async privatePage(request: FastifyRequest, reply: FastifyReply): Promise<RenderedPage | null> {
    const path = pathOf(request);
    const route = renderedAs(path)?.route ?? path;
    const account = this.opts.accountOf(request.cookies[SESSION_COOKIE] ?? '');
    const slot = account === null ? null : await this.accountSlot(account);
    if (!slot) {
      this.opts.logger.warn({ route }, 'signed-in render: this account has one in flight; shell sent');
      return null;
    }
    const abort = new AbortController();
    let context: Promise<GatewayContext> | undefined;
    try {
      // Her page is hers alone, so its query string is rendered too (a visitor's page is kept per path).
      const work = this.render(
        request.url,
        route,
        pageLanguage(request),
        () => (context ??= this.opts.context(this.exchange(request, request.cookies, reply))),
        abort,
        this.keptPartsFor(request),
        request.cookies[STYLESHEET_COOKIE],
      ).catch((err: unknown) => {
        if (!abort.signal.aborted) this.opts.logger.error({ route, err }, 'signed-in render failed');
        return null;
      });
      const rendered = await withinDeadline(work, this.opts.coldLimitMs);
      if (rendered === LATE || abort.signal.aborted) {
        abort.abort();
        this.opts.logger.warn({ route }, 'signed-in render late; shell sent');
        return null;
      }
      if (rendered && !(await this.stillSignedIn(context))) {
        this.opts.logger.info({ route }, 'signed-in render: signed out meanwhile; shell sent');
        return null;
      }
      return rendered;
    } finally {
      slot.release();
    }
  }

  /**
   * Whether the session a render ran with is still signed in now that its page is made: a sign-out (this session,
   * or "everywhere") answered during the render must not be followed by her page. Checked again at the revocation
   * list; unknown (the store not answering within the deadline) is not signed in. Signed out: her cookie is cleared.
   */
  private async stillSignedIn(made: Promise<GatewayContext> | undefined): Promise<boolean> {
    if (!made) return false;
    const context = await made;
    const session = context.viewer.cookieSession;
    if (!session) return false;
    const revoked = await withinDeadline(
      context.revocations.isSessionRevoked(session).catch(() => LATE),
      this.opts.deadlineMs,
    );
    if (revoked === false) return true;
    if (revoked === true) context.clearSessionCookie();
    return false;
  }

  /** This account's turn to render: at once, or after its render in flight (up to the deadline); null: none. */
  private async accountSlot(account: string): Promise<{ release: () => void } | null> {
    let state = this.accounts.get(account);
    if (state) {
      if (state.waiting >= ACCOUNT_WAITING) return null;
      state.waiting++;
      const turn = await withinDeadline(state.running, this.opts.deadlineMs);
      state.waiting--;
      if (turn === LATE) return null;
      // Another waiter may have taken the turn meanwhile.
      if (this.accounts.get(account) !== undefined) return null;
    }
    let release!: () => void;
    const running = new Promise<void>((done) => (release = done));
    state = { running, waiting: 0 };
    this.accounts.set(account, state);
    const mine = state;
    return {
      release: () => {
        if (this.accounts.get(account) === mine) this.accounts.delete(account);
        release();
      },
    };
  }

  /**
   * The kept parts a signed-in render joins: each made once with a visitor's context (no credentials, whatever the
   * request carried), kept per part, props and language for PUBLIC_CACHE_TTL_MS, then made again while the old
   * copy is still served. A burst of renders needing the same missing part makes it once.
   */
  private keptPartsFor(request: FastifyRequest): KeptParts {
    const execute = this.executor(() => this.opts.context(this.exchange(request, {}, null)));
    return {
      execute,
      get: (key, render) => {
        const entry = this.keptParts.get(key);
        if (entry && Date.now() < entry.freshUntil) return Promise.resolve(entry.html);
        let pending = this.keptInFlight.get(key);
        if (!pending) {
          pending = render()
            .then((html) => {
              if (this.opts.ttlMs > 0)
                this.keptParts.set(key, { html, freshUntil: Date.now() + this.opts.ttlMs });
              return html;
            })
            .finally(() => this.keptInFlight.delete(key));
          this.keptInFlight.set(key, pending);
        }
        // A copy past its lifetime is sent while the new one is made (its failure keeps the old one).
        if (entry) {
          pending.catch((err: unknown) => this.opts.logger.warn({ key, err }, 'kept part not refreshed'));
          return Promise.resolve(entry.html);
        }
        return pending;
      },
    };
  }

  /**
   * The HTTP exchange a render's context is built from: the cookies given (none for a visitor), never the
   * Authorization header; cookies it sets go to this reply while it is not sent yet.
   */
  private exchange(
    request: FastifyRequest | null,
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
      secure: request?.protocol === 'https',
      clientIp: request?.ip ?? '127.0.0.1',
      requestId: request?.id ?? 'server-render',
      requestInfo: {},
    };
  }

  /** Sends a page in the best encoding the client takes (hers compressed now, a kept one as stored). */
  private send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: StoredPage | RenderedPage,
    kind: RenderKind,
  ) {
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    let body: Buffer;
    if ('body' in page)
      body =
        encoding === 'br'
          ? brotli(page.body, PRIVATE_BROTLI_QUALITY[page.linked ? 'linked' : 'inline'], {
              [zlib.BROTLI_PARAM_LGWIN]: windowFor(page.body.length),
            })
          : encoding === 'gzip'
            ? gzipSync(page.body, { level: PRIVATE_GZIP_LEVEL })
            : page.body;
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

  /**
   * Runs a render's operations in-process, by their trusted-document hash, with one context made on first use.
   * With `abort`, an operation not answered within the deadline (counted from its own start, its context's making
   * included) aborts the render: an upstream outage costs a page about the deadline, a busy machine, whose every
   * operation still answers in a few milliseconds of its own, does not.
   */
  private executor(
    makeContext: () => Promise<GatewayContext>,
    abort?: AbortController,
  ): KeptParts['execute'] {
    let context: Promise<GatewayContext> | null = null;
    return async (operation) => {
      if (abort?.signal.aborted) throw new Error('server render: past its deadline');
      const answer = (async () =>
        this.opts.apollo.executeOperation(
          {
            operationName: operation.operationName,
            variables: operation.variables,
            ...(operation.query ? { query: operation.query } : {}),
            ...(operation.sha256Hash
              ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.sha256Hash } } }
              : {}),
          },
          { contextValue: await (context ??= makeContext()) },
        ))();
      const response = abort ? await withinDeadline(answer, this.opts.deadlineMs) : await answer;
      if (response === LATE) {
        abort?.abort();
        throw new Error('server render: its data is past the deadline');
      }
      if (response.body.kind !== 'single') throw new Error('server render: incremental answer');
      return response.body.singleResult as ServerResult;
    };
  }

  /** The whole document for `url`, or null when it cannot be rendered (no SSR build, a failed operation). */
  private async render(
    url: string,
    /** The route as logs name it: a path may hold a child's username. */
    route: string,
    language: Language,
    makeContext: () => Promise<GatewayContext>,
    abort?: AbortController,
    kept?: KeptParts,
    /** The stylesheet the reader's browser holds (STYLESHEET_COOKIE): linked rather than inline when current. */
    heldStylesheet?: string,
  ): Promise<RenderedPage | null> {
    const [ssr, template] = await Promise.all([this.build.loadModule(), this.build.loadTemplate()]);
    if (!ssr || !template) return null;
    const started = performance.now();
    const { html, state, failures } = await ssr.renderPage({
      url,
      language,
      execute: this.executor(makeContext, abort),
      ...(abort ? { signal: abort.signal } : {}),
      ...(kept ? { kept } : {}),
    });
    if (failures > 0) {
      this.opts.logger.warn({ route, failures }, 'server render failed; the app shell is sent instead');
      return null;
    }
    const linked = heldStylesheet !== undefined && heldStylesheet === template.stylesheet;
    const text = SsrBuild.document(template, language, html, state, SERVER_STATE_ID, linked);
    this.opts.logger.debug({ route, language, ms: performance.now() - started }, 'server rendered');
    return { body: Buffer.from(text), linked };
  }
}
