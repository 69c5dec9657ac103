import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store';

describe('memory store', () => {
  it('gives a lock to one holder at a time and lets it lapse', async () => {
    const store = createMemoryStore();
    const release = await store.tryLock('refresh:s', 50);
    expect(await store.tryLock('refresh:s', 50)).toBeNull();
    await release!();
    expect(await store.tryLock('refresh:s', 50)).toBeTypeOf('function');
    await new Promise((r) => setTimeout(r, 80));
    expect(await store.tryLock('refresh:s', 50)).toBeTypeOf('function');
  });

  it('makes rate limiters that count in this process', async () => {
    const limiter = createMemoryStore().rateLimiter({ keyPrefix: 'x', points: 1, duration: 60 });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
  });
});
