// Fuzz: the sign-in limits and the standing rules on a production gateway whose Redis fails. The gateway runs as in
// production (its own process, under the supervisor) on a real Redis behind a proxy that can stall it, slow it or
// cut its connections; the double fails `user/me/` as the real API can. Each case is a parallel burst.
// Properties, after every case: every answer stable and within the time bound; the process healthy; a class's right
// passwords never refused; no more wrong passwords per (username, address) reached the upstream than the limit;
// once Redis answers again, the shared counters hold exactly the failures the upstream judged. Under `user/me/`
// faults: public root fields answered exactly as to a visitor, the others STANDING_UNKNOWN, nothing else sent with
// the credential.
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithRedis, startRedis, type RedisServer } from '../support/redis';
import { startRedisProxy, type RedisProxy } from '../support/redis-proxy';
import {
  expectStableAnswer,
  FUZZ_LIMITS,
  FUZZ_RUNS,
  fuzzOptions,
  fuzzTimeout,
  REAL_PASSWORD,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';

const LIMIT = Number(FUZZ_LIMITS.RATE_LIMIT_LOGIN_PER_USERNAME);
const ADDRESS = '198.51.100.77';
/** Each case is a burst with a fault of a few seconds: fewer cases than the other suites. */
const RUNS = Math.max(5, Math.ceil(FUZZ_RUNS / 5));
const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: RedisServer;
let proxy: RedisProxy;
let reader: Redis;
let gateway: ProductionGateway;

describeWithRedis('fuzz: limits and standing while Redis and user/me/ fail', () => {
  beforeAll(async () => {
    redis = await startRedis();
    proxy = await startRedisProxy(redis);
    reader = new Redis(redis.url, { keyPrefix: 'learnify:' });
    gateway = await startProductionGateway({
      REDIS_URL: proxy.url,
      TRUST_PROXY_HOPS: '1',
      UPSTREAM_TIMEOUT_MS: '1500',
      HONOUR_BOARD_PUBLIC_NAMES: 'first-initial',
    });
  }, PRODUCTION_START_MS);
  afterAll(async () => {
    if (redis?.pid) process.kill(redis.pid, 'SIGCONT');
    await gateway?.close();
    reader?.disconnect();
    await proxy?.close();
    await redis?.stop();
  });
  beforeEach(() => gateway.double.reset());

  /** What happens to Redis during a case, starting `afterMs` into the burst. */
  const redisFault = fc.record({
    afterMs: fc.integer({ min: 0, max: 150 }),
    kind: fc.constantFrom('none', 'stop', 'pause', 'slow', 'flap'),
    ms: fc.integer({ min: 300, max: 1500 }),
  });

  async function applyFault(f: { afterMs: number; kind: string; ms: number }) {
    await sleep(f.afterMs);
    switch (f.kind) {
      case 'stop':
        process.kill(redis.pid!, 'SIGSTOP');
        await sleep(f.ms);
        process.kill(redis.pid!, 'SIGCONT');
        return;
      case 'pause':
        await reader.call('CLIENT', 'PAUSE', String(f.ms), 'ALL');
        await sleep(f.ms);
        return;
      case 'slow':
        proxy.delayMs = 600;
        await sleep(f.ms);
        proxy.delayMs = 0;
        return;
      case 'flap':
        for (let t = 0; t < f.ms; t += 200) {
          proxy.cut();
          await sleep(200);
        }
        return;
    }
  }

  const signIn = (username: string, password: string) => ({
    headers: { ...json, 'x-forwarded-for': ADDRESS },
    body: JSON.stringify({
      query: 'mutation L($input: LoginInput!) { login(input: $input) { session { role } errors { code } } }',
      variables: { input: { username, password, tokenDelivery: 'BEARER' } },
    }),
  });

  const counter = async (key: string) => Number((await reader.get(key)) ?? 0);

  it(
    'sign-in bursts with Redis stopped, paused, slow or flapping: bounded, the class served, counters exact',
    async () => {
      let n = 0;
      let judged = 0; // every wrong password the upstream judged over the run, all from ADDRESS
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 25 }),
          fc.integer({ min: 0, max: LIMIT - 1 }),
          redisFault,
          async (guesses, rightOnes, fault) => {
            // A fresh username for the guesses (it exists nowhere: every password is wrong), and a real child
            // signing in beside them from the same address, never more at once than her pair's limit.
            const guessed = `fuzz_${(n += 1)}_${Date.now() % 100_000}`;
            const burst = [
              ...Array.from({ length: guesses }, (_, i) => signIn(guessed, `wrong-${i}`)),
              ...Array.from({ length: rightOnes }, () => signIn('ayesha', REAL_PASSWORD)),
            ];
            const [answers] = await Promise.all([
              Promise.all(burst.map((req) => gateway.send(req))),
              applyFault(fault),
            ]);
            const bodies = answers.map((a, i) =>
              expectStableAnswer(a, `${fault.kind}: ${i < guesses ? 'guess' : 'right password'}`),
            ) as Array<{
              data?: { login?: { session?: unknown } };
              errors?: Array<{ extensions?: { code?: unknown } }>;
            }>;
            for (const body of bodies.slice(guesses))
              expect(body.data?.login?.session, `a right password during ${fault.kind}`).toBeTruthy();
            const reached = gateway.double.requests.filter(
              (r) => r.path === '/api/token/' && (r.body as { username?: string }).username === guessed,
            ).length;
            expect(reached, `guesses past the limit during ${fault.kind}`).toBeLessThanOrEqual(LIMIT);
            judged += reached;
            // A replaced worker would have lost what it owed Redis: checked first, so it is named as such.
            await gateway.expectHealthy();
            // Once Redis answers again, what the instance owes it is settled within a moment.
            const expected = { pair: reached, address: judged, ayesha: 0 };
            const read = async () => ({
              pair: await counter(`signin:pair:${ADDRESS}|${guessed}`),
              address: await counter(`signin:ip:${ADDRESS}`),
              ayesha: await counter(`signin:pair:${ADDRESS}|ayesha`),
            });
            const deadline = Date.now() + 30_000; // ends as soon as it holds: room for a busy machine
            let got = await read();
            while (JSON.stringify(got) !== JSON.stringify(expected) && Date.now() < deadline) {
              await sleep(100);
              got = await read();
            }
            expect(got, `shared counters after ${fault.kind}`).toEqual(expected);
          },
        ),
        // The counters carry over from case to case: a shrunk replay would only repeat the first failure.
        { ...fuzzOptions(RUNS), endOnFailure: true },
      );
    },
    fuzzTimeout(RUNS * 3),
  );

  const PUBLIC_FIELDS = [
    'grades { id label }',
    'passwordPolicy { minLength forbidsUsername }',
    'catalogue { id name }',
    'honourBoard(kind: SHINING_STARS) { grades { grade topStudents { rank username } } }',
  ];
  const NON_NULL_OWN = ['quizHistory { id }', 'subscriptionInfo { id }'];
  const OWN_FIELDS = [
    'me { username }',
    'quizHistory { id }',
    'subscriptionInfo { id }',
    'myProgress { grade }',
  ];
  const meFault = fc.constantFrom(
    { delayMs: 2_000 },
    { status: 503 },
    { status: 502, html: true },
    { status: 429, body: { detail: 'Request was throttled.' } },
    { status: 200, body: 'garbage <html>' },
    { drop: true },
  );

  it(
    'with user/me/ failing, parallel queries of public and own fields: public as a visitor, the rest refused',
    async () => {
      const visitorAnswer = new Map<string, unknown>();
      for (const f of PUBLIC_FIELDS) {
        const a = await gateway.send({ headers: json, body: JSON.stringify({ query: `{ x: ${f} }` }) });
        visitorAnswer.set(f, (expectStableAnswer(a, f) as { data: { x: unknown } }).data.x);
      }
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              fields: fc.uniqueArray(fc.constantFrom(...PUBLIC_FIELDS, ...OWN_FIELDS), {
                minLength: 1,
                maxLength: 4,
              }),
              inFragment: fc.boolean(),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          meFault,
          redisFault,
          async (queries, fault, storeFault) => {
            const tokens = (await (
              await fetch(`${gateway.double.url}token/`, {
                method: 'POST',
                headers: json,
                body: JSON.stringify({ username: 'sana', password: REAL_PASSWORD }),
              })
            ).json()) as { access: string };
            gateway.double.requests.length = 0;
            gateway.double.faults.add({ path: '/api/user/me/', ...fault });
            try {
              const docs = queries.map((q) => {
                const selection = q.fields.map((f, i) => `f${i}: ${f}`).join(' ');
                return q.inFragment
                  ? `query { ...F } fragment F on Query { ${selection} }`
                  : `{ ${selection} }`;
              });
              const [answers] = await Promise.all([
                Promise.all(
                  docs.map((query) =>
                    gateway.send({
                      headers: { ...json, authorization: `Bearer ${tokens.access}` },
                      body: JSON.stringify({ query }),
                    }),
                  ),
                ),
                applyFault(storeFault),
              ]);
              answers.forEach((answer, i) => {
                const body = expectStableAnswer(answer, docs[i]!) as {
                  data?: Record<string, unknown> | null;
                  errors?: Array<{ path?: string[]; extensions?: { code?: unknown; retryable?: unknown } }>;
                };
                const fields = queries[i]!.fields;
                const anyPublic = fields.some((f) => PUBLIC_FIELDS.includes(f));
                for (const e of body.errors ?? []) {
                  expect(e.extensions?.code, docs[i]).toBe('STANDING_UNKNOWN');
                  expect(e.extensions?.retryable, docs[i]).toBe(true);
                }
                // A refused non-null root field nulls the whole answer (GraphQL's null propagation).
                const nulled = fields.some((f) => NON_NULL_OWN.includes(f));
                if (nulled && anyPublic) expect(body.data ?? null, docs[i]).toBeNull();
                if (!nulled)
                  fields.forEach((f, j) => {
                    if (PUBLIC_FIELDS.includes(f))
                      expect(body.data?.[`f${j}`], `${f} in ${docs[i]}`).toEqual(visitorAnswer.get(f));
                    else if (anyPublic)
                      expect(
                        body.errors?.some((e) => e.path?.[0] === `f${j}`),
                        `${f} in ${docs[i]}`,
                      ).toBe(true);
                  });
                if (!anyPublic) expect(answer.kind === 'answer' && answer.status, docs[i]).toBe(503);
              });
              const credentialed = gateway.double.requests.filter(
                (r) => r.headers.authorization && r.path !== '/api/user/me/',
              );
              expect(credentialed.map((r) => r.path)).toEqual([]);
            } finally {
              gateway.double.faults.clear();
            }
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(RUNS),
      );
    },
    fuzzTimeout(RUNS * 3),
  );
});
