import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import { MAX_DELAY_MS, SignInThrottle } from './sign-in-throttle';

const limits = { perIp: 5, perUsername: 3, usernameSlowdown: 2, windowMs: 60_000 };

describe('SignInThrottle', () => {
  it('blocks the failing (username, address) pair only, and forgives it after a success', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    const a = { username: 'hamza', address: '203.0.113.1' };
    for (let i = 0; i < 3; i++) expect(await t.reservePair('hamza', a.address)).toBe(0);
    expect(await t.reservePair('hamza', a.address)).toBeGreaterThan(0);
    expect(await t.reservePair('hamza', '198.51.100.2')).toBe(0);
    expect(await t.reservePair('ayesha', a.address)).toBe(0);
    await t.succeeded(a);
    expect(await t.reservePair('hamza', a.address)).toBe(0);
  });

  it('reserves atomically: of 40 parallel attempts for one pair, only the limit is taken', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    const waits = await Promise.all(Array.from({ length: 40 }, () => t.reservePair('hamza', '203.0.113.1')));
    expect(waits.filter((w) => w === 0)).toHaveLength(limits.perUsername);
  });

  it('gives a reservation back when no password was judged', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    const a = { username: 'hamza', address: '203.0.113.1' };
    for (let i = 0; i < 10; i++) {
      expect(await t.reservePair('hamza', a.address)).toBe(0);
      await t.released(a);
    }
  });

  it('slows a username failing from many addresses, with a growing, capped delay', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    expect(await t.slowDownMs('hamza')).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      await t.failed({ username: 'hamza', address: `192.0.2.${i}` });
      delays.push(await t.slowDownMs('hamza'));
    }
    expect(delays.slice(0, 1)).toEqual([0]);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_DELAY_MS);
    expect(await t.slowDownMs('ayesha')).toBe(0);
  });

  it('counts every attempt per address and turns a limit of 0 off', async () => {
    const t = new SignInThrottle(createMemoryStore(), limits);
    for (let i = 0; i < 5; i++) expect(await t.attemptFrom('203.0.113.9')).toBe(0);
    expect(await t.attemptFrom('203.0.113.9')).toBeGreaterThan(0);
    const off = new SignInThrottle(createMemoryStore(), { ...limits, perIp: 0, perUsername: 0 });
    for (let i = 0; i < 10; i++) expect(await off.attemptFrom('x')).toBe(0);
    expect(await off.reservePair('hamza', 'x')).toBe(0);
  });

  it('drops a give-back that would land after its window: the next window never starts below zero', async () => {
    const t = new SignInThrottle(createMemoryStore(), { ...limits, windowMs: 2000 });
    expect(await t.attemptFrom('203.0.113.7')).toBe(0);
    await new Promise((r) => setTimeout(r, 2100)); // the window ended while the attempt was out
    await t.releasedFrom('203.0.113.7');
    for (let i = 0; i < limits.perIp; i++) expect(await t.attemptFrom('203.0.113.7')).toBe(0);
    expect(await t.attemptFrom('203.0.113.7')).toBeGreaterThan(0);
  });
});
