import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache';

describe('PublicCache', () => {
  it('coalesces concurrent misses into one load and serves hits until the TTL', async () => {
    let now = 0;
    const cache = new PublicCache(1000, () => now);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { n: loads };
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(results).size).toBe(1);
    now = 999;
    await cache.get('k', load);
    expect(loads).toBe(1);
    now = 1000;
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

  it('with TTL 0 only coalesces', async () => {
    const cache = new PublicCache(0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
