import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './cluster-backoff';

describe('RestartBackoff', () => {
  it('replaces a worker that had been serving at once', () => {
    expect(new RestartBackoff().next(60_000)).toBe(0);
  });

  it('doubles the wait while workers keep dying soon after they start, up to the cap', () => {
    const backoff = new RestartBackoff({ baseMs: 250, maxMs: 4000, stableAfterMs: 30_000 });
    const delays = Array.from({ length: 8 }, () => backoff.next(100));
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000, 4000]);
  });

  it('starts over once a worker has stayed up', () => {
    const backoff = new RestartBackoff({ baseMs: 250, maxMs: 4000, stableAfterMs: 30_000 });
    backoff.next(10);
    backoff.next(10);
    expect(backoff.next(45_000)).toBe(0);
    expect(backoff.next(10)).toBe(250);
  });
});
