import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import { accountKey, REFRESH_TOKEN_MS, SessionRevocations } from './revocation';

/** A JWT-shaped token with these claims (unsigned: the revocation list never verifies, only refuses). */
const token = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

const NOW = 1_800_000_000_000;
const session = (over: Partial<{ sid: string; iat: number; uid: string; exp: number }> = {}) => ({
  sid: 's1',
  iat: NOW - 60_000,
  uid: 'id:7',
  exp: NOW + 3_600_000,
  ...over,
});

describe('SessionRevocations', () => {
  it("an unverified token's exp never makes its entry outlive the longest upstream token", async () => {
    const ttls: number[] = [];
    const store = createMemoryStore().cache;
    const recording = {
      get: (k: string) => store.get(k),
      delete: (k: string) => store.delete(k),
      set: (k: string, v: string, o?: { ttl?: number | null }) => {
        ttls.push(o?.ttl ?? Infinity);
        return store.set(k, v, o);
      },
    };
    const list = new SessionRevocations(recording, { now: () => NOW });
    await list.revokeTokens([token({ exp: NOW / 1000 + 10 * 365 * 86_400 })]);
    await list.revokeTokens([token({ exp: NOW / 1000 + 60 })]);
    expect(ttls).toEqual([REFRESH_TOKEN_MS / 1000, 60]);
  });

  it('refuses a revoked session id and nothing else', async () => {
    const list = new SessionRevocations(createMemoryStore().cache, { now: () => NOW });
    await list.revokeSession(session());
    expect(await list.isSessionRevoked(session())).toBe(true);
    expect(await list.isSessionRevoked(session({ sid: 's2' }))).toBe(false);
  });

  it('"sign out everywhere" refuses sessions and tokens started before the moment, not after', async () => {
    const list = new SessionRevocations(createMemoryStore().cache, { now: () => NOW });
    await list.revokeAccountBefore('id:7', NOW);
    expect(await list.isSessionRevoked(session())).toBe(true);
    expect(await list.isSessionRevoked(session({ iat: NOW }))).toBe(false);
    expect(await list.isSessionRevoked(session({ uid: 'id:8' }))).toBe(false);
    const old = token({ user_id: 7, iat: NOW / 1000 - 60, exp: NOW / 1000 + 600 });
    const sameSecond = token({ user_id: 7, iat: NOW / 1000, exp: NOW / 1000 + 600 });
    expect(await list.isTokenRevoked(old)).toBe(true);
    // Once signed out everywhere, a later token counts only when the gateway handed it out itself.
    expect(await list.isTokenRevoked(sameSecond)).toBe(true);
    await list.markIssued([sameSecond]);
    expect(await list.isTokenRevoked(sameSecond)).toBe(false);
  });

  it('after "sign out everywhere", refuses a later token minted straight at the upstream', async () => {
    const list = new SessionRevocations(createMemoryStore().cache, { now: () => NOW });
    const later = token({ user_id: 7, iat: NOW / 1000 + 5, exp: NOW / 1000 + 600 });
    const otherAccount = token({ user_id: 8, iat: NOW / 1000 + 5, exp: NOW / 1000 + 600 });
    expect(await list.isTokenRevoked(later)).toBe(false); // no sign-out: nothing to prove
    await list.revokeAccountThroughThisSecond('id:7');
    expect(await list.isTokenRevoked(later)).toBe(true);
    expect(await list.isTokenRevoked(otherAccount)).toBe(false);
    await list.markIssued([later]);
    expect(await list.isTokenRevoked(later)).toBe(false);
  });

  it('"sign out everywhere" from logout also ends tokens issued in its own second', async () => {
    const at = NOW + 400; // 0.4 s into a second
    const list = new SessionRevocations(createMemoryStore().cache, { now: () => at });
    await list.revokeAccountThroughThisSecond('id:7');
    const sameSecond = token({ user_id: 7, iat: NOW / 1000, exp: NOW / 1000 + 600 });
    const nextSecond = token({ user_id: 7, iat: NOW / 1000 + 1, exp: NOW / 1000 + 600 });
    await list.markIssued([sameSecond, nextSecond]);
    expect(await list.isTokenRevoked(sameSecond)).toBe(true);
    expect(await list.isTokenRevoked(nextSecond)).toBe(false);
    // Cookie sessions keep their millisecond: one started right after the sign-out is a new one.
    expect(await list.isSessionRevoked(session({ iat: at - 1 }))).toBe(true);
    expect(await list.isSessionRevoked(session({ iat: at }))).toBe(false);
  });

  it('keeps a sign-out through the second over an older plain cut-off in the store', async () => {
    const store = createMemoryStore();
    const list = new SessionRevocations(store.cache, {
      now: () => NOW,
      localCopy: { onStoreAvailable: () => {} },
    });
    await list.revokeAccountThroughThisSecond('id:8');
    // Another instance's older cut-off reached the store meanwhile: ours, the later, still decides.
    await store.cache.set('revoked:user:id:8', String(NOW - 5000));
    const sameSecond = token({ user_id: 8, iat: NOW / 1000, exp: NOW / 1000 + 600 });
    expect(await list.isTokenRevoked(sameSecond)).toBe(true);
    await list.writeBack();
    expect(await store.cache.get('revoked:user:id:8')).toBe(`${NOW}:s`);
  });

  it('revokes bearer tokens by hash until they expire; an expired token needs no entry', async () => {
    const store = createMemoryStore();
    const list = new SessionRevocations(store.cache, { now: () => NOW });
    const live = token({ user_id: 7, iat: NOW / 1000, exp: NOW / 1000 + 1800 });
    const dead = token({ user_id: 7, iat: NOW / 1000 - 7200, exp: NOW / 1000 - 60 });
    await list.revokeTokens([live, dead, null, 'not-a-jwt']);
    expect(await list.isTokenRevoked(live)).toBe(true);
    expect(await list.isTokenRevoked('not-a-jwt')).toBe(true); // unreadable: kept for an access token's life
    expect(await list.isTokenRevoked(token({ user_id: 7, iat: 1, exp: 2 }))).toBe(false);
  });

  it('names the account by the upstream user id when the token has one, else by username', () => {
    expect(accountKey(token({ user_id: 42 }), 'Hamza')).toBe('id:42');
    expect(accountKey('opaque', 'Hamza')).toBe('name:hamza');
  });
});

describe('the local copy of this instance’s own revocations (shared store)', () => {
  /** A store that can "go down" (reads miss, writes are dropped) and "come back" empty, like Redis without data. */
  function flakyStore() {
    let entries = new Map<string, string>();
    let up = true;
    const listeners: Array<() => void> = [];
    return {
      cache: {
        get: async (k: string) => (up ? entries.get(k) : undefined),
        set: async (k: string, v: string) => void (up && entries.set(k, v)),
        delete: async (k: string) => up && entries.delete(k),
      },
      entries: () => entries,
      down: () => (up = false),
      backEmpty: () => {
        up = true;
        entries = new Map();
        listeners.forEach((l) => l());
      },
      onStoreAvailable: (l: () => void) => void listeners.push(l),
    };
  }
  const s = (sid: string, uid = 'id:7') => ({
    sid,
    iat: Date.now() - 60_000,
    uid,
    exp: Date.now() + 3_600_000,
  });

  it('holds while the store is away, and is written back when it returns', async () => {
    const store = flakyStore();
    const list = new SessionRevocations(store.cache, { localCopy: store });
    const other = new SessionRevocations(store.cache); // another instance, no copy of ours
    // One token, made once: two made a second apart would differ in `exp` and be different tokens.
    const bearer = token({ user_id: 9, exp: Math.floor(Date.now() / 1000) + 600 });
    store.down();
    await list.revokeSession(s('gone'));
    await list.revokeTokens([bearer]);
    expect(await list.isSessionRevoked(s('gone'))).toBe(true);
    expect(await other.isSessionRevoked(s('gone'))).toBe(false); // fails open elsewhere until the store is back
    store.backEmpty();
    await new Promise((r) => setTimeout(r, 10));
    expect(await other.isSessionRevoked(s('gone'))).toBe(true);
    expect(await other.isTokenRevoked(bearer)).toBe(true);
  });

  it('an account signed out later elsewhere keeps the later time, whichever copy is read or written back', async () => {
    const store = flakyStore();
    const list = new SessionRevocations(store.cache, { localCopy: store });
    const t0 = Date.now() - 10_000;
    await list.revokeAccountBefore('id:7', t0);
    await store.cache.set('revoked:user:id:7', String(t0 + 5_000)); // another instance, later
    const between = { ...s('b'), iat: t0 + 2_000 };
    expect(await list.isSessionRevoked(between)).toBe(true);
    await list.writeBack();
    expect(store.entries().get('revoked:user:id:7')).toBe(String(t0 + 5_000));
  });
});
