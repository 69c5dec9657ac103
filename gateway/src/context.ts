import type { Dispatcher } from 'undici';
import type { Env } from './config/env';
import { Scope } from './lib/scope';
import type { Logger } from './logging';
import { revokedSessionRefusals, type Observability, type RequestTraceScope } from './observability';
import {
  clearedSessionCookie,
  type SessionCookieReader,
  SESSION_COOKIE,
  sessionCookie,
  type CookieSession,
  type SessionCookieOptions,
} from './session/cookie';
import {
  AccountStandings,
  standingKey,
  standingOf as standingOfRecord,
  REFUSED,
  UNKNOWN,
  type KeptStanding,
  type Standing,
  type ViewerRecord,
} from './session/account-standing';
import { BatchedReads } from './session/batched-reads';
import { SessionRevocations } from './session/revocation';
import { TOKEN_FACTS, TokenFactsMemo } from './session/token-facts';
import type { TokenRefresher } from './session/token-refresher';
import type { GatewayStore } from './store/store';
import { bearerFrom, Viewer, type Credentials } from './session/viewer';
import type { SessionSealer } from './session/seal';
import { UpstreamClient } from './upstream/client';
import { isUpstreamStatus } from './upstream/upstream-error';
import type { PublicCache } from './upstream/public-cache';

/** What the GraphQL layer tells the request's log line. */
export interface RequestInfo {
  operationName?: string | null;
}

/** Everything a resolver may use for one GraphQL request. Resolvers reach the upstream only via `upstream`. */
export interface GatewayContext {
  env: Env;
  logger: Logger;
  requestId: string;
  /** Origin of the upstream (its media URLs are rewritten to the gateway's `/media/`). */
  upstreamOrigin: string;
  /** The viewer's credentials: none, a bearer token, or the sealed cookie session. */
  viewer: Viewer;
  upstream: UpstreamClient;
  /** Shared cache for public, token-free upstream data. */
  publicCache: PublicCache;
  /** The session revocation list (logout, password change, failed refresh). */
  revocations: SessionRevocations;
  /** The client's address (behind trusted proxies: the forwarded one), for the sign-in limits. */
  clientIp: string;
  /**
   * The viewer's record and standing from `user/me/`, kept per session in the store for ACCOUNT_STATUS_TTL_MS.
   * `fresh` asks the upstream again (once per request), as every refusal on a bad standing must. Null for a
   * visitor (no credentials); `refused` for signed-out credentials or ones the upstream refuses (the viewer then
   * forwards nothing more); `unknown` when it cannot be read.
   */
  standing(options?: { fresh?: boolean }): Promise<Standing | null>;
  /** Records who a sign-in reported, for the session it started. */
  rememberViewer(viewer: ViewerRecord): Promise<void>;
  setSessionCookie(session: CookieSession): void;
  clearSessionCookie(): void;
  /** Filled for the request log line (operation name). */
  requestInfo: RequestInfo;
  /** This request's trace: the request span (tracing plugin) and its upstream calls' spans join it. */
  traceScope: RequestTraceScope;
  /** State outliving the request (composed answers' caches, the progress ledger): shared across instances. */
  store: GatewayStore;
  /** Values made once for this request (e.g. a composition several fields read). */
  requestScope: Scope;
  /** Values made once for the built app (e.g. in-process bounds and single flights), shared by its requests only. */
  appScope: Scope;
}

export interface ContextDeps {
  env: Env;
  logger: Logger;
  dispatcher: Dispatcher;
  upstreamBase: URL;
  publicCache: PublicCache;
  refresher: TokenRefresher;
  /** Seals and opens the session cookie (SESSION_SECRET, SESSION_SECRET_OPEN_ONLY). */
  sealer: SessionSealer;
  /** Opens session cookies (kept opened in an LRU); shared with the server renderer so each is opened once. */
  sessions: SessionCookieReader;
  observability: Observability;
  /** Where state outliving a request lives: revocations, viewer records, and `store` on the context. */
  store: GatewayStore;
  /** Reads `user/me/` with the viewer's credentials (the accounts domain's call, given by the app). */
  readAccount(
    upstream: UpstreamClient,
  ): Promise<{ username: string; role: string | null; account_status: string | null }>;
}

/** One HTTP exchange as the context needs it. */
export interface HttpExchange {
  /** The request's Authorization header. */
  authorization: string | undefined;
  /** The request's cookies, parsed by @fastify/cookie (the first of a repeated name wins, as browsers order them). */
  cookies: Record<string, string | undefined>;
  /** @fastify/cookie's reply methods: setting a name twice in one answer replaces the first, never duplicates it. */
  setCookie(name: string, value: string, options: SessionCookieOptions): void;
  clearCookie(name: string, options: SessionCookieOptions): void;
  /** Reached over HTTPS (directly or via a trusted proxy). */
  secure: boolean;
  /** The client's address (TRUST_PROXY_HOPS honoured), for the sign-in throttle. */
  clientIp: string;
  requestId: string;
  requestInfo: RequestInfo;
  /** The request's own logger (Fastify's, bound to its id): none is made when it is given. */
  logger?: Logger;
}

export type ContextFactory = (exchange: HttpExchange) => Promise<GatewayContext>;

/** Builds each request's context; `pickSession` chooses ours among several `learnify_session` values sent. */
export interface ContextFactoryWithSessions extends ContextFactory {
  pickSession(values: readonly string[]): Promise<string | undefined>;
}

export function createContextFactory(deps: ContextDeps): ContextFactoryWithSessions {
  const { sessions } = deps;
  // One per built app (the app makes one context factory): its requests share it, another app's never do.
  const appScope = new Scope();
  // A bearer's digest and claims, worked out once per token text rather than per request.
  const tokens = appScope.get(TOKEN_FACTS, () => new TokenFactsMemo());
  // A request's revocation checks and its standing are read together: one MGET on Redis.
  const reads = new BatchedReads(deps.store);
  // With a shared store, this instance's own sign-outs also hold in its memory while the store is away.
  const revocations = new SessionRevocations(reads.cache, {
    tokens,
    ...(deps.store.kind === 'redis'
      ? { localCopy: { onStoreAvailable: (listener: () => void) => deps.store.onAvailable(listener) } }
      : {}),
  });
  const standings = new AccountStandings(reads, deps.env.accountStatusTtlMs);
  // The first value that opens and is not signed out: what `read` below then opens again (from the reader's LRU).
  const pickSession = (values: readonly string[]) =>
    sessions.pick(values, async (session) => !(await revocations.isSessionRevoked(session)));
  const factory: ContextFactory = async ({
    authorization,
    cookies,
    setCookie,
    clearCookie,
    secure,
    clientIp,
    requestId,
    requestInfo,
    logger: requestLogger,
  }) => {
    const logger = requestLogger ?? deps.logger.child({ requestId });
    const flags = { secure: deps.env.isProduction || secure };
    const setSessionCookie = (session: CookieSession) => {
      const { value, options } = sessionCookie(session, deps.sealer, flags);
      setCookie(SESSION_COOKIE, value, options);
    };
    const clearSessionCookie = () => clearCookie(SESSION_COOKIE, clearedSessionCookie(flags));

    const bearer = bearerFrom(authorization);
    let credentials: Credentials = { kind: 'none' };
    // The credential's standing entry, read beside its revocation check (one store round trip, not two in a row);
    // used only if the credential is still the one in use when its standing is asked.
    let early: { key: string; entry: Promise<KeptStanding | undefined> } | undefined;
    const readEarly = (key: string) => (early = { key, entry: standings.read(key) });
    const tokenKey = (token: string) => standingKey({ digest: tokens.of(token).digest });
    if (bearer) {
      readEarly(tokenKey(bearer));
      const revoked = await revocations.isTokenRevoked(bearer);
      if (revoked) revokedSessionRefusals.inc();
      credentials = revoked ? { kind: 'revoked' } : { kind: 'bearer', access: bearer };
    } else {
      // A cookie this instance cannot open (tampered, not ours, or sealed with a key it does not know yet during a
      // rotation) makes a visitor of this request, and is left alone: another instance may open it.
      const opened = sessions.read(cookies[SESSION_COOKIE]);
      if (opened) {
        const { session } = opened;
        readEarly(standingKey({ sid: session.sid }));
        // Checked on every request, even for a cookie opened before: a copy must stop working at logout.
        const revoked = await revocations.isSessionRevoked(session);
        if (revoked) {
          revokedSessionRefusals.inc();
          clearSessionCookie();
        } else if (opened.stale) setSessionCookie(session); // sealed again with the current key
        credentials = revoked ? { kind: 'revoked' } : { kind: 'cookie', session };
      }
    }
    const viewer = new Viewer(credentials, {
      refresher: deps.refresher,
      revoke: (session) => revocations.revokeSession(session),
      writeCookie: setSessionCookie,
      clearCookie: clearSessionCookie,
    });
    const traceScope = deps.observability.traceScope();
    const upstream = new UpstreamClient({
      base: deps.upstreamBase,
      dispatcher: deps.dispatcher,
      timeoutMs: deps.env.upstreamTimeoutMs,
      logger,
      auth: viewer,
      requestId,
      trace: traceScope,
    });
    // Whose standing this request is about: the session or token in use when it is asked (login may switch it).
    const viewerKey = () => {
      const session = viewer.cookieSession;
      if (session) return standingKey({ sid: session.sid });
      const token = viewer.kind === 'bearer' ? viewer.accessToken : null;
      return token ? tokenKey(token) : null;
    };
    let standing: Promise<Standing | null> | undefined;
    let freshStanding: Promise<Standing | null> | undefined;
    const readViewer = async (): Promise<ViewerRecord | 'refused' | 'unavailable'> => {
      try {
        // Memoized for the request: a `me` in the same request reuses this answer.
        const me = await deps.readAccount(upstream);
        // The token now in use is one the upstream just accepted (a cookie session may have renewed it).
        const accepted = viewer.accessToken;
        const userId = accepted ? tokens.of(accepted).claims.userId : null;
        return { userId, username: me.username, role: me.role, status: me.account_status };
      } catch (err) {
        if (isUpstreamStatus(err, 401, 403)) return 'refused';
        logger.debug({ err }, 'account standing unavailable');
        return 'unavailable';
      }
    };
    const loadStanding = async (fresh: boolean): Promise<Standing | null> => {
      if (viewer.kind === 'none') return null;
      if (viewer.kind !== 'bearer' && viewer.kind !== 'cookie') return REFUSED;
      const key = viewerKey();
      if (!key) return UNKNOWN;
      const rememberRefusal = viewer.kind === 'bearer';
      const kept = early?.key === key ? early.entry : undefined;
      early = undefined;
      const found = await standings.get(key, readViewer, {
        fresh,
        rememberRefusal,
        ...(kept ? { kept } : {}),
      });
      // Not verified: whatever asked, no later call of this request carries the credential.
      if (found.state === 'refused') viewer.refuse();
      return found;
    };
    return {
      env: deps.env,
      logger,
      requestId,
      upstreamOrigin: deps.upstreamBase.origin,
      viewer,
      upstream,
      publicCache: deps.publicCache,
      revocations,
      clientIp,
      standing(options = {}) {
        if (options.fresh) return (freshStanding ??= loadStanding(true));
        return freshStanding ?? (standing ??= loadStanding(false));
      },
      async rememberViewer(record) {
        const key = viewerKey();
        standing = Promise.resolve(standingOfRecord(record));
        freshStanding = standing;
        if (key) await standings.remember(key, record);
      },
      setSessionCookie,
      clearSessionCookie,
      requestInfo,
      traceScope,
      store: deps.store,
      requestScope: new Scope(),
      appScope,
    };
  };
  return Object.assign(factory, { pickSession });
}
