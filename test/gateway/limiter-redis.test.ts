// The store's rate limiter on a real Redis: a reservation is exact or refused. Parallel reservations for one key take
// exactly the limit; a Redis that holds the connection but does not answer (stopped with SIGSTOP) refuses the
// attempt instead of counting it in this instance's memory, where it would pass a limit other instances reached.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createRedisStore } from '../../gateway/src/store/redis-store';
import type { GatewayStore } from '../../gateway/src/store/store';
import { describeWithRedis, startRedis, type RedisServer } from '../support/redis';

describeWithRedis('rate limiter on Redis', () => {
  let redis: RedisServer;
  let a: GatewayStore;
  let b: GatewayStore;
  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([
      createRedisStore({ url: redis.url, commandTimeoutMs: 200 }),
      createRedisStore({ url: redis.url, commandTimeoutMs: 200 }),
    ]);
  }, 30_000);
  afterAll(async () => {
    if (redis?.pid) process.kill(redis.pid, 'SIGCONT');
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('200 parallel reservations over two stores take exactly the limit', async () => {
    const opts = { keyPrefix: 'burst', points: 10, duration: 60 };
    const [la, lb] = [a.rateLimiter(opts), b.rateLimiter(opts)];
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? la : lb).consume('pair')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });

  it('a reservation Redis does not answer in time is refused, not counted in memory', async () => {
    const limiter = a.rateLimiter({ keyPrefix: 'stalled', points: 100, duration: 60 });
    await limiter.consume('k');
    process.kill(redis.pid!, 'SIGSTOP');
    try {
      const refused = await limiter.consume('k').then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
    } finally {
      process.kill(redis.pid!, 'SIGCONT');
    }
    // Redis answering again: reservations are taken again.
    await expect(limiter.consume('k')).resolves.toBeInstanceOf(RateLimiterRes);
  });
});
