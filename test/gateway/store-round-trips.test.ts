// A request reads what it needs from the store at once: its credential's revocation and its standing are asked
// together, so a signed-in request waits for the store once, not twice in a row.
import { describe, expect, it } from 'vitest';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { upstreamToken } from './support';
import { useStack } from './stack-support';

const stack = useStack({}, { resetDouble: false });

/**
 * Counts the store's waits: a read issued while none is pending starts a new one. Every read answers a turn of the
 * event loop later, as a store over the network would.
 */
function countWaits(): { waits: () => number; keys: string[]; restore: () => void } {
  let pending = 0;
  let waits = 0;
  const keys: string[] = [];
  const store = stack.gateway.store;
  const kvs = [store.cache, store.entries] as KeyValueCache<string>[];
  const originals = kvs.map((kv) => kv.get);
  for (const kv of kvs) {
    const read = kv.get.bind(kv);
    kv.get = async (key: string) => {
      if (pending === 0) waits += 1;
      pending += 1;
      keys.push(key);
      try {
        await new Promise((resolve) => setImmediate(resolve));
        return await read(key);
      } finally {
        pending -= 1;
      }
    };
  }
  const restore = () => kvs.forEach((kv, i) => (kv.get = originals[i]!));
  return { waits: () => waits, keys, restore };
}

const VIEWER = '{ viewer { user { fullName } } }';

describe('store reads of a signed-in request', () => {
  it('ask for a bearer token’s revocation and its standing in one wait', async () => {
    const client = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'ayesha')}` });
    expect((await client.gql(VIEWER)).errors).toBeUndefined(); // its standing is kept from now on
    const counted = countWaits();
    const answer = await client.gql(VIEWER);
    expect(answer.errors).toBeUndefined();
    expect(counted.keys.some((k) => k.includes('viewer:v2'))).toBe(true);
    counted.restore();
    expect(counted.waits()).toBe(1);
  });

  it('ask for a cookie session’s revocation and its standing in one wait', async () => {
    const client = await stack.signedIn('ayesha');
    expect((await client.gql(VIEWER)).errors).toBeUndefined();
    const counted = countWaits();
    expect((await client.gql(VIEWER)).errors).toBeUndefined();
    expect(counted.keys.some((k) => k.includes('viewer:v2'))).toBe(true);
    counted.restore();
    expect(counted.waits()).toBe(1);
  });
});
