import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import { peekClaims } from './jwt-claims';
import { TokenFactsMemo } from './token-facts';

/** Keys of the revocation list in the gateway store (one namespace; each entry expires by itself). */
const PREFIX = 'revoked:';
/** How long a bearer access token can live upstream (SimpleJWT default here): the entry's life when unreadable. */
const ACCESS_TOKEN_MS = 30 * 60 * 1000;
/** How long an upstream refresh token lives: after that, a "revoked before" entry has nothing left to refuse. */
export const REFRESH_TOKEN_MS = 24 * 60 * 60 * 1000;

/** Keys of a token's entries, by its digest (`TokenFacts.digest`). */
const tokenKey = (digest: string) => `${PREFIX}token:${digest}`;
const sessionKey = (sid: string) => `${PREFIX}sid:${sid}`;
const issuedKey = (digest: string) => `issued:${digest}`;
const userKey = (user: string) => `${PREFIX}user:${user}`;
/**
 * An account's "signed out before" entry: `T` (epoch ms), with `:s` appended when tokens issued in T's own second
 * are signed out too (token times are whole seconds). Cookie sessions always compare with T to the millisecond.
 */
interface Cutoff {
  ms: number;
  throughSecond: boolean;
}
const cutoffOf = (raw: string | undefined): Cutoff | null => {
  const match = /^(\d+)(:s)?$/.exec(raw ?? '');
  return match ? { ms: Number(match[1]), throughSecond: match[2] !== undefined } : null;
};
const cutoffText = (c: Cutoff) => `${c.ms}${c.throughSecond ? ':s' : ''}`;
/** The later of two cut-offs (the one that signs more out); an unreadable one never wins. */
function laterCutoff(a: string | undefined, b: string | undefined): string | undefined {
  const [x, y] = [cutoffOf(a), cutoffOf(b)];
  if (!x || !y) return x ? a : y ? b : (a ?? b);
  if (x.ms !== y.ms) return x.ms > y.ms ? a : b;
  return x.throughSecond ? a : b;
}

/** This instance's own revocations kept in its memory at most (the oldest drop first; the store keeps them all). */
const LOCAL_COPY_MAX = 100_000;

export interface RevocationOptions {
  now?: () => number;
  /**
   * Keep this instance's own revocations in memory too, checked before the store and written back when it returns
   * (`onAvailable`): a sign-out holds here while Redis is away and reaches the others once it is back.
   */
  localCopy?: { onStoreAvailable(listener: () => void): void };
  /** Where a token's digest and claims are remembered (the app's `TOKEN_FACTS`); a memo of its own otherwise. */
  tokens?: TokenFactsMemo;
}

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
 * claim when the token has one (bearer tokens carry nothing else), else the username. The claim is read without
 * verifying the token: call this only for a token the upstream has issued or accepted in this request.
 */
export function accountKey(accessToken: string, username: string): string {
  const { userId } = peekClaims(accessToken);
  return userId ? `id:${userId}` : `name:${username.toLowerCase()}`;
}

/**
 * The session revocation list in the gateway store. The upstream cannot revoke its tokens (they live until they
 * expire, even after a password change), so the gateway refuses them itself: a cookie's session id, a bearer token
 * by its hash, and an account's everything started before a moment ("sign out everywhere"). Entries expire when
 * what they refuse would have.
 */
export class SessionRevocations {
  private readonly now: () => number;
  /** This instance's own entries (key → value), each for the life of the entry; null without a local copy. */
  private readonly own: LRUCache<string, string> | null;
  private readonly tokens: TokenFactsMemo;

  constructor(
    private readonly cache: KeyValueCache<string>,
    options: RevocationOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.tokens = options.tokens ?? new TokenFactsMemo();
    this.own = options.localCopy ? new LRUCache({ max: LOCAL_COPY_MAX, ttlAutopurge: false }) : null;
    options.localCopy?.onStoreAvailable(() => void this.writeBack());
  }

  private async put(key: string, value: string, untilMs: number): Promise<void> {
    const ttlMs = untilMs - this.now();
    if (ttlMs <= 0) return;
    this.own?.set(key, value, { ttl: ttlMs });
    await this.cache.set(key, value, { ttl: Math.ceil(ttlMs / 1000) });
  }

  /** Our own copy first (it holds while the store is away), then the store (everyone's). */
  private async read(key: string): Promise<string | undefined> {
    return this.own?.get(key) ?? (await this.cache.get(key));
  }

  /** An account's "signed out before T": the later of ours and the store's (another instance may have a newer one). */
  private async readAccount(key: string): Promise<string | undefined> {
    const [ours, theirs] = [this.own?.get(key), await this.cache.get(key)];
    return laterCutoff(ours, theirs);
  }

  /**
   * Writes this instance's own entries to the store again (it came back, maybe empty). An account's "signed out
   * before T" keeps the later of ours and the store's, so an older copy never shortens a newer sign-out.
   */
  async writeBack(): Promise<void> {
    const own = this.own;
    if (!own) return;
    await Promise.all(
      [...own.entries()].map(async ([key, value]) => {
        const ttlMs = own.getRemainingTTL(key);
        if (!(ttlMs > 0)) return;
        let keep = value;
        if (key.startsWith(`${PREFIX}user:`)) {
          keep = laterCutoff(value, await this.cache.get(key)) ?? value;
        }
        await this.cache.set(key, keep, { ttl: Math.ceil(ttlMs / 1000) });
      }),
    );
  }

  /** Ends one cookie session (logout, failed refresh) for the rest of its life. */
  revokeSession(session: RevocableSession): Promise<void> {
    return this.put(sessionKey(session.sid), '1', session.exp);
  }

  /**
   * One entry per token under `keyOf(its digest)`, each until the token expires upstream. The token is not verified,
   * so its `exp` may only shorten the entry, never make it outlive the longest token the upstream issues.
   */
  private async putPerToken(
    keyOf: (digest: string) => string,
    tokens: Array<string | null | undefined>,
    fallbackMs: number,
  ): Promise<void> {
    const longest = this.now() + REFRESH_TOKEN_MS;
    await Promise.all(
      tokens.flatMap((token) => {
        if (!token) return [];
        const { digest, claims } = this.tokens.of(token);
        const exp = claims.exp;
        return [this.put(keyOf(digest), '1', exp ? Math.min(exp * 1000, longest) : this.now() + fallbackMs)];
      }),
    );
  }

  /** Ends a bearer client's tokens (logout): each until it would have expired upstream. */
  revokeTokens(tokens: Array<string | null | undefined>, fallbackMs = ACCESS_TOKEN_MS): Promise<void> {
    return this.putPerToken(tokenKey, tokens, fallbackMs);
  }

  /**
   * Records bearer tokens the gateway itself just handed out (sign-in, refresh, password change), each until it
   * expires: after "sign out everywhere" only these are taken for the account, since a refresh token kept from
   * before could mint new ones straight at the upstream.
   */
  markIssued(tokens: Array<string | null | undefined>): Promise<void> {
    return this.putPerToken(issuedKey, tokens, ACCESS_TOKEN_MS);
  }

  /** Ends every session and token of the account started before `at` (default now): "sign out everywhere". */
  revokeAccountBefore(account: string, at = this.now()): Promise<void> {
    // Anything older than a refresh token's life is dead upstream anyway.
    return this.put(userKey(account), cutoffText({ ms: at, throughSecond: false }), at + REFRESH_TOKEN_MS);
  }

  /**
   * "Sign out everywhere" asked for by the account's holder: like `revokeAccountBefore(now)`, and tokens issued in
   * this very second end too (token times are whole seconds: one issued earlier in this second cannot be told from
   * one issued after now). Cookie sessions are compared to the millisecond, so a sign-in right after still works.
   * `changePassword` uses `revokeAccountBefore`, so the token it hands back stays valid.
   */
  revokeAccountThroughThisSecond(account: string): Promise<void> {
    const at = this.now();
    return this.put(userKey(account), cutoffText({ ms: at, throughSecond: true }), at + REFRESH_TOKEN_MS);
  }

  /** True when this cookie session was signed out, or its account was signed out everywhere after it began. */
  async isSessionRevoked(session: RevocableSession): Promise<boolean> {
    const [own, account] = await Promise.all([
      this.read(sessionKey(session.sid)),
      this.readAccount(userKey(session.uid)),
    ]);
    const cutoff = cutoffOf(account);
    return own !== undefined || (cutoff !== null && session.iat < cutoff.ms);
  }

  /**
   * True when this bearer token was revoked, or its account signed out everywhere after it was issued, or since
   * then by anyone but the gateway (`markIssued`). Token times are whole seconds, so "before" is compared in
   * seconds: a token issued in the very second of `revokeAccountBefore` (the fresh one `changePassword` hands back)
   * stays valid; `revokeAccountThroughThisSecond` ends it.
   */
  async isTokenRevoked(token: string): Promise<boolean> {
    const {
      digest,
      claims: { userId, iat },
    } = this.tokens.of(token);
    const [own, account] = await Promise.all([
      this.read(tokenKey(digest)),
      userId ? this.readAccount(userKey(`id:${userId}`)) : Promise.resolve(undefined),
    ]);
    if (own !== undefined) return true;
    const cutoff = cutoffOf(account);
    if (!cutoff) return false;
    const second = Math.floor(cutoff.ms / 1000);
    if (iat !== null && (cutoff.throughSecond ? iat <= second : iat < second)) return true;
    return (await this.read(issuedKey(digest))) === undefined;
  }
}
