// The store's limiter on a real Redis: a reservation is taken or refused in one script, refusals are not counted,
// and a reservation whose reply Redis never gave in time (stopped with SIGSTOP) is decided by the instance's
// insurance limiter and settled in Redis once it answers again, so the
// shared count ends holding exactly the attempts that were kept.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createRedisStore } from '../../gateway/src/store/redis-store';
import { StoreStalledError } from '../../gateway/src/store/stall-breaker';
import { isRefusal, type GatewayStore, type Reservation } from '../../gateway/src/store/store';
import { describeWithRedis, startRedis, type RedisServer } from '../support/redis';
import { startRedisProxy } from '../support/redis-proxy';
import { startTwoInstances, type TwoInstances } from '../support/two-instances';
import { GqlClient, LOGIN, PASSWORD } from './support';

/**
 * Long enough that no healthy command (200 at once included) misses it on a busy machine; a stopped Redis still
 * costs only one of it.
 */
const COMMAND_TIMEOUT_MS = 1000;
/** Waits end as soon as they hold; up to 30 s leaves room for a busy machine. */
const UNTIL_BUSY = { timeout: 30_000, interval: 100 };

describeWithRedis('limiter on Redis', () => {
  let redis: RedisServer;
  let reader: Redis;
  let a: GatewayStore;
  let b: GatewayStore;
  beforeAll(async () => {
    redis = await startRedis();
    reader = new Redis(redis.url, { keyPrefix: 'learnify:' });
    [a, b] = await Promise.all([
      createRedisStore({ url: redis.url, commandTimeoutMs: COMMAND_TIMEOUT_MS }),
      createRedisStore({ url: redis.url, commandTimeoutMs: COMMAND_TIMEOUT_MS }),
    ]);
  });
  afterAll(async () => {
    if (redis?.pid) process.kill(redis.pid, 'SIGCONT');
    await a?.close();
    await b?.close();
    reader?.disconnect();
    await redis?.stop();
  });

  const count = async (key: string) => Number((await reader.get(key)) ?? 0);

  it('200 parallel reservations over two stores take exactly the limit, and the refusals are not counted', async () => {
    const opts = { keyPrefix: 'burst', points: 10, durationMs: 60_000 };
    const [la, lb] = [a.limiter(opts), b.limiter(opts)];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? la : lb).reserve('pair')),
    );
    const taken = results.filter((r): r is Reservation => !isRefusal(r));
    expect(taken).toHaveLength(10);
    expect(await count('burst:pair')).toBe(10);
    await Promise.all(taken.slice(0, 4).map((r) => r.giveBack()));
    expect(await count('burst:pair')).toBe(6);
    // Given back twice, or after the counter was reset: never below what it holds.
    await taken[0]!.giveBack();
    await la.reset('pair');
    await taken[5]!.giveBack();
    expect(await count('burst:pair')).toBe(0);
    expect(isRefusal(await lb.reserve('pair'))).toBe(false);
    expect(await count('burst:pair')).toBe(1);
  });

  it('a reservation given back leaves nothing in Redis: refusals before the upstream cannot grow it', async () => {
    // Every sign-in refused for a locked pair, or that succeeded, reserves the address's point and gives it back:
    // one anonymous client can repeat that as fast as the gateway answers, within one window.
    const limiter = a.limiter({ keyPrefix: 'given', points: 5, durationMs: 60_000 });
    const kept = await limiter.reserve('ip');
    await (kept as Reservation).keep();
    for (let i = 0; i < 300; i += 20) {
      const taken = await Promise.all(Array.from({ length: 20 }, () => limiter.reserve('ip')));
      await Promise.all(taken.map((r) => (isRefusal(r) ? undefined : r.giveBack())));
    }
    expect(await count('given:ip')).toBe(1);
    // One mark: the reservation that was kept.
    expect(await reader.hlen('given:ip:r')).toBe(1);
    // A success forgets the pair, and what it held with it.
    await limiter.reset('ip');
    expect(await reader.hlen('given:ip:r')).toBe(0);
  });

  it('a reservation Redis does not answer in time is decided in memory, then settled in Redis when it answers', async () => {
    const limiter = a.limiter({ keyPrefix: 'stalled', points: 5, durationMs: 60_000 });
    const before = await limiter.reserve('k');
    expect(isRefusal(before)).toBe(false);
    await (before as Reservation).keep();
    process.kill(redis.pid!, 'SIGSTOP');
    let during: Array<Awaited<ReturnType<typeof limiter.reserve>>>;
    try {
      during = [];
      for (let i = 0; i < 8; i++) during.push(await limiter.reserve('k'));
    } finally {
      process.kill(redis.pid!, 'SIGCONT');
    }
    // The insurance limiter counts what this instance holds (the one kept before): 4 more taken, the rest refused.
    const taken = during.filter((r): r is Reservation => !isRefusal(r));
    expect(taken).toHaveLength(4);
    // The first was sent before the stall was noticed: Redis counts it when it wakes up, and it is given back.
    // The second was never sent: it was a failure judged while Redis was away, and is kept.
    await taken[0]!.giveBack();
    await taken[1]!.keep();
    await Promise.all(taken.slice(2).map((r) => r.giveBack()));
    // Once Redis answers, what is owed is sent (before any later limiter command): the shared count is 1 + 1.
    await vi.waitFor(async () => expect(await count('stalled:k')).toBe(2), UNTIL_BUSY);
    await new Promise((r) => setTimeout(r, 1500)); // and stays so: nothing else lands later
    expect(await count('stalled:k')).toBe(2);
  });

  it('an instance whose Redis is slow decides in memory counting what Redis last held, and what it owes lands', async () => {
    // A reaches Redis through a proxy that can hold its replies back; B talks to Redis directly.
    const proxy = await startRedisProxy(redis);
    const slow = await createRedisStore({ url: proxy.url, commandTimeoutMs: COMMAND_TIMEOUT_MS });
    try {
      const opts = { keyPrefix: 'owed', points: 10, durationMs: 60_000 };
      const [la, lb] = [slow.limiter(opts), b.limiter(opts)];
      for (let i = 0; i < 5; i++) await ((await lb.reserve('k')) as Reservation).keep();
      await ((await la.reserve('k')) as Reservation).keep(); // A hears Redis hold 6
      proxy.delayMs = 3 * COMMAND_TIMEOUT_MS;
      const during: Array<Awaited<ReturnType<typeof la.reserve>>> = [];
      for (let i = 0; i < 8; i++) during.push(await la.reserve('k'));
      const taken = during.filter((r): r is Reservation => !isRefusal(r));
      // 6 held in Redis + 4 decided in memory: the limit, not 6 + the limit.
      expect(taken).toHaveLength(4);
      // Judged failures are kept; one given back (its attempt was never judged) leaves nothing counted.
      await taken[0]!.giveBack();
      await Promise.all(taken.slice(1).map((r) => r.keep()));
      proxy.delayMs = 0;
      // Owed settlements land once Redis answers A again: 6 + 3 kept (waited for up to 30 s on a busy machine).
      await vi.waitFor(async () => expect(await count('owed:k')).toBe(9), UNTIL_BUSY);
      // A hears it too: its replies, held back behind the slow ones, have all come (one round trip after them).
      await vi.waitUntil(() => slow.healthy(), UNTIL_BUSY);
      expect(await la.count('k')).toBe(9);
      // Both instances now see one point left, and only one.
      expect(isRefusal(await lb.reserve('k'))).toBe(false);
      expect(isRefusal(await la.reserve('k'))).toBe(true);
      expect(await count('owed:k')).toBe(10);
    } finally {
      await slow.close();
      await proxy.close();
    }
  });

  it('a success that resets a key while what it owes Redis is landing leaves nothing counted for the key', async () => {
    const proxy = await startRedisProxy(redis);
    const slow = await createRedisStore({ url: proxy.url, commandTimeoutMs: COMMAND_TIMEOUT_MS });
    try {
      const opts = { keyPrefix: 'reset-owed', points: 10, durationMs: 60_000 };
      const la = slow.limiter(opts);
      // Four judged failures decided in memory while Redis is slow: owed to Redis as kept.
      proxy.delayMs = 3 * COMMAND_TIMEOUT_MS;
      for (let i = 0; i < 4; i++) await ((await la.reserve('k')) as Reservation).keep();
      // Redis answers again, and the right password resets the key before what A owes has landed.
      proxy.delayMs = 0;
      await la.reset('k');
      await vi.waitFor(async () => expect(await count('reset-owed:k')).toBe(0), UNTIL_BUSY);
      // One round trip after the settlements: their replies have all come back to A.
      await vi.waitUntil(() => slow.healthy(), UNTIL_BUSY);
      // Redis slow again: A counts in memory what Redis last reported. The reset forgot the four; so must A.
      proxy.delayMs = 3 * COMMAND_TIMEOUT_MS;
      expect(await la.count('k')).toBe(0);
      const during: Array<Awaited<ReturnType<typeof la.reserve>>> = [];
      for (let i = 0; i < 10; i++) during.push(await la.reserve('k'));
      expect(during.filter((r) => !isRefusal(r))).toHaveLength(10);
      proxy.delayMs = 0;
    } finally {
      await slow.close();
      await proxy.close();
    }
  });

  it('a reservation whose reply comes after a reset of its key leaves nothing counted for the key', async () => {
    const proxy = await startRedisProxy(redis);
    const slow = await createRedisStore({ url: proxy.url, commandTimeoutMs: COMMAND_TIMEOUT_MS });
    try {
      const opts = { keyPrefix: 'reset-racing', points: 10, durationMs: 60_000 };
      const la = slow.limiter(opts);
      for (let i = 0; i < 5; i++) await ((await la.reserve('k')) as Reservation).keep();
      // A wrong password's reservation is on its way (Redis answers well inside the time-out) when a right
      // password resets the key: Redis runs the reservation, then the reset.
      proxy.delayMs = COMMAND_TIMEOUT_MS / 4;
      const racing = la.reserve('k');
      await la.reset('k');
      const reservation = await racing;
      expect(isRefusal(reservation)).toBe(false);
      await (reservation as Reservation).keep();
      expect(await count('reset-racing:k')).toBe(0);
      // Redis slow: A counts in memory what Redis last reported, which is what the reset left: nothing.
      proxy.delayMs = 3 * COMMAND_TIMEOUT_MS;
      expect(await la.count('k')).toBe(0);
      proxy.delayMs = 0;
    } finally {
      await slow.close();
      await proxy.close();
    }
  });

  it("a Redis slower than the command time-out never hands one command another command's reply", async () => {
    const proxy = await startRedisProxy(redis);
    const store = await createRedisStore({ url: proxy.url, commandTimeoutMs: 200, keyPrefix: 'slow:' });
    const limiter = store.limiter({ keyPrefix: 'mixed', points: 1000, durationMs: 60_000 });
    try {
      await store.cache.set('c', 'cached', { ttl: 60 });
      await store.entries.set('e', 'entry', 60_000);
      const wrong: string[] = [];
      const expectOne = async (what: string, call: Promise<unknown>, ok: (x: unknown) => boolean) => {
        const got = await call.catch(() => 'rejected');
        if (got !== 'rejected' && !ok(got)) wrong.push(`${what}: ${JSON.stringify(got)}`);
      };
      const calls: Promise<void>[] = [];
      for (let i = 0; i < 120; i++) {
        proxy.delayMs = Math.floor(i / 20) % 2 === 1 ? 300 : 0; // slow, fast, slow, …
        calls.push(
          expectOne('cache', store.cache.get('c'), (x) => x === 'cached' || x === undefined),
          expectOne('entry', store.entries.get('e'), (x) => x === 'entry'),
          expectOne('count', limiter.count('k'), (x) => typeof x === 'number'),
          expectOne('reserve', limiter.reserve('k'), (x) => typeof x === 'object' && x !== null),
          expectOne('lock', store.tryLock(`l${i}`, 1000), (x) => x === null || typeof x === 'function'),
          expectOne('reset', limiter.reset(`r${i}`), (x) => x === undefined),
        );
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all(calls);
      expect(wrong).toEqual([]);
    } finally {
      await store.close();
      await proxy.close();
    }
  });

  it('a stalled Redis costs one command time-out, then is skipped for a moment by every store call', async () => {
    const failures: string[] = [];
    const store = await createRedisStore({
      url: redis.url,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
      keyPrefix: 'stall:',
      // Calls that waited on Redis; the skipped ones fail with StoreStalledError without sending anything.
      onError: (op, err) => void (err instanceof StoreStalledError || failures.push(op)),
    });
    try {
      await store.cache.set('c', 'cached', { ttl: 60 });
      process.kill(redis.pid!, 'SIGSTOP');
      try {
        for (let i = 0; i < 10; i++) expect(await store.cache.get('c')).toBeUndefined();
        await expect(store.entries.get('e')).rejects.toThrow();
        expect(typeof (await store.tryLock('l', 1000))).toBe('function');
      } finally {
        process.kill(redis.pid!, 'SIGCONT');
      }
      // Only the first call waited on Redis (and failed); the others did not send anything.
      expect(failures).toEqual(['get']);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await store.cache.get('c')).toBe('cached');
    } finally {
      await store.close();
    }
  });
});

describeWithRedis('limiter on two gateway processes, one stopped (SIGSTOP) mid-burst', () => {
  const LIMIT = 10;
  let two: TwoInstances;
  beforeAll(async () => {
    // A reaches Redis through a proxy, so its replies can be held back long enough for A to be stopped while one is
    // on its way: the state in which a stopped instance wakes up.
    two = await startTwoInstances({
      stderr: 'ignore',
      proxyForA: true,
      env: {
        TRUST_PROXY_HOPS: '1',
        RATE_LIMIT_LOGIN_PER_USERNAME: String(LIMIT),
        RATE_LIMIT_LOGIN_PER_IP: String(LIMIT),
        RATE_LIMIT_WINDOW_MS: '3600000',
        LOG_LEVEL: 'silent',
      },
    });
  });
  afterAll(async () => {
    for (const g of [two?.a, two?.b]) if (g?.child.pid) process.kill(g.child.pid, 'SIGCONT');
    await two?.close();
  });

  const guess = (url: string, address: string, i: number) =>
    new GqlClient(url, { 'x-forwarded-for': address }).gql(LOGIN, {
      input: { username: 'hamza', password: `wrong-${i}`, remember: false, tokenDelivery: 'BEARER' },
    });
  const wrongReached = () =>
    two.double.requests.filter((r) => {
      const body = (r.body ?? {}) as { username?: string; password?: string };
      return r.path === '/api/token/' && body.username === 'hamza' && body.password !== PASSWORD;
    }).length;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('wrong passwords from one address over both instances, A stopped with a reservation in flight: the upstream sees at most the limit', async () => {
    const address = '198.51.100.7';
    const pid = two.a.child.pid!;
    const proxy = two.proxyA!;
    // Six judged failures, three through each instance: both hold points, and A has heard Redis count them.
    for (let i = 0; i < 6; i++) await guess(i % 2 ? two.b.url : two.a.url, address, i);
    expect(wrongReached()).toBe(6);
    // A's next reservation reaches Redis (which counts it), but its reply is held back; A is stopped meanwhile.
    proxy.delayMs = 300;
    const inFlight = guess(two.a.url, address, 6);
    while (proxy.heldReplies === 0) await sleep(5);
    process.kill(pid, 'SIGSTOP');
    // While A is stopped, more guesses queue at A, and B (Redis answering it at once) takes what is left.
    const queued = Array.from({ length: 6 }, (_, i) => guess(two.a.url, address, 10 + i));
    try {
      for (let i = 0; i < 6; i++) await guess(two.b.url, address, 20 + i);
      await sleep(3000); // far past A's command time-out (500 ms): A wakes up to replies it waited for too long
      proxy.delayMs = 0;
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const answers = await Promise.all([inFlight, ...queued]);
    const reached = wrongReached();
    console.info(
      `stopped instance: ${reached} wrong passwords reached the upstream (limit ${LIMIT}); A answered ` +
        answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'judged').join(','),
    );
    expect(reached).toBeLessThanOrEqual(LIMIT);
    // The seventh (A's, in flight) and B's were judged up to the limit: the limit was reached, not undercut.
    expect(reached).toBe(LIMIT);
  });
});
