import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import { MemoryLimiter } from './memory-limiter';
import type { GatewayStore, StateEntries } from './store';

/**
 * Bounded by size so a flood of distinct keys cannot exhaust memory. State entries (revocations, public data, refresh
 * results) and whole answers have separate bounds: answers can be caused by anyone and must not evict state.
 */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const ANSWERS_MAX_BYTES = 32 * 1024 * 1024;
const ENTRIES_MAX_BYTES = 32 * 1024 * 1024;

/** The in-process store: the default with one gateway instance (no `REDIS_URL`). */
export function createMemoryStore(maxBytes = DEFAULT_MAX_BYTES): GatewayStore {
  const cache = new InMemoryLRUCache<string>({ maxSize: maxBytes });
  const answers = new InMemoryLRUCache<string>({ maxSize: ANSWERS_MAX_BYTES });
  const locks = new Map<string, number>();
  const state = new LRUCache<string, string>({
    maxSize: ENTRIES_MAX_BYTES,
    sizeCalculation: (value, key) => value.length + key.length || 1,
    ttlAutopurge: false,
  });
  // Each call reads and writes in one synchronous step, so compare-and-set is atomic within the process.
  const entries: StateEntries = {
    get: async (key) => state.get(key),
    set: async (key, value, ttlMs) => void state.set(key, value, { ttl: Math.max(1, ttlMs) }),
    delete: async (key) => void state.delete(key),
    async compareAndSet(key, expected, next, ttlMs) {
      if (state.get(key) !== expected) return false;
      state.set(key, next, { ttl: Math.max(1, ttlMs) });
      return true;
    },
  };
  return {
    kind: 'memory',
    cache,
    answers,
    entries,
    async tryLock(key, ttlMs) {
      const now = Date.now();
      const until = locks.get(key);
      if (until !== undefined && until > now) return null;
      const mine = now + ttlMs;
      locks.set(key, mine);
      return async () => {
        if (locks.get(key) === mine) locks.delete(key);
      };
    },
    limiter: (opts) => new MemoryLimiter(opts),
    onAvailable() {
      // Always available: nothing to write again.
    },
    async healthy() {
      return true;
    },
    async close() {
      cache.clear();
      answers.clear();
      state.clear();
      locks.clear();
    },
  };
}
