import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store';
import { isRefusal } from './store';

describe('memory store', () => {
  it('gives a lock to one holder at a time and lets it lapse', async () => {
    // The clock moves only when the test moves it: a busy machine cannot make a lock lapse early.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = createMemoryStore();
      const release = await store.tryLock('refresh:s', 50);
      vi.advanceTimersByTime(49);
      expect(await store.tryLock('refresh:s', 50)).toBeNull();
      await release!();
      expect(await store.tryLock('refresh:s', 50)).toBeTypeOf('function');
      vi.advanceTimersByTime(49);
      expect(await store.tryLock('refresh:s', 50)).toBeNull();
      vi.advanceTimersByTime(1);
      expect(await store.tryLock('refresh:s', 50)).toBeTypeOf('function');
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes limiters that count in this process', async () => {
    const limiter = createMemoryStore().limiter({ keyPrefix: 'x', points: 1, durationMs: 60_000 });
    expect(isRefusal(await limiter.reserve('k'))).toBe(false);
    expect(isRefusal(await limiter.reserve('k'))).toBe(true);
  });
});
