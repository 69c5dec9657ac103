import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';
import type { GatewayStore } from './store';

/** A store whose leases are always free: as if the instance before had just let go of its own. */
const freeLeases = { tryLock: async () => async () => undefined } as unknown as GatewayStore;

describe('SingleFlight', () => {
  it('uses the result another instance stored between the first look and taking the lease', async () => {
    const stored: Array<string | undefined> = [undefined, 'theirs'];
    let computed = 0;
    const flights = new SingleFlight<string>(freeLeases, { leaseMs: 1000, pollMs: 1 });
    const result = await flights.run('k', {
      read: async () => stored.shift(),
      compute: async () => {
        computed += 1;
        return 'ours';
      },
    });
    expect(result).toBe('theirs');
    expect(computed).toBe(0);
  });

  it('computes once, under the lease, when nothing was stored', async () => {
    let computed = 0;
    const flights = new SingleFlight<string>(freeLeases, { leaseMs: 1000, pollMs: 1 });
    const work = {
      read: async () => undefined,
      compute: async () => {
        computed += 1;
        return 'ours';
      },
    };
    expect(await Promise.all([flights.run('k', work), flights.run('k', work)])).toEqual(['ours', 'ours']);
    expect(computed).toBe(1);
  });
});
