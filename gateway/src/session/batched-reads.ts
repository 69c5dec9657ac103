import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GatewayStore, StateEntries } from '../store/store';

interface PendingRead {
  space: 'cache' | 'entries';
  key: string;
  resolve(value: string | undefined): void;
  reject(err: unknown): void;
}

/**
 * The store's `cache` and `entries` with their reads batched: every read asked for in one synchronous run (a
 * signed-in request's revocation checks and its standing, asked for together) goes to the store as one
 * `readMany` (one MGET on Redis, instead of a command each) once that run ends. Each read keeps its space's rule
 * when the store fails: a `cache` read is a miss, an `entries` read rejects (its `JsonCache` policy decides).
 * Writes go straight through. Without `readMany` (the memory store) every read is the store's own.
 */
export class BatchedReads {
  readonly cache: KeyValueCache<string>;
  readonly entries: StateEntries;
  private pending: PendingRead[] | null = null;

  constructor(private readonly store: GatewayStore) {
    const { cache, entries } = store;
    this.cache = {
      get: (key) => this.read('cache', key),
      set: (key, value, options) => cache.set(key, value, options),
      delete: (key) => cache.delete(key),
    };
    this.entries = {
      get: (key) => this.read('entries', key),
      set: (key, value, ttlMs) => entries.set(key, value, ttlMs),
      delete: (key) => entries.delete(key),
      compareAndSet: (key, expected, next, ttlMs) => entries.compareAndSet(key, expected, next, ttlMs),
    };
  }

  private read(space: PendingRead['space'], key: string): Promise<string | undefined> {
    if (!this.store.readMany)
      return space === 'cache' ? this.store.cache.get(key) : this.store.entries.get(key);
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = [];
        queueMicrotask(() => this.flush());
      }
      this.pending.push({ space, key, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.pending ?? [];
    this.pending = null;
    const only = batch.length === 1 ? batch[0] : undefined;
    if (only) {
      // One read alone is the store's own get (its own failure rule included).
      const single =
        only.space === 'cache' ? this.store.cache.get(only.key) : this.store.entries.get(only.key);
      single.then(only.resolve, only.reject);
      return;
    }
    this.store.readMany!(batch).then(
      (values) => batch.forEach((read, i) => read.resolve(values[i])),
      (err: unknown) =>
        batch.forEach((read) => (read.space === 'cache' ? read.resolve(undefined) : read.reject(err))),
    );
  }
}
