import { describe, expect, it } from 'vitest';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { PublicCache } from './public-cache';

describe('PublicCache', () => {
  it('coalesces concurrent misses into one load and serves hits until the TTL', async () => {
    let now = 1;
    const cache = new PublicCache(1000, undefined, undefined, () => now);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { n: loads };
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(results).size).toBe(1);
    now = 1000;
    await cache.get('k', load);
    expect(loads).toBe(1);
    now = 1002;
    await cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('shares a failure with the waiting callers but does not keep it', async () => {
    const cache = new PublicCache(1000);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('down');
    };
    const settled = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
  });

  it('takes a value another instance stored in the shared store, and stores its own loads there', async () => {
    const store = new InMemoryLRUCache<string>();
    await store.set('public:k', JSON.stringify({ from: 'elsewhere' }));
    const outcomes: string[] = [];
    const cache = new PublicCache(1000, store, (o) => outcomes.push(o));
    let loads = 0;
    expect(await cache.get('k', async () => ({ n: ++loads }))).toEqual({ from: 'elsewhere' });
    expect(await cache.get('other', async () => ({ n: ++loads }))).toEqual({ n: 1 });
    expect(JSON.parse((await store.get('public:other'))!)).toEqual({ n: 1 });
    await cache.get('k', async () => ({ n: ++loads }));
    expect(loads).toBe(1);
    expect(outcomes).toEqual(['shared-hit', 'miss', 'hit']);
  });

  it('asks the upstream when the shared store fails', async () => {
    const broken = {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      delete: async () => false,
    };
    const cache = new PublicCache(1000, broken);
    expect(await cache.get('k', async () => 'loaded')).toBe('loaded');
  });

  it('with TTL 0 only coalesces', async () => {
    const cache = new PublicCache(0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
