import type { UpstreamAuth } from '../upstream/client';
import type { CookieSession } from './cookie';
import type { TokenRefresher } from './token-refresher';

export type Credentials =
  | { kind: 'none' }
  | { kind: 'bearer'; access: string }
  | { kind: 'cookie'; session: CookieSession }
  /** Credentials that were signed out (revocation list): sent, but nothing is forwarded upstream. */
  | { kind: 'revoked' }
  /** Credentials the upstream refused (`user/me/` 401/403) in this request: nothing more is forwarded with them. */
  | { kind: 'refused' };

export interface ViewerDeps {
  refresher: TokenRefresher;
  /** Puts a cookie session on the revocation list. */
  revoke(session: CookieSession): Promise<void>;
  writeCookie(session: CookieSession): void;
  clearCookie(): void;
}

/** Reads `Authorization: Bearer …` (it wins over the cookie); any other scheme counts as no token. */
export function bearerFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The requesting viewer's credentials for this request. Implements the upstream client's auth hooks: a cookie
 * session renews a rejected access token once (shared single flight) and re-seals the cookie; if that fails the
 * cookie is cleared. Bearer clients are never refreshed here: they call `refreshSession`.
 */
export class Viewer implements UpstreamAuth {
  constructor(
    private credentials: Credentials,
    private readonly deps: ViewerDeps,
  ) {}

  get kind(): Credentials['kind'] {
    return this.credentials.kind;
  }

  /** True when the request's credentials are on the revocation list (nothing of them is sent upstream). */
  get signedOut(): boolean {
    return this.credentials.kind === 'revoked';
  }

  /** True when the upstream refused this request's credentials (nothing of them is sent any more). */
  get refused(): boolean {
    return this.credentials.kind === 'refused';
  }

  /** True when the request carried credentials (valid or not). */
  get hasCredentials(): boolean {
    return this.credentials.kind !== 'none';
  }

  /**
   * Whose answers the response cache may share this request's with: null for a visitor (answers shared by every
   * visitor); a cookie session's user otherwise (kept apart from visitors' answers, private answers per user).
   * Bearer and revoked viewers never use the response cache (apollo/server.ts).
   */
  get cacheSessionId(): string | null {
    return this.credentials.kind === 'cookie' ? `user:${this.credentials.session.username}` : null;
  }

  get accessToken(): string | null {
    const c = this.credentials;
    return c.kind === 'bearer' ? c.access : c.kind === 'cookie' ? c.session.access : null;
  }

  get canRenew(): boolean {
    return this.credentials.kind === 'cookie' && this.credentials.session.refresh !== null;
  }

  get cookieSession(): CookieSession | null {
    return this.credentials.kind === 'cookie' ? this.credentials.session : null;
  }

  async renew(rejected: string): Promise<string | null> {
    const session = this.cookieSession;
    if (!session?.refresh) return null;
    const fresh = await this.deps.refresher.refresh(session.refresh, rejected);
    if (this.cookieSession !== session) return this.accessToken; // replaced meanwhile (e.g. login in this request)
    if (!fresh) {
      await this.signOut();
      return null;
    }
    this.startCookieSession({ ...session, access: fresh });
    return fresh;
  }

  startCookieSession(session: CookieSession): void {
    this.credentials = { kind: 'cookie', session };
    this.deps.writeCookie(session);
  }

  /** Later calls of this request use `access` (after a BEARER login); nothing is stored. */
  useBearer(access: string): void {
    this.credentials = { kind: 'bearer', access };
  }

  /**
   * The upstream refused these credentials: for the rest of the request nothing is sent with them, so no later
   * call can be served on a credential that was not verified. The cookie is kept (a later request may renew it).
   */
  refuse(): void {
    if (this.credentials.kind === 'bearer' || this.credentials.kind === 'cookie')
      this.credentials = { kind: 'refused' };
  }

  /** Ends this request's session: the cookie is cleared and, being copyable, its id revoked. */
  async signOut(): Promise<void> {
    const session = this.cookieSession;
    this.credentials = { kind: 'none' };
    this.deps.clearCookie();
    if (session) await this.deps.revoke(session);
  }
}
