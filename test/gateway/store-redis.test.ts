// The shared store on a real Redis (test/support/redis.ts): cache TTL, lock exclusivity and expiry, rate limits
// counted across two gateway instances, and the documented fail-open behaviour while Redis is down and after it
// returns (docs/operations.md, "When Redis is down").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from '../../gateway/src/store/redis-store';
import { createStore, storeReadiness } from '../../gateway/src/store/index';
import { createSessionSealer } from '../../gateway/src/session/seal';
import { sharedExchange } from '../../gateway/src/session/shared-refresh';
import { TokenRefresher } from '../../gateway/src/session/token-refresher';
import { isRefusal, type GatewayStore } from '../../gateway/src/store/store';
import { describeWithRedis, startRedis, type RedisServer } from '../support/redis';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Store `a`'s command time-out: what waiting on a dead connection would cost. */
const DEAD_WAIT_MS = 20_000;
/** "At once" while Redis is down: generous for a busy machine, far below DEAD_WAIT_MS. */
const PROMPT_MS = 5_000;

async function until(check: () => Promise<boolean>, deadlineMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    if (await check()) return Date.now() - start;
    await sleep(50);
  }
  throw new Error(`condition not met within ${deadlineMs} ms`);
}

describe('createStore', () => {
  it('keeps state in process memory when REDIS_URL is unset', async () => {
    const store = await createStore({ redisUrl: undefined, redisKeyPrefix: 'learnify:' });
    expect(store.kind).toBe('memory');
    expect(await store.healthy()).toBe(true);
    expect(await storeReadiness(store)).toBe('memory');
    await store.close();
  });
});

describeWithRedis('Redis store', () => {
  let redis: RedisServer;
  let a: GatewayStore; // two stores on one Redis stand for two gateway instances
  let b: GatewayStore;
  const errors: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    // A command time-out far above the bounds below: a call that waited on the dead connection instead of failing
    // at once would take this long, however quiet the machine.
    a = await createRedisStore({
      url: redis.url,
      keyPrefix: 'test:',
      commandTimeoutMs: DEAD_WAIT_MS,
      onError: (op) => errors.push(op),
    });
    b = await createStore({ redisUrl: redis.url, redisKeyPrefix: 'test:' });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('is healthy when connected', async () => {
    expect([a.kind, await a.healthy(), await b.healthy()]).toEqual(['redis', true, true]);
    expect(await storeReadiness(a)).toBe('ok');
  });

  it('shares cache entries between instances, and lets them lapse after their TTL (seconds)', async () => {
    await a.cache.set('catalogue', '{"grades":5}', { ttl: 1 });
    expect(await b.cache.get('catalogue')).toBe('{"grades":5}');
    await sleep(1500);
    expect(await b.cache.get('catalogue')).toBeUndefined();
    await a.cache.set('k', 'v', { ttl: 60 });
    expect(await b.cache.delete('k')).toBe(true);
    expect(await a.cache.get('k')).toBeUndefined();
  });

  it('sets state entries only over what a writer read, atomically across instances', async () => {
    expect(await a.entries.compareAndSet('cas', undefined, '1', 60_000)).toBe(true);
    expect(await b.entries.compareAndSet('cas', undefined, '2', 60_000)).toBe(false);
    expect(await b.entries.compareAndSet('cas', '1', '2', 60_000)).toBe(true);
    expect(await a.entries.compareAndSet('cas', '1', '3', 60_000)).toBe(false);
    expect(await a.entries.get('cas')).toBe('2');
    await a.entries.delete('cas');
    expect(await b.entries.get('cas')).toBeUndefined();
  });

  it('gives a lock to one instance at a time', async () => {
    const release = await a.tryLock('refresh:s1', 5000);
    expect(release).toBeTypeOf('function');
    expect(await b.tryLock('refresh:s1', 5000)).toBeNull();
    expect(await a.tryLock('refresh:s1', 5000)).toBeNull();
    await release!();
    const next = await b.tryLock('refresh:s1', 5000);
    expect(next).toBeTypeOf('function');
    await next!();
  });

  it('lets a lock lapse, and a late release never frees the next holder', async () => {
    const stale = await a.tryLock('refresh:s2', 200);
    expect(stale).toBeTypeOf('function');
    await sleep(300);
    const fresh = await b.tryLock('refresh:s2', 5000);
    expect(fresh).toBeTypeOf('function');
    await stale!(); // the first holder wakes up late
    expect(await a.tryLock('refresh:s2', 5000)).toBeNull();
    await fresh!();
  });

  it('counts a rate limit across instances', async () => {
    const opts = { keyPrefix: 'login-user', points: 3, durationMs: 60_000 };
    const onA = a.limiter(opts);
    const onB = b.limiter(opts);
    expect(isRefusal(await onA.reserve('hamza|10.0.0.1'))).toBe(false);
    expect(isRefusal(await onB.reserve('hamza|10.0.0.1'))).toBe(false);
    expect(isRefusal(await onA.reserve('hamza|10.0.0.1'))).toBe(false);
    const refused = await onB.reserve('hamza|10.0.0.1');
    expect(isRefusal(refused) && refused.retryAfterMs).toBeGreaterThan(0);
    // Another key is untouched.
    expect(isRefusal(await onB.reserve('ayesha|10.0.0.1'))).toBe(false);
  });

  it('refreshes one session once when both instances need it at the same moment', async () => {
    const key = await createSessionSealer({ sealing: ['k'.repeat(32)], openOnly: [] });
    let calls = 0;
    const exchange = async () => {
      calls += 1;
      await sleep(150);
      return `access-${calls}`;
    };
    const onA = new TokenRefresher(sharedExchange({ store: a, key, exchange, pollMs: 20 }));
    const onB = new TokenRefresher(sharedExchange({ store: b, key, exchange, pollMs: 20 }));
    const results = await Promise.all([onA.refresh('rt-shared', 'old'), onB.refresh('rt-shared', 'old')]);
    expect(results).toEqual(['access-1', 'access-1']);
    expect(calls).toBe(1);
  });

  it('while Redis is down: unhealthy at once, caches miss, locks granted, limits per instance; heals after', async () => {
    await a.cache.set('before', 'x', { ttl: 60 });
    const limiter = a.limiter({ keyPrefix: 'outage', points: 2, durationMs: 60_000 });
    await redis.kill();

    // healthy() answers promptly and truthfully.
    await until(async () => !(await a.healthy()), PROMPT_MS);
    let started = Date.now();
    expect(await a.healthy()).toBe(false);
    expect(await storeReadiness(b)).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);

    // Cache: a miss, a dropped write, a failed delete — each quickly, none throws.
    started = Date.now();
    expect(await a.cache.get('before')).toBeUndefined();
    await a.cache.set('during', 'y', { ttl: 60 });
    expect(await a.cache.delete('before')).toBe(false);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    expect(errors).toEqual(expect.arrayContaining(['get', 'set', 'delete']));

    // State entries reject (quickly): each JsonCache caller's declared policy decides what that means.
    started = Date.now();
    await expect(a.entries.get('before')).rejects.toThrow();
    await expect(a.entries.compareAndSet('x', undefined, '1', 1000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);

    // Lock: fail open (the holder proceeds without cross-instance exclusion).
    const release = await a.tryLock('refresh:s3', 1000);
    expect(release).toBeTypeOf('function');
    await release!();

    // Limits: the in-memory insurance limiter counts on this instance.
    expect(isRefusal(await limiter.reserve('10.0.0.9'))).toBe(false);
    expect(isRefusal(await limiter.reserve('10.0.0.9'))).toBe(false);
    expect(isRefusal(await limiter.reserve('10.0.0.9'))).toBe(true);

    // Redis returns (empty): the stores reconnect by themselves.
    await redis.restart();
    await until(() => a.healthy(), 30_000);
    await until(() => b.healthy(), 30_000);
    await a.cache.set('after', 'z', { ttl: 60 });
    expect(await b.cache.get('after')).toBe('z');
    const lock = await b.tryLock('refresh:s3', 1000);
    expect(lock).toBeTypeOf('function');
    expect(await a.tryLock('refresh:s3', 1000)).toBeNull();
    await lock!();
  });
});
