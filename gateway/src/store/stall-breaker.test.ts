import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StallBreaker, StoreStalledError } from './stall-breaker';

describe('StallBreaker', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('skips Redis for its back-off after a call failed within its time-out', async () => {
    const breaker = new StallBreaker(1000, 500);
    const sentAt = Date.now();
    vi.advanceTimersByTime(500); // the time-out, on time: Redis did not answer
    breaker.trip(sentAt);
    expect(breaker.open).toBe(true);
    await expect(breaker.run(async () => 'sent')).rejects.toBeInstanceOf(StoreStalledError);
    vi.advanceTimersByTime(1001);
    expect(breaker.open).toBe(false);
  });

  it('stays closed for a call that failed long after its time-out: this process, not Redis, was stopped', async () => {
    const breaker = new StallBreaker(1000, 500);
    const failing = breaker.run(async () => {
      vi.advanceTimersByTime(3000); // stopped (SIGSTOP) for 3 s while the call waited
      throw new Error('Command timed out');
    });
    await expect(failing).rejects.toThrow('Command timed out');
    expect(breaker.open).toBe(false);
    // Right at the bound (twice the time-out and a second) it is still Redis's failure.
    const sentAt = Date.now();
    vi.advanceTimersByTime(2000);
    breaker.trip(sentAt);
    expect(breaker.open).toBe(true);
  });

  it('without a time-out known, every failure is Redis’s', () => {
    const breaker = new StallBreaker(1000);
    const sentAt = Date.now();
    vi.advanceTimersByTime(60_000);
    breaker.trip(sentAt);
    expect(breaker.open).toBe(true);
  });
});
