import { afterAll, beforeAll, expect, it } from 'vitest';
import { BatchedReads } from '../../gateway/src/session/batched-reads';
import { createRedisStore } from '../../gateway/src/store/redis-store';
import type { GatewayStore } from '../../gateway/src/store/store';
import { describeWithRedis, startRedis, type RedisServer } from '../support/redis';

describeWithRedis('BatchedReads on Redis (one MGET)', () => {
  let redis: RedisServer;
  let store: GatewayStore;
  beforeAll(async () => {
    redis = await startRedis();
    store = await createRedisStore({ url: redis.url, keyPrefix: 'batched-test:' });
  });
  afterAll(async () => {
    await store.close();
    await redis.stop();
  });

  it('reads cache and entries keys side by side under the store prefix', async () => {
    await store.cache.set('revoked:sid:s1', '1', { ttl: 60 });
    await store.entries.set('viewer:v2:sid:s1', '{"username":"ayesha"}', 60_000);
    const reads = new BatchedReads(store);
    expect(
      await Promise.all([
        reads.cache.get('revoked:sid:s1'),
        reads.entries.get('viewer:v2:sid:s1'),
        reads.cache.get('viewer:v2:sid:s1'), // the same name in the other space is another key
        reads.entries.get('revoked:sid:s1'),
      ]),
    ).toEqual(['1', '{"username":"ayesha"}', undefined, undefined]);
  });
});
