import { createHash } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

/** What the gateway enforces from an account's `user/me/`: its role and status, as the upstream spells them. */
export interface Standing {
  role: string | null;
  status: string | null;
}

/** Staff (Django admin users) get tokens from the REST API, but this site is not theirs. */
export const isStaff = (s: Standing | null) => s?.role === 'admin' || s?.role === 'manager';

/**
 * Why this account may not take graded quizzes, or null when it may: an expired subscription, or an account that is
 * not active (not yet approved, or switched off). Such accounts get what a visitor gets: previews only.
 */
export function notInGoodStanding(s: Standing | null): 'EXPIRED' | 'INACTIVE' | null {
  if (s?.status === 'expired') return 'EXPIRED';
  if (s?.status === 'inactive') return 'INACTIVE';
  return null;
}

/** Whose standing a credential is: a cookie session by its id, a bearer token by its hash. */
export function standingKey(credential: { sid: string } | { token: string }): string {
  return 'sid' in credential
    ? `standing:sid:${credential.sid}`
    : `standing:token:${createHash('sha256').update(credential.token).digest('base64url')}`;
}

/**
 * Account standings kept in the gateway store for `ttlMs` per session, so the upstream's `user/me/` is read at
 * most once per that time per session (not once per request) and every instance sharing the store sees the same
 * answer: an approved renewal, an expiry or a role change takes effect within `ttlMs` everywhere. A store that
 * cannot answer (Redis down) is a miss: the standing is read from the upstream again (fail open to the upstream,
 * never to "allowed").
 */
export class AccountStandings {
  constructor(
    private readonly cache: KeyValueCache<string>,
    private readonly ttlMs: number,
  ) {}

  /** The standing under `key`, from the store, else from `load` (then stored). Null when it cannot be known. */
  async get(key: string, load: () => Promise<Standing | null>): Promise<Standing | null> {
    const kept = await this.cache.get(key);
    if (kept !== undefined) {
      try {
        return JSON.parse(kept) as Standing;
      } catch {
        // Unreadable: read it again below.
      }
    }
    const fresh = await load();
    if (fresh) await this.remember(key, fresh);
    return fresh;
  }

  /** Stores what a sign-in just reported, so the session's first requests need no `user/me/`. */
  async remember(key: string, standing: Standing): Promise<void> {
    const value = JSON.stringify({ role: standing.role, status: standing.status });
    await this.cache.set(key, value, { ttl: Math.max(1, Math.round(this.ttlMs / 1000)) });
  }
}
