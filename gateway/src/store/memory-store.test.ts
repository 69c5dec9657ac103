import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store';
import { isRefusal } from './store';

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

  it('makes limiters that count in this process', async () => {
    const limiter = createMemoryStore().limiter({ keyPrefix: 'x', points: 1, durationMs: 60_000 });
    expect(isRefusal(await limiter.reserve('k'))).toBe(false);
    expect(isRefusal(await limiter.reserve('k'))).toBe(true);
  });
});
