import type { Dispatcher } from 'undici';
import type { Env } from './config/env';
import type { RequestInfo } from './http/request-log';
import type { Logger } from './logging';
import { revokedSessionRefusals, type Observability, type RequestTraceScope } from './observability';
import {
  clearedSessionCookie,
  SessionCookieReader,
  SESSION_COOKIE,
  sessionCookie,
  type CookieSession,
  type SessionCookieOptions,
} from './session/cookie';
import { fetchMe } from './domains/accounts/rest-calls';
import { AccountStandings, standingKey, type Standing } from './session/account-standing';
import { SessionRevocations } from './session/revocation';
import type { TokenRefresher } from './session/token-refresher';
import type { GatewayStore } from './store/store';
import { bearerFrom, Viewer, type Credentials } from './session/viewer';
import { UpstreamClient } from './upstream/client';
import type { PublicCache } from './upstream/public-cache';

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
   * The viewer's account standing (role, status) from `user/me/`, kept per session in the store for
   * ACCOUNT_STATUS_TTL_MS; read once per request. Null for a visitor, or when it cannot be known now.
   */
  standing(): Promise<Standing | null>;
  /** Records the standing a sign-in reported, for the session it started. */
  rememberStanding(standing: Standing): Promise<void>;
  setSessionCookie(session: CookieSession): void;
  clearSessionCookie(): void;
  /** Filled for the request log line (operation name). */
  requestInfo: RequestInfo;
  /** This request's trace: the request span (tracing plugin) and its upstream calls' spans join it. */
  traceScope: RequestTraceScope;
  /** State outliving the request (composed answers' caches, the progress ledger): shared across instances. */
  store: GatewayStore;
}

export interface ContextDeps {
  env: Env;
  logger: Logger;
  dispatcher: Dispatcher;
  upstreamBase: URL;
  publicCache: PublicCache;
  refresher: TokenRefresher;
  sessionKey: Buffer;
  observability: Observability;
  /** Where state outliving a request lives: here, the revocation list. */
  store: GatewayStore;
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
}

export type ContextFactory = (exchange: HttpExchange) => Promise<GatewayContext>;

export function createContextFactory(deps: ContextDeps): ContextFactory {
  const sessions = new SessionCookieReader(deps.sessionKey);
  // With a shared store, this instance's own sign-outs also hold in its memory while the store is away.
  const revocations = new SessionRevocations(deps.store.cache, {
    ...(deps.store.kind === 'redis'
      ? { localCopy: { onStoreAvailable: (listener: () => void) => deps.store.onAvailable(listener) } }
      : {}),
  });
  const standings = new AccountStandings(deps.store.cache, deps.env.accountStatusTtlMs);
  return async ({
    authorization,
    cookies,
    setCookie,
    clearCookie,
    secure,
    clientIp,
    requestId,
    requestInfo,
  }) => {
    requestInfo.clientIp = clientIp;
    const logger = deps.logger.child({ requestId });
    const flags = { secure: deps.env.isProduction || secure };
    const setSessionCookie = (session: CookieSession) => {
      const { value, options } = sessionCookie(session, deps.sessionKey, flags);
      setCookie(SESSION_COOKIE, value, options);
    };
    const clearSessionCookie = () => clearCookie(SESSION_COOKIE, clearedSessionCookie(flags));

    const bearer = bearerFrom(authorization);
    let credentials: Credentials = { kind: 'none' };
    if (bearer) {
      const revoked = await revocations.isTokenRevoked(bearer);
      if (revoked) revokedSessionRefusals.inc();
      credentials = revoked ? { kind: 'revoked' } : { kind: 'bearer', access: bearer };
    } else {
      const session = sessions.read(cookies[SESSION_COOKIE]);
      // An unreadable cookie (tampered, or sealed before a secret change) is no credential: drop it.
      if (session === 'invalid') clearSessionCookie();
      else if (session) {
        // Checked on every request, even for a cookie opened before: a copy must stop working at logout.
        const revoked = await revocations.isSessionRevoked(session);
        if (revoked) {
          revokedSessionRefusals.inc();
          clearSessionCookie();
        }
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
      return token ? standingKey({ token }) : null;
    };
    let standing: Promise<Standing | null> | undefined;
    const loadStanding = async (): Promise<Standing | null> => {
      const key = viewerKey();
      if (!key) return null;
      return standings.get(key, async () => {
        try {
          // Memoized for the request: a `me` in the same request reuses this answer.
          const me = await fetchMe(upstream);
          return { role: me.role, status: me.account_status };
        } catch (err) {
          // Refused or unreachable: the operation itself will meet the same answer from the upstream.
          logger.debug({ err }, 'account standing unavailable');
          return null;
        }
      });
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
      standing: () => (standing ??= loadStanding()),
      async rememberStanding(fresh) {
        standing = Promise.resolve(fresh);
        const key = viewerKey();
        if (key) await standings.remember(key, fresh);
      },
      setSessionCookie,
      clearSessionCookie,
      requestInfo,
      traceScope,
      store: deps.store,
    };
  };
}
