import { createHash } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { peekClaims } from './jwt-claims';

/** Keys of the revocation list in the gateway store (one namespace; each entry expires by itself). */
const PREFIX = 'revoked:';
/** How long a bearer access token can live upstream (SimpleJWT default here): the entry's life when unreadable. */
const ACCESS_TOKEN_MS = 30 * 60 * 1000;
/** How long an upstream refresh token lives: after that, a "revoked before" entry has nothing left to refuse. */
export const REFRESH_TOKEN_MS = 24 * 60 * 60 * 1000;

const tokenKey = (token: string) =>
  `${PREFIX}token:${createHash('sha256').update(token).digest('base64url')}`;
const sessionKey = (sid: string) => `${PREFIX}sid:${sid}`;
const userKey = (user: string) => `${PREFIX}user:${user}`;

/** What a cookie session carries for the revocation check. */
export interface RevocableSession {
  sid: string;
  /** When the session was started (epoch ms). */
  iat: number;
  /** The account key (see `accountKey`). */
  uid: string;
  /** When the session ends (epoch ms). */
  exp: number;
}

/**
 * The account a session or token belongs to, as one key for "sign out everywhere": the upstream's `user_id`
 * claim when the token has one (bearer tokens carry nothing else), else the username.
 */
export function accountKey(accessToken: string, username: string): string {
  const { userId } = peekClaims(accessToken);
  return userId ? `id:${userId}` : `name:${username.toLowerCase()}`;
}

/**
 * The session revocation list, kept in the gateway store (process memory, or Redis shared by every instance). The
 * upstream cannot revoke anything (its tokens stay valid until they expire, even after a password change), so the
 * gateway refuses revoked sessions itself: a sealed cookie's session id, a bearer token by its hash, and everything
 * of an account started before a moment ("sign out everywhere"). Entries expire when what they refuse would have.
 * Checking costs one round of store reads per request.
 */
export class SessionRevocations {
  constructor(
    private readonly cache: KeyValueCache<string>,
    private readonly now: () => number = Date.now,
  ) {}

  private async put(key: string, value: string, untilMs: number): Promise<void> {
    const ttl = Math.ceil((untilMs - this.now()) / 1000);
    if (ttl > 0) await this.cache.set(key, value, { ttl });
  }

  /** Ends one cookie session (logout, failed refresh) for the rest of its life. */
  revokeSession(session: RevocableSession): Promise<void> {
    return this.put(sessionKey(session.sid), '1', session.exp);
  }

  /** Ends a bearer client's tokens (logout): each until it would have expired upstream. */
  async revokeTokens(tokens: Array<string | null | undefined>, fallbackMs = ACCESS_TOKEN_MS): Promise<void> {
    await Promise.all(
      tokens.flatMap((token) => {
        if (!token) return [];
        const exp = peekClaims(token).exp;
        return [this.put(tokenKey(token), '1', exp ? exp * 1000 : this.now() + fallbackMs)];
      }),
    );
  }

  /** Ends every session and token of the account started before `at` (default now): "sign out everywhere". */
  revokeAccountBefore(account: string, at = this.now()): Promise<void> {
    // Anything older than a refresh token's life is dead upstream anyway.
    return this.put(userKey(account), String(at), at + REFRESH_TOKEN_MS);
  }

  /** True when this cookie session was signed out, or its account was signed out everywhere after it began. */
  async isSessionRevoked(session: RevocableSession): Promise<boolean> {
    const [own, account] = await Promise.all([
      this.cache.get(sessionKey(session.sid)),
      this.cache.get(userKey(session.uid)),
    ]);
    return own !== undefined || (account !== undefined && session.iat < Number(account));
  }

  /**
   * True when this bearer token was revoked, or its account signed out everywhere after it was issued. Token times
   * are whole seconds, so "before" is compared in seconds: a token issued in the very second of the revocation (the
   * fresh one `changePassword` hands back) stays valid.
   */
  async isTokenRevoked(token: string): Promise<boolean> {
    const { userId, iat } = peekClaims(token);
    const [own, account] = await Promise.all([
      this.cache.get(tokenKey(token)),
      userId ? this.cache.get(userKey(`id:${userId}`)) : Promise.resolve(undefined),
    ]);
    if (own !== undefined) return true;
    return account !== undefined && iat !== null && iat < Math.floor(Number(account) / 1000);
  }
}
