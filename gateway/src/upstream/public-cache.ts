import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';

/** Distinct public keys are few (catalogue, grades, two boards); the bound only guards against a bug. */
const MAX_LOCAL_ENTRIES = 100;

/**
 * Short-lived cache for PUBLIC upstream data only (catalogue, grades, honour boards), fetched without a token, so
 * one copy serves every viewer. It holds the loader's mapped value, so a hit skips the call, validation and mapping.
 *
 * Two levels: values in this process, JSON in the shared store for the other instances. Concurrent misses in this
 * process share one load; failures are shared by its waiters but never stored.
 */
export class PublicCache {
  private readonly local: LRUCache<string, { value: unknown }> | null;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly shared?: KeyValueCache<string>,
    /** Reports each lookup (metrics): a hit in this process or the shared store, or a miss that loaded. */
    private readonly onLookup?: (outcome: 'hit' | 'shared-hit' | 'miss') => void,
    now: () => number = () => performance.now(),
  ) {
    this.local =
      ttlMs > 0
        ? new LRUCache({ max: MAX_LOCAL_ENTRIES, ttl: ttlMs, ttlResolution: 0, perf: { now } })
        : null;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.local?.get(key);
    if (hit) {
      this.onLookup?.('hit');
      return hit.value as T;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const started = this.fill(key, load).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  private async fill<T>(key: string, load: () => Promise<T>): Promise<T> {
    const sharedKey = `public:${key}`;
    // Fail open: a store that cannot answer sends the request to the upstream.
    const stored =
      this.local && this.shared ? await this.shared.get(sharedKey).catch(() => undefined) : undefined;
    if (stored !== undefined) {
      this.onLookup?.('shared-hit');
      const value = JSON.parse(stored) as T;
      this.local?.set(key, { value });
      return value;
    }
    this.onLookup?.('miss');
    const value = await load();
    if (this.local) {
      this.local.set(key, { value });
      // The shared copy is a saving, not a duty: a store that is down must not fail the request.
      this.shared
        ?.set(sharedKey, JSON.stringify(value), { ttl: Math.max(1, Math.round(this.ttlMs / 1000)) })
        .catch(() => undefined);
    }
    return value;
  }
}
