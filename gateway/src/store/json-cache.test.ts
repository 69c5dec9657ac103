import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonCache, StoreUnavailableError } from './json-cache';
import { createMemoryStore } from './memory-store';
import type { StateEntries } from './store';

const counter = z.object({ n: z.number().int() });
const down: StateEntries = {
  get: () => Promise.reject(new Error('down')),
  set: () => Promise.reject(new Error('down')),
  delete: () => Promise.reject(new Error('down')),
  compareAndSet: () => Promise.reject(new Error('down')),
};

describe('JsonCache', () => {
  it('reads only what matches its schema', async () => {
    const store = createMemoryStore();
    const cache = new JsonCache(store.entries, {
      prefix: 't',
      schema: counter,
      ttlMs: 1000,
      onStoreError: 'open',
    });
    await store.entries.set('t:a', '{"n":"one"}', 1000);
    await store.entries.set('t:b', 'not json', 1000);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeUndefined();
    await cache.set('a', { n: 1 });
    expect(await cache.get('a')).toEqual({ n: 1 });
  });

  it('under `open`, a store error is a miss; under `closed`, it rejects', async () => {
    const open = new JsonCache(down, { prefix: 't', schema: counter, ttlMs: 1000, onStoreError: 'open' });
    expect(await open.get('a')).toBeUndefined();
    await expect(open.set('a', { n: 1 })).resolves.toBeUndefined();
    expect(await open.update('a', () => ({ n: 1 }))).toEqual({ value: undefined, written: false });
    const closed = new JsonCache(down, { prefix: 't', schema: counter, ttlMs: 1000, onStoreError: 'closed' });
    await expect(closed.get('a')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(closed.update('a', () => ({ n: 1 }))).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('loses no update among concurrent writers, and writes nothing unchanged', async () => {
    const store = createMemoryStore();
    let writes = 0;
    const entries: StateEntries = {
      ...store.entries,
      async compareAndSet(...args) {
        writes++;
        return store.entries.compareAndSet(...args);
      },
    };
    const cache = new JsonCache(entries, {
      prefix: 't',
      schema: counter,
      ttlMs: 60_000,
      onStoreError: 'closed',
    });
    await Promise.all(
      Array.from({ length: 25 }, () => cache.update('c', (cur) => ({ n: (cur?.n ?? 0) + 1 }))),
    );
    expect(await cache.get('c')).toEqual({ n: 25 });
    const before = writes;
    expect(await cache.update('c', (cur) => cur)).toEqual({ value: { n: 25 }, written: false });
    expect(writes).toBe(before);
  });
});
