// Counters that fail safe both ways, on a real Redis made to fail during a burst: stopped (SIGSTOP), paused
// (CLIENT PAUSE), slow (replies held back past the command time-out) and flapping (connections cut again and
// again). A class behind one school address signs in throughout while a guesser tries hamza's password. Afterwards:
// no more wrong passwords reached the upstream than the limit allows (per instance), every child of the class was
// served, the shared counters hold exactly the failures the upstream judged, and the right password from that
// address signs in at once.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithRedis, type RedisServer } from '../support/redis';
import type { RedisProxy } from '../support/redis-proxy';
import { codes, GqlClient, LOGIN, PASSWORD, type GqlResult, type Stack } from './support';
import { startTwoStacks, type TwoStacks } from './two-stacks';

const PAIR_LIMIT = 10;
const ADDRESS_LIMIT = 40;
const CLASS_SIGN_INS = 110;
const CLASS_CONCURRENCY = 4; // below the pair limit: in-flight attempts count against it
const GUESSES = 20;
const FAULT_MS = 3000;
const TEST_MS = 90_000;

const LIMITS = {
  TRUST_PROXY_HOPS: '1',
  RATE_LIMIT_LOGIN_PER_USERNAME: String(PAIR_LIMIT),
  RATE_LIMIT_LOGIN_PER_IP: String(ADDRESS_LIMIT),
  RATE_LIMIT_WINDOW_MS: '3600000',
};

let two: TwoStacks;
let redis: RedisServer;
let proxy: RedisProxy;
let reader: Redis;
let stacks: Stack[] = [];
let nextAddress = 1;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeWithRedis('sign-in limits while Redis fails mid-burst', () => {
  beforeAll(async () => {
    // Two instances on one Redis (through the proxy, so it can be made slow or cut), one REST double; the
    // stores wait for a reply as long as in production (500 ms), which the faults are measured against.
    two = await startTwoStacks({ env: LIMITS, proxy: true, commandTimeoutMs: 500 });
    ({ redis, stacks } = two);
    proxy = two.proxy!;
    reader = new Redis(redis.url, { keyPrefix: 'learnify:' });
  });
  afterAll(async () => {
    reader?.disconnect();
    await two?.close();
  });
  beforeEach(() => {
    stacks[0]!.double.reset();
  });

  const signIn = (url: string, address: string, username: string, password: string) =>
    new GqlClient(url, { 'x-forwarded-for': address }).gql(LOGIN, {
      input: { username, password, remember: false, tokenDelivery: 'BEARER' },
    });

  const wrongTokenCalls = () =>
    stacks[0]!.double.requests.filter((r) => {
      const body = (r.body ?? {}) as { username?: string; password?: string };
      return r.path === '/api/token/' && body.username === 'hamza' && body.password !== PASSWORD;
    }).length;

  /** `n` calls of `send`, at most `concurrency` at a time. */
  async function pool(n: number, concurrency: number, send: (i: number) => Promise<GqlResult>) {
    const answers: GqlResult[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) answers.push(await send(next++));
      }),
    );
    return answers;
  }

  /**
   * The class and the guesser from one address over `urls`, with `fault` switched on shortly after they start and
   * off `FAULT_MS` later; then the checks every fault must pass.
   */
  async function burstThrough(
    fault: { on(): Promise<void> | void; off(): Promise<void> | void },
    urls: string[],
  ) {
    const address = `203.0.113.${nextAddress++}`;
    const at = (i: number) => urls[i % urls.length]!;
    const faultDone = (async () => {
      await sleep(100);
      await fault.on();
      await sleep(FAULT_MS);
      await fault.off();
    })();
    const [school, guesses] = await Promise.all([
      pool(CLASS_SIGN_INS, CLASS_CONCURRENCY, (i) => signIn(at(i), address, 'ayesha', PASSWORD)),
      Promise.all(Array.from({ length: GUESSES }, (_, i) => signIn(at(i), address, 'hamza', `wrong-${i}`))),
      faultDone,
    ]);
    const reached = wrongTokenCalls();
    const [addressCount, pairCount] = await Promise.all([
      reader.get(`signin:ip:${address}`),
      reader.get(`signin:pair:${address}|hamza`),
    ]);
    const refusedChildren = school.filter((a) => codes(a).includes('RATE_LIMITED')).length;
    console.info(
      `${urls.length} instance(s): class refused ${refusedChildren}; ${reached} guesses reached the upstream;` +
        ` Redis counters when the fault ended: address ${addressCount ?? 0}, pair ${pairCount ?? 0}`,
    );
    // The school did not pay: every child was signed in, none was told to wait.
    expect(school.filter((a) => codes(a).includes('RATE_LIMITED'))).toHaveLength(0);
    expect(school.filter((a) => a.data?.login?.session)).toHaveLength(CLASS_SIGN_INS);
    // The upstream did not pay: no more guesses reached it than each instance's limit.
    expect(reached).toBeLessThanOrEqual(PAIR_LIMIT * urls.length);
    expect(guesses.filter((a) => codes(a).includes('RATE_LIMITED')).length).toBe(GUESSES - reached);

    // Right after: the right password from that address signs in at once (first try), and the shared counters
    // hold exactly the failures the upstream judged — nothing the store could not confirm was left counted.
    const right = await signIn(urls[0]!, `${address}`, 'ayesha', PASSWORD);
    expect(codes(right)).toEqual([]);
    expect(right.data.login.session).toBeTruthy();
    const counters = async () => ({
      address: Number((await reader.get(`signin:ip:${address}`)) ?? 0),
      pair: Number((await reader.get(`signin:pair:${address}|hamza`)) ?? 0),
    });
    // What is owed to Redis is sent within a second or two of it answering again (waited for up to 30 s: a busy
    // machine's seconds are long).
    const deadline = Date.now() + 30_000;
    let after = await counters();
    while ((after.address !== reached || after.pair !== reached) && Date.now() < deadline) {
      await sleep(100);
      after = await counters();
    }
    console.info(`once settled: address ${after.address}, pair ${after.pair}`);
    expect(after).toEqual({ address: reached, pair: reached });
  }

  it(
    'Redis stopped (SIGSTOP) mid-burst, one instance',
    async () => {
      await burstThrough(
        {
          on: () => void process.kill(redis.pid!, 'SIGSTOP'),
          off: () => void process.kill(redis.pid!, 'SIGCONT'),
        },
        [stacks[0]!.url],
      );
    },
    TEST_MS,
  );

  it(
    'Redis paused (CLIENT PAUSE) mid-burst, two instances',
    async () => {
      await burstThrough(
        {
          on: async () => void (await reader.call('CLIENT', 'PAUSE', String(FAULT_MS), 'ALL')),
          off: () => undefined,
        },
        stacks.map((s) => s.url),
      );
    },
    TEST_MS,
  );

  it(
    'Redis slow: every reply later than the command time-out, two instances',
    async () => {
      await burstThrough(
        {
          on: () => void (proxy.delayMs = 700),
          off: () => void (proxy.delayMs = 0),
        },
        stacks.map((s) => s.url),
      );
    },
    TEST_MS,
  );

  it(
    'Redis flapping: connections cut every 250 ms, two instances',
    async () => {
      let timer: NodeJS.Timeout | undefined;
      await burstThrough(
        {
          on: () => {
            proxy.cut();
            timer = setInterval(() => proxy.cut(), 250);
          },
          off: () => clearInterval(timer),
        },
        stacks.map((s) => s.url),
      );
    },
    TEST_MS,
  );
});
