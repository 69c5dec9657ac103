import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { IRateLimiterOptions, RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Raw state entries (text under a key, with a time to live). Unlike `cache`, every call rejects when the store
 * cannot answer, so the caller decides what that means (`JsonCache`'s failure policy). Keys live apart from `cache`.
 */
export interface StateEntries {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Writes `next` only if the entry still holds `expected` (undefined: only if there is none), atomically (one Redis
   * script; one synchronous step in memory). True when written.
   */
  compareAndSet(key: string, expected: string | undefined, next: string, ttlMs: number): Promise<boolean>;
}

/**
 * Where the gateway keeps state that outlives one request: caches, the session revocation list, refresh locks and
 * the sign-in rate limits. One small interface with two implementations: in process memory (the default: one
 * instance, nothing to install) and Redis (`REDIS_URL`: state shared by every instance behind a load balancer).
 * Everything stateful is written against this interface, never against a Map of its own, so that the same code
 * holds in one process and across instances.
 *
 * When the shared store is unreachable (docs/operations.md, "When Redis is down"): `cache` reads are misses and
 * writes are dropped (fail open to the upstream), `entries` calls reject (each `JsonCache` caller's declared policy
 * decides), `tryLock` grants the lock (the holder proceeds without cross-instance exclusion), rate limiters fall
 * back to per-instance memory limits (a reservation whose reply is late while connected is refused instead: whether
 * it was counted is unknown), and `healthy()` is false.
 * None of these calls hangs: each is bounded by the store's command time-out.
 */
export interface GatewayStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Key-value entries with a time to live (seconds, as Apollo's `KeyValueCache` takes it). Apollo's response
   * cache and persisted-query cache take this object as it is; other users prefix their keys (`PrefixingKeyValueCache`).
   */
  readonly cache: KeyValueCache<string>;
  /**
   * Whole GraphQL answers (Apollo's response cache): entries anyone can cause, so they may be evicted freely. Kept
   * apart from `cache` in process memory, so that a flood of distinct cacheable queries can never push out a
   * revocation entry (and bring a signed-out session back). On Redis it is the same keyspace, under its own prefix.
   */
  readonly answers: KeyValueCache<string>;
  /** Typed state goes through `JsonCache` over these, never here directly. */
  readonly entries: StateEntries;
  /**
   * Takes a short exclusive lock named `key` for at most `ttlMs` (then it lapses by itself, so a crashed holder
   * cannot block others). Resolves to the release function, or null when someone else holds the lock.
   */
  tryLock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /**
   * A rate limiter whose counters live in this store, so that every instance sharing the store counts together.
   * Give each limiter its own `keyPrefix`.
   */
  rateLimiter(opts: IRateLimiterOptions): RateLimiterAbstract;
  /**
   * Calls `listener` each time the store becomes usable again after it was not (Redis reconnected, also when it was
   * unreachable at start-up): state written while it was away can be written again. Never called in memory.
   */
  onAvailable(listener: () => void): void;
  /** True when the store can be used now (Redis reachable); reported by `/readyz`. Answers within a second. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
