import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import type { GatewayStore } from '../store/store';
import { BatchedReads } from './batched-reads';

/** A memory store with `readMany`, counting the calls of each kind of read. */
function countingStore(fail = false) {
  const store = createMemoryStore();
  const calls = { readMany: 0, cacheGet: 0, entriesGet: 0 };
  const counted: GatewayStore = {
    ...store,
    cache: {
      ...store.cache,
      get: (key) => (calls.cacheGet++, store.cache.get(key)),
      set: (k, v, o) => store.cache.set(k, v, o),
      delete: (k) => store.cache.delete(k),
    },
    entries: { ...store.entries, get: (key) => (calls.entriesGet++, store.entries.get(key)) },
    async readMany(reads) {
      calls.readMany++;
      if (fail) throw new Error('store away');
      return Promise.all(
        reads.map((r) => (r.space === 'cache' ? store.cache.get(r.key) : store.entries.get(r.key))),
      );
    },
  };
  return { store: counted, calls, raw: store };
}

describe('BatchedReads', () => {
  it('sends the reads of one synchronous run to the store together, each answered with its own value', async () => {
    const { store, calls, raw } = countingStore();
    await raw.cache.set('revoked:token:a', '1');
    await raw.entries.set('viewer:v2:token:a', '{"x":1}', 60_000);
    const reads = new BatchedReads(store);
    const answers = await Promise.all([
      reads.entries.get('viewer:v2:token:a'),
      reads.cache.get('revoked:token:a'),
      reads.cache.get('revoked:user:id:7'),
    ]);
    expect(answers).toEqual(['{"x":1}', '1', undefined]);
    expect(calls).toEqual({ readMany: 1, cacheGet: 0, entriesGet: 0 });
    // A read alone is the store's own get; reads of later runs are batches of their own.
    expect(await reads.cache.get('revoked:token:a')).toBe('1');
    expect(calls).toEqual({ readMany: 1, cacheGet: 1, entriesGet: 0 });
  });

  it("keeps each space's rule when the store fails: a cache read misses, an entries read rejects", async () => {
    const { store } = countingStore(true);
    const reads = new BatchedReads(store);
    const [cached, entry] = await Promise.allSettled([reads.cache.get('a'), reads.entries.get('b')]);
    expect(cached).toEqual({ status: 'fulfilled', value: undefined });
    expect(entry.status).toBe('rejected');
  });

  it("writes straight through, and reads the memory store's own way", async () => {
    const store = createMemoryStore();
    const reads = new BatchedReads(store);
    await reads.cache.set('k', 'v', { ttl: 60 });
    await reads.entries.set('e', 'w', 60_000);
    expect(await store.cache.get('k')).toBe('v');
    expect(await Promise.all([reads.cache.get('k'), reads.entries.get('e')])).toEqual(['v', 'w']);
  });
});
