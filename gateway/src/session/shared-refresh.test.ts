import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import type { GatewayStore } from '../store/store';
import { createSessionSealer, unseal } from './seal';
import { sharedExchange } from './shared-refresh';
import { TokenRefresher } from './token-refresher';

const key = await createSessionSealer({ sealing: ['k'.repeat(32)], openOnly: [] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const idOf = (refresh: string) => createHash('sha256').update(refresh).digest('base64url');

describe('sharedExchange (one store, as two instances see it)', () => {
  it('refreshes a session once when two instances need it at the same time', async () => {
    const store = createMemoryStore();
    let calls = 0;
    const exchange = async () => {
      calls += 1;
      await sleep(100);
      return `access-${calls}`;
    };
    const a = new TokenRefresher(sharedExchange({ store, key, exchange, pollMs: 10 }));
    const b = new TokenRefresher(sharedExchange({ store, key, exchange, pollMs: 10 }));
    const results = await Promise.all([a.refresh('refresh-1', 'old'), b.refresh('refresh-1', 'old')]);
    expect(results).toEqual(['access-1', 'access-1']);
    expect(calls).toBe(1);
  });

  it('shares a refusal too, and keeps the token sealed in the store', async () => {
    const store = createMemoryStore();
    let calls = 0;
    const refuse = sharedExchange({ store, key, exchange: async () => (calls++, null) });
    expect(await refuse('refresh-2')).toBeNull();
    expect(await refuse('refresh-2')).toBeNull();
    expect(calls).toBe(1);

    const grant = sharedExchange({ store, key, exchange: async () => 'secret-access-token' });
    await grant('refresh-3');
    const stored = await store.cache.get(`refresh-result:${idOf('refresh-3')}`);
    expect(unseal(stored!, key)).toEqual({ access: 'secret-access-token' });
    expect(stored).not.toContain('secret-access-token');
  });

  it('refreshes by itself when the holder never shares a result (fail open)', async () => {
    const store = createMemoryStore();
    await store.tryLock(`refresh:${idOf('refresh-4')}`, 5000); // another instance took it and died
    const started = Date.now();
    const own = sharedExchange({ store, key, exchange: async () => 'mine', waitMs: 150, pollMs: 20 });
    expect(await own('refresh-4')).toBe('mine');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('does not share a failed exchange: the next attempt tries again', async () => {
    const store = createMemoryStore();
    let calls = 0;
    const flaky = sharedExchange({
      store,
      key,
      exchange: async () => {
        calls += 1;
        if (calls === 1) throw new Error('upstream down');
        return 'fresh';
      },
    });
    await expect(flaky('refresh-5')).rejects.toThrow('upstream down');
    expect(await flaky('refresh-5')).toBe('fresh');
  });
});

describe('sharedExchange over generated schedules (fast-check)', () => {
  it('gives each session its own token, once per session with the store up, never more than asked with it away', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          instances: fc.integer({ min: 2, max: 4 }),
          // Which session each request refreshes, on which instance, after how long.
          requests: fc.array(
            fc.record({ session: fc.integer({ min: 0, max: 2 }), on: fc.nat(3), after: fc.nat(15) }),
            { minLength: 1, maxLength: 12 },
          ),
          storeAway: fc.boolean(),
          exchangeMs: fc.integer({ min: 0, max: 20 }),
        }),
        async ({ instances, requests, storeAway, exchangeMs }) => {
          const memory = createMemoryStore();
          // Redis away, as the Redis store answers then: reads miss, writes are dropped, leases fail open.
          const store: GatewayStore = storeAway
            ? {
                ...memory,
                cache: { get: async () => undefined, set: async () => undefined, delete: async () => false },
                tryLock: async () => async () => undefined,
              }
            : memory;
          const calls = new Map<string, number>();
          const exchange = async (refresh: string) => {
            const n = (calls.get(refresh) ?? 0) + 1;
            calls.set(refresh, n);
            await sleep(exchangeMs);
            return `access-of-${refresh}-${n}`;
          };
          const exchanges = Array.from({ length: instances }, () =>
            sharedExchange({ store, key, exchange, pollMs: 2, waitMs: 200 }),
          );
          const got = await Promise.all(
            requests.map(async ({ session, on, after }) => {
              await sleep(after);
              return { session, access: await exchanges[on % instances]!(`refresh-${session}`) };
            }),
          );
          for (const { session, access } of got)
            expect(access).toMatch(new RegExp(`^access-of-refresh-${session}-`));
          for (const [refresh, n] of calls) {
            // With the store up: one exchange per session within its shared result's life. Away: no result is kept
            // anywhere, so never more than the requests that asked (an instance's own callers still join).
            const asked = requests.filter((r) => `refresh-${r.session}` === refresh).length;
            if (storeAway) expect(n, refresh).toBeLessThanOrEqual(asked);
            else expect(n, refresh).toBe(1);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
