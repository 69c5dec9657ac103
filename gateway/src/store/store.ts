import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** A fixed-window counter: `points` per `durationSeconds` per key, keys namespaced by `keyPrefix`. */
export interface RateLimiterSpec {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Where the gateway keeps state that outlives one request: caches, the session revocation list, refresh locks and
 * the sign-in rate limits. One small interface with two implementations: in process memory (the default: one
 * instance, nothing to install) and Redis (`REDIS_URL`: state shared by every instance behind a load balancer).
 * Everything stateful is written against this interface, never against a Map of its own, so that the same code
 * holds in one process and across instances.
 */
export interface GatewayStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Key-value entries with a time to live (seconds, as Apollo's `KeyValueCache` takes it). Apollo's response
   * cache and persisted-query cache take this object as it is; other users prefix their keys (`PrefixingKeyValueCache`).
   */
  readonly cache: KeyValueCache<string>;
  /**
   * Takes a short exclusive lock named `key` for at most `ttlMs` (then it lapses by itself, so a crashed holder
   * cannot block others). Resolves to the release function, or null when someone else holds the lock.
   */
  tryLock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /**
   * A `rate-limiter-flexible` limiter whose counters live in this store (memory: `RateLimiterMemory`; Redis:
   * `RateLimiterRedis` on the same connection), so sign-in limits hold across instances. Optional only so that a
   * store without it still works: `security/rate-limiters.ts` then falls back to per-process counters.
   */
  rateLimiter?(spec: RateLimiterSpec): RateLimiterAbstract;
  /** True when the store can be used now (Redis reachable); reported by `/readyz`. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
