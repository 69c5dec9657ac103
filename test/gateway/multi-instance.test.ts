// Two gateway instances (separate processes, different ports, one SESSION_SECRET) on one Redis and one REST
// double: the state that must be shared between instances is. The harness is test/support/two-instances.ts,
// the same one `npm run demo:two-instances` runs.
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { Redis } from 'ioredis';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, spawnTs, stopProcess, waitForUrl } from '../support/processes';
import { describeWithRedis } from '../support/redis';
import { startTwoInstances, upstreamCalls, type TwoInstances } from '../support/two-instances';
import { GqlClient, LOGIN, PASSWORD, codes, signInAt } from './support';

const LIMIT = 4; // RATE_LIMIT_LOGIN_PER_USERNAME for these instances
const METRICS_TOKEN = 'metrics-token-for-tests';
const HISTORY = '{ quizHistory { entries { quizTitle } } }';
const GRADES = '{ grades { id label } }';
const OVERVIEW =
  '{ classOverview { composedAt students { username averagePercentage } missing { username } } }';

let stack: TwoInstances;

/**
 * Waits for an instance's shared copy of a public value: it is written after that instance has answered (a saving,
 * not a duty: gateway/src/upstream/public-cache.ts), so a request on the other instance may come first.
 */
async function sharedCopyIn(redisUrl: string, pattern: string): Promise<void> {
  const reader = new Redis(redisUrl);
  try {
    for (let i = 0; i < 250; i++) {
      if ((await reader.keys(pattern)).length > 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no shared copy matching ${pattern}`);
  } finally {
    reader.disconnect();
  }
}

const wrongLogin = (url: string, username: string, password = 'wrong-password') =>
  new GqlClient(url).gql(LOGIN, { input: { username, password, remember: false, tokenDelivery: 'BEARER' } });

describeWithRedis('two gateway instances on one Redis', () => {
  beforeAll(async () => {
    stack = await startTwoInstances({
      env: {
        RATE_LIMIT_LOGIN_PER_USERNAME: String(LIMIT),
        RATE_LIMIT_LOGIN_PER_IP: '100',
        METRICS_TOKEN,
      },
      stderr: 'ignore',
    });
  }, 90_000);
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.double.requests.length = 0;
  });

  // Holds without the shared store too (sealed, stateless cookies): it checks the harness itself.
  it('a cookie session made on A is accepted on B (one SESSION_SECRET)', async () => {
    const onA = await signInAt(stack.a.url, 'ayesha');
    const onB = onA.on(stack.b.url);
    const res = await onB.gql(HISTORY);
    expect(codes(res)).toEqual([]);
    expect(res.data.quizHistory.entries).toBeInstanceOf(Array);
  });

  // Limits, revocations, the response cache and composed overviews live in the shared store: both instances see them.
  describe('shared state', () => {
    it(`wrong passwords spread over both instances hit the limit at ${LIMIT}`, async () => {
      for (let i = 0; i < LIMIT; i += 1) {
        const res = await wrongLogin(i % 2 === 0 ? stack.a.url : stack.b.url, 'hamza');
        expect(res.data.login.errors[0].code).toBe('INVALID_CREDENTIALS');
      }
      for (const url of [stack.a.url, stack.b.url]) {
        const refused = await wrongLogin(url, 'hamza', PASSWORD);
        expect(refused.status).toBe(429);
        expect(codes(refused)).toEqual(['RATE_LIMITED']);
      }
      // The upstream saw exactly the attempts below the limit.
      expect(upstreamCalls(stack.double, '/api/token/', 'POST')).toBe(LIMIT);
    });

    it('a cookie signed out on A is refused on B', async () => {
      const onA = await signInAt(stack.a.url, 'ayesha');
      const copy = new Map(onA.cookies);
      const onB = new GqlClient(stack.b.url);
      for (const [k, v] of copy) onB.cookies.set(k, v);
      expect(codes(await onB.gql(HISTORY))).toEqual([]);
      expect((await onA.gql('mutation { logout { success } }')).data.logout.success).toBe(true);
      const replay = await onB.gql(HISTORY);
      expect(codes(replay)).toContain('UNAUTHENTICATED');
    });

    it('a public query cached by A is served by B with no upstream call', async () => {
      const first = await new GqlClient(stack.a.url).gql(GRADES);
      expect(first.data.grades.length).toBeGreaterThan(0);
      const calls = upstreamCalls(stack.double, '/api/grades/');
      expect(calls).toBe(1);
      await sharedCopyIn(stack.redis.url, '*public:grades/*');
      const second = await new GqlClient(stack.b.url).gql(GRADES);
      expect(second.data).toEqual(first.data);
      expect(upstreamCalls(stack.double, '/api/grades/')).toBe(calls);
    });

    it('a class overview composed on A is read from the shared store on B, with no upstream call', async () => {
      const onA = await signInAt(stack.a.url, 'mrs.khan');
      const first = await onA.gql(OVERVIEW);
      expect(codes(first)).toEqual([]);
      expect(first.data.classOverview.students.map((s: { username: string }) => s.username)).toEqual([
        'ayesha',
        'hamza',
        'sana',
      ]);
      const onB = onA.on(stack.b.url);
      stack.double.requests.length = 0;
      const second = await onB.gql(OVERVIEW);
      expect(second.data.classOverview).toEqual(first.data.classOverview);
      expect(stack.double.requests.map((r) => r.path)).toEqual([]);
    });

    it('/metrics counts the operations and the upstream endpoints they reached, by template', async () => {
      // As the web client sends it: the sign-up screen's persisted hash (its operations are the labelled ones).
      const [hash] = Object.entries(manifest).find(([, text]) => text.includes('query SignupScreen '))!;
      const sent = await fetch(`${stack.a.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'SignupScreen',
          extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace('sha256:', '') } },
        }),
      });
      expect(sent.status).toBe(200);
      const unauthorized = await fetch(`${stack.a.url}/metrics`);
      expect(unauthorized.status).toBe(401);
      const res = await fetch(`${stack.a.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await res.text();
      expect(text).toMatch(/learnify_graphql_requests_total\{operation="SignupScreen",outcome="ok"\} \d+/);
      expect(text).toMatch(
        /learnify_upstream_requests_total\{method="GET",endpoint="grades\/",status="2xx"\}/,
      );
    });

    it('with Redis killed: both stay up, /readyz says so, public data comes from the upstream; all heals after', async () => {
      await stack.redis.kill();
      try {
        for (const instance of [stack.a, stack.b]) {
          const ready = await fetch(`${instance.url}/readyz`);
          expect(await ready.json()).toMatchObject({ store: 'unavailable' });
          // Caches fail open: the answer still comes (from this instance's own copy, or the upstream).
          const res = await new GqlClient(instance.url).gql(GRADES);
          expect(res.errors).toBeUndefined();
          expect(res.data.grades.length).toBeGreaterThan(0);
          const other = await new GqlClient(instance.url).gql('{ catalogue { id } }');
          expect(other.errors).toBeUndefined();
          expect(other.data.catalogue.length).toBeGreaterThan(0);
          // Sign-in still works (rate limits fall back to per-instance memory).
          expect((await new GqlClient(instance.url).login('ayesha')).data.login.session).not.toBeNull();
        }
      } finally {
        await stack.redis.restart();
      }
      const deadline = Date.now() + 15_000;
      for (const instance of [stack.a, stack.b]) {
        for (;;) {
          const body = (await (await fetch(`${instance.url}/readyz`)).json()) as { store?: string };
          if (body.store === 'ok') break;
          if (Date.now() > deadline) throw new Error(`${instance.name} did not see Redis return`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    });
  });
});

// The real gateway under `runCluster`: /healthz answers the worker's `pid` outside production.
describeWithRedis('GATEWAY_WORKERS=2', () => {
  /** The first worker answering (a starved machine compiles two workers' sources at once). */
  const START_MS = 60_000;
  /** The second worker answering after the first. */
  const SECOND_WORKER_MS = 30_000;
  describe('the real gateway', () => {
    it(
      'serves one port from two processes',
      async () => {
        const { startRedis } = await import('../support/redis');
        const { startUpstreamDouble } = await import('@learnify/upstream-double');
        const redis = await startRedis();
        const double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
        const port = await freePort();
        const child = spawnTs(
          ['gateway/src/index.ts'],
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            GATEWAY_WORKERS: '2',
            REDIS_URL: redis.url,
            UPSTREAM_URL: double.url,
            SESSION_SECRET: randomBytes(32).toString('base64url'),
            LOG_LEVEL: 'warn',
            WEB_DIST_DIR: '/nonexistent/learnify-web-dist',
          },
          ['ignore', 'ignore', 'ignore'],
        );
        try {
          await waitForUrl(`http://127.0.0.1:${port}/healthz`, child, START_MS);
          const pids = new Set<number>();
          // The second worker may still be booting when the first answers: keep asking for a while.
          const deadline = Date.now() + SECOND_WORKER_MS;
          while (pids.size < 2 && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 50));
            // A new connection each time: the primary hands connections to the workers in turn.
            const body = await new Promise<string>((resolve, reject) => {
              get({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 3000 }, (res) => {
                let text = '';
                res.on('data', (c: Buffer) => (text += c.toString()));
                res.on('end', () => resolve(text));
              }).on('error', reject);
            });
            pids.add((JSON.parse(body) as { pid: number }).pid);
          }
          expect(pids.size).toBe(2);
          expect(pids.has(child.pid!)).toBe(false);
        } finally {
          await stopProcess(child);
          await double.close();
          await redis.stop();
        }
        // Longer than both waits, and the stop after them: a slow start fails with its own message.
      },
      START_MS + SECOND_WORKER_MS + 30_000,
    );
  });
});
