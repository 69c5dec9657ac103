import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import { isRefusal, type Refusal, type Reservation } from '../store/store';
import { MAX_DELAY_MS, SignInThrottle } from './sign-in-throttle';

const limits = { perIp: 5, perUsername: 3, usernameSlowdown: 2, windowMs: 60_000 };

/** The reservation, failing the test when it was refused. */
function taken(r: Reservation | Refusal): Reservation {
  if (isRefusal(r)) throw new Error(`refused for ${r.retryAfterMs} ms`);
  return r;
}
const refused = (r: Reservation | Refusal) => isRefusal(r) && r.retryAfterMs > 0;

describe('SignInThrottle', () => {
  it('blocks the failing (username, address) pair only, and forgives it after a success', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    for (let i = 0; i < 3; i++) await taken(await t.reservePair('hamza', '203.0.113.1')).keep();
    expect(refused(await t.reservePair('hamza', '203.0.113.1'))).toBe(true);
    taken(await t.reservePair('hamza', '198.51.100.2'));
    taken(await t.reservePair('ayesha', '203.0.113.1'));
    await t.succeeded('hamza', '203.0.113.1');
    taken(await t.reservePair('hamza', '203.0.113.1'));
  });

  it('reserves atomically: of 40 parallel attempts for one pair, only the limit is taken', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => t.reservePair('hamza', '203.0.113.1')),
    );
    expect(results.filter((r) => !isRefusal(r))).toHaveLength(limits.perUsername);
  });

  it('does not count refusals: giving back the reservations that were taken opens the pair again', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => t.reservePair('hamza', '203.0.113.1')),
    );
    for (const r of results) if (!isRefusal(r)) await r.giveBack();
    for (let i = 0; i < limits.perUsername; i++) taken(await t.reservePair('hamza', '203.0.113.1'));
  });

  it('gives a reservation back when no password was judged', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    for (let i = 0; i < 10; i++) await taken(await t.reservePair('hamza', '203.0.113.1')).giveBack();
  });

  it('slows a username failing from many addresses, with a growing, capped delay', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    expect(await t.slowDownMs('hamza')).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      await t.failed('hamza');
      delays.push(await t.slowDownMs('hamza'));
    }
    expect(delays.slice(0, 1)).toEqual([0]);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_DELAY_MS);
    expect(await t.slowDownMs('ayesha')).toBe(0);
  });

  it('counts every attempt per address and turns a limit of 0 off', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    for (let i = 0; i < 5; i++) taken(await t.attemptFrom('203.0.113.9'));
    expect(refused(await t.attemptFrom('203.0.113.9'))).toBe(true);
    const off = new SignInThrottle(createMemoryStore(), { ...limits, perIp: 0, perUsername: 0 });
    for (let i = 0; i < 10; i++) taken(await off.attemptFrom('x'));
    taken(await off.reservePair('hamza', 'x'));
  });

  it('drops a give-back that would land after its window: the next window never starts below zero', async () => {
    const t = new SignInThrottle(createMemoryStore(), { ...limits, windowMs: 2000 });
    const late = taken(await t.attemptFrom('203.0.113.7'));
    expect(late.windowEndsAt).toBeGreaterThan(Date.now());
    await new Promise((r) => setTimeout(r, 2100)); // the window ended while the attempt was out
    await late.giveBack();
    for (let i = 0; i < limits.perIp; i++) taken(await t.attemptFrom('203.0.113.7'));
    expect(refused(await t.attemptFrom('203.0.113.7'))).toBe(true);
  });
});
