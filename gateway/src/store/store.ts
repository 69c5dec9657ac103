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
 * State that outlives one request (caches, revocations, locks, rate limits), in process memory or in Redis
 * (`REDIS_URL`, shared by every instance). Stateful code uses this, never a Map of its own, so it holds across
 * instances.
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
  /** Entries with a TTL in seconds (Apollo's `KeyValueCache`); other users prefix their keys. */
  readonly cache: KeyValueCache<string>;
  /**
   * Apollo's response cache: entries anyone can cause, evicted freely. Apart from `cache` in memory, so a flood of
   * cacheable queries cannot evict a revocation entry. On Redis, the same keyspace under its own prefix.
   */
  readonly answers: KeyValueCache<string>;
  /** Typed state goes through `JsonCache` over these, never here directly. */
  readonly entries: StateEntries;
  /**
   * Takes a short exclusive lock named `key` for at most `ttlMs` (then it lapses by itself, so a crashed holder
   * cannot block others). Resolves to the release function, or null when someone else holds the lock.
   */
  tryLock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /** A rate limiter counting in this store, across instances. Give each its own `keyPrefix`. */
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
