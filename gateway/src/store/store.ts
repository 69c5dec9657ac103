import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

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

/** A limit: at most `points` per key over a fixed window of `durationMs`, counted under `keyPrefix`. */
export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationMs: number;
}

/** One point taken from a limit for an attempt whose outcome is not known yet. */
export interface Reservation {
  /** When the window holding the point ends (epoch ms, this instance's clock). */
  readonly windowEndsAt: number;
  /** The attempt counts (until its window ends). */
  keep(): Promise<void>;
  /** The attempt does not count after all. Never lowers a later window, nor the count below what it holds. */
  giveBack(): Promise<void>;
}

/** A reservation refused: the limit is reached for this long. Refusals are not counted. */
export interface Refusal {
  readonly retryAfterMs: number;
}

export const isRefusal = (r: Reservation | Refusal): r is Refusal => 'retryAfterMs' in r;

/**
 * Counts attempts against a limit, reserved before acting and settled once the outcome is known. Never rejects:
 * when the shared store cannot answer, the instance limits in its own memory (docs/decisions/0023).
 */
export interface Limiter {
  /** Takes one point for `key` in one atomic step, or refuses when that would pass the limit. */
  reserve(key: string): Promise<Reservation | Refusal>;
  /** The points `key` holds in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Forgets every point of `key` (a success ends a run of failures). */
  reset(key: string): Promise<void>;
}

/**
 * State that outlives one request (caches, revocations, locks, rate limits), in process memory or in Redis
 * (`REDIS_URL`, shared by every instance). Stateful code uses this, never a Map of its own, so it holds across
 * instances.
 *
 * When the shared store is unreachable (docs/operations.md, "When Redis is down"): `cache` reads are misses and
 * writes are dropped (fail open to the upstream), `entries` calls reject (each `JsonCache` caller's declared policy
 * decides), `tryLock` grants the lock (the holder proceeds without cross-instance exclusion), limiters count in
 * this instance's memory and repair the shared counts once Redis answers again, and `healthy()` is false.
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
   * Several `cache` and `entries` reads in one round trip (one MGET on Redis), each value as that space's `get`
   * gives it. Rejects when the store cannot answer (counted as one failed get); what that means is each reader's
   * own rule (`session/batched-reads.ts`). Absent in memory, where reads cost no round trip.
   */
  readMany?(
    reads: ReadonlyArray<{ space: 'cache' | 'entries'; key: string }>,
  ): Promise<Array<string | undefined>>;
  /**
   * Takes a short exclusive lock named `key` for at most `ttlMs` (then it lapses by itself, so a crashed holder
   * cannot block others). Resolves to the release function, or null when someone else holds the lock.
   */
  tryLock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /** A limiter counting in this store, across instances. Give each its own `keyPrefix`. */
  limiter(opts: LimiterOptions): Limiter;
  /**
   * Calls `listener` each time the store becomes usable again after it was not (Redis reconnected, also when it was
   * unreachable at start-up): state written while it was away can be written again. Never called in memory.
   */
  onAvailable(listener: () => void): void;
  /** True when the store can be used now (Redis reachable); reported by `/readyz`. Answers within a second. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
