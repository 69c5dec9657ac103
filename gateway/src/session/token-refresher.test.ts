import { describe, expect, it } from 'vitest';
import { TokenRefresher } from './token-refresher';

describe('TokenRefresher', () => {
  it('runs one exchange for concurrent refreshes of the same session and reuses its result', async () => {
    let calls = 0;
    const refresher = new TokenRefresher(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return `new-${calls}`;
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => refresher.refresh('R', 'old')));
    expect(results).toEqual(Array(5).fill('new-1'));
    // A request that was still using the old token arrives late: no second exchange.
    expect(await refresher.refresh('R', 'old')).toBe('new-1');
    expect(calls).toBe(1);
    // The fresh token itself was rejected: exchange again.
    expect(await refresher.refresh('R', 'new-1')).toBe('new-2');
    expect(calls).toBe(2);
  });

  it('keeps sessions apart and forgets transient failures', async () => {
    let fail = true;
    const refresher = new TokenRefresher(async (r) => {
      if (fail) throw new Error('timeout');
      return `for-${r}`;
    });
    await expect(refresher.refresh('A', 'x')).rejects.toThrow('timeout');
    fail = false;
    expect(await refresher.refresh('A', 'x')).toBe('for-A');
    expect(await refresher.refresh('B', 'x')).toBe('for-B');
  });

  it('expires remembered results', async () => {
    let now = 0;
    let calls = 0;
    const refresher = new TokenRefresher(
      async () => `t${++calls}`,
      1000,
      () => now,
    );
    await refresher.refresh('R', 'old');
    now = 2000;
    await refresher.refresh('R', 'old');
    expect(calls).toBe(2);
  });
});
