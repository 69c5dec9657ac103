// Count before acting: a limit holds against parallel requests only if each attempt is reserved atomically before the
// upstream is asked. Bursts of concurrent wrong passwords for one (username, address), and of logout and
// refreshSession from one address, on one instance and on two instances sharing a real Redis; what reached the REST
// double is counted. `BURST=400 npx vitest run test/gateway/security-bursts.test.ts` sends larger bursts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeWithRedis } from '../support/redis';
import { startTwoInstances, upstreamCalls, type TwoInstances } from '../support/two-instances';
import {
  codes,
  GqlClient,
  LOGIN,
  PASSWORD,
  startStack,
  upstreamToken,
  type GqlResult,
  type Stack,
} from './support';

const BURST = Number(process.env.BURST ?? 50);
const LIMIT = 10; // RATE_LIMIT_LOGIN_PER_USERNAME
const SESSION_LIMIT = 5; // RATE_LIMIT_LOGOUT_PER_IP and RATE_LIMIT_REFRESH_PER_IP
/** Every request of a burst is answered within this, the limited ones included. */
const PER_REQUEST_MS = 10_000;
/** A whole burst test: the requests queue on a shared two-core machine. */
const TEST_MS = 60_000;

const LIMITS = {
  RATE_LIMIT_LOGIN_PER_USERNAME: String(LIMIT),
  // Every request comes from 127.0.0.1: the address ceiling would hide the pair's limit.
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: '0',
  RATE_LIMIT_LOGOUT_PER_IP: String(SESSION_LIMIT),
  RATE_LIMIT_REFRESH_PER_IP: String(SESSION_LIMIT),
  RATE_LIMIT_WINDOW_MS: '3600000',
};

const REFRESH =
  'mutation R($input: RefreshSessionInput!) { refreshSession(input: $input) { tokens { accessToken } errors { code } } }';
const LOGOUT_EVERYWHERE = 'mutation { logout(input: { everywhere: true }) { success } }';

/** Sends `n` requests at once (`send(i)`), each timed; all are answered within `PER_REQUEST_MS`. */
async function burst(n: number, send: (i: number) => Promise<GqlResult>): Promise<GqlResult[]> {
  const answers = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const started = performance.now();
      const answer = await send(i);
      return { answer, ms: performance.now() - started };
    }),
  );
  for (const { ms } of answers) expect(ms).toBeLessThan(PER_REQUEST_MS);
  return answers.map((a) => a.answer);
}

const rateLimited = (answers: GqlResult[]) => answers.filter((a) => codes(a).includes('RATE_LIMITED')).length;

const signedOut = (answers: GqlResult[]) =>
  answers.filter((a) => (a.data as { logout?: { success?: boolean } } | undefined)?.logout?.success).length;

const refreshed = (answers: GqlResult[]) =>
  answers.filter(
    (a) => (a.data as { refreshSession?: { tokens?: unknown } } | undefined)?.refreshSession?.tokens,
  ).length;

/**
 * A logout whose bearer was already signed out by another logout of the burst (`UNAUTHENTICATED`, reason
 * `SIGNED_OUT`): which of the burst run first is up to the machine, so this bucket is counted, not assumed empty.
 */
const alreadySignedOut = (answers: GqlResult[]) =>
  answers.filter((a) =>
    a.errors?.some(
      (e) => e.extensions?.code === 'UNAUTHENTICATED' && e.extensions['reason'] === 'SIGNED_OUT',
    ),
  ).length;

/** A refresh refused as a user error (`INVALID_CREDENTIALS`): its token was signed out by a logout of the burst. */
const refusedRefreshes = (answers: GqlResult[]) =>
  answers.filter((a) =>
    (
      a.data as { refreshSession?: { errors?: Array<{ code: string }> } } | undefined
    )?.refreshSession?.errors?.some((e) => e.code === 'INVALID_CREDENTIALS'),
  ).length;

/** The answers no bucket counts, shown whole so a failure says what came back instead. */
const outside = (answers: GqlResult[], buckets: Array<(answers: GqlResult[]) => number>) =>
  answers.filter((a) => buckets.every((count) => count([a]) === 0));

/** Sign-ins the upstream judged and refused (the only other answer a wrong password may get). */
const refusedPasswords = (answers: GqlResult[]) =>
  answers.filter((a) =>
    (a.data as { login?: { errors?: Array<{ code: string }> } } | undefined)?.login?.errors?.some(
      (e) => e.code === 'INVALID_CREDENTIALS',
    ),
  ).length;

const wrongLogin = (url: string, i: number) =>
  new GqlClient(url).gql(LOGIN, {
    input: { username: 'hamza', password: `wrong-${i}`, remember: false, tokenDelivery: 'BEARER' },
  });

/** Token calls the double received with a wrong password for `username`. */
const wrongTokenCalls = (requests: Array<{ path: string; body: unknown }>, username: string) =>
  requests.filter((r) => {
    const body = (r.body ?? {}) as { username?: string; password?: string };
    return r.path === '/api/token/' && body.username === username && body.password !== PASSWORD;
  }).length;

async function refreshTokenOf(url: string): Promise<string> {
  const login = await new GqlClient(url).login('ayesha', { bearer: true });
  return (login.data.login.session.tokens as { refreshToken: string }).refreshToken;
}

describe('one instance', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(LIMITS);
  });
  afterAll(() => stack.close());
  beforeEach(() => stack.double.reset());

  it(
    `${BURST} parallel wrong passwords for one (username, address): at most ${LIMIT} reach the upstream`,
    async () => {
      const answers = await burst(BURST, (i) => wrongLogin(stack.url, i));
      const reached = wrongTokenCalls(stack.double.requests, 'hamza');
      console.info(`one instance: ${BURST} parallel wrong passwords, ${reached} reached the upstream`);
      expect(reached).toBeLessThanOrEqual(LIMIT);
      expect(reached).toBeGreaterThan(0);
      expect(rateLimited(answers)).toBeGreaterThanOrEqual(BURST - LIMIT);
      expect(outside(answers, [rateLimited, refusedPasswords])).toEqual([]);
      // Still limited afterwards, for the right password too, without asking the upstream.
      const before = stack.upstreamCalls('/api/token/');
      const right = await new GqlClient(stack.url).gql(LOGIN, {
        input: { username: 'hamza', password: PASSWORD, remember: false, tokenDelivery: 'BEARER' },
      });
      expect(codes(right)).toEqual(['RATE_LIMITED']);
      expect(stack.upstreamCalls('/api/token/')).toBe(before);
    },
    TEST_MS,
  );

  it(
    `${BURST} parallel logout(everywhere) from one address: at most ${SESSION_LIMIT} are carried out`,
    async () => {
      const access = await upstreamToken(stack.double, 'ayesha');
      const answers = await burst(BURST, () =>
        new GqlClient(stack.url, { authorization: `Bearer ${access}` }).gql(LOGOUT_EVERYWHERE),
      );
      // (`user/me/` is asked for every bearer request before execution, limited or not: not a measure here.)
      expect(signedOut(answers)).toBeLessThanOrEqual(SESSION_LIMIT);
      // Every answer in one bucket: limited, carried out, or refused for a bearer an earlier one signed out.
      expect(outside(answers, [rateLimited, signedOut, alreadySignedOut])).toEqual([]);
    },
    TEST_MS,
  );

  it(
    `${BURST} parallel refreshSession from one address: at most ${SESSION_LIMIT} reach the upstream`,
    async () => {
      const refreshToken = await refreshTokenOf(stack.url);
      const answers = await burst(BURST, () =>
        new GqlClient(stack.url).gql(REFRESH, { input: { refreshToken } }),
      );
      expect(rateLimited(answers)).toBe(BURST - SESSION_LIMIT);
      expect(stack.upstreamCalls('/api/token/refresh/')).toBeLessThanOrEqual(SESSION_LIMIT);
    },
    TEST_MS,
  );
});

describeWithRedis('two instances on one Redis', () => {
  let stack: TwoInstances;
  beforeAll(async () => {
    stack = await startTwoInstances({ env: { ...LIMITS, LOG_LEVEL: 'silent' }, stderr: 'ignore' });
  }, 90_000);
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => stack.double.reset());

  const either = (i: number) => (i % 2 === 0 ? stack.a.url : stack.b.url);

  it(
    `${BURST} parallel wrong passwords spread over both: at most ${LIMIT} reach the upstream`,
    async () => {
      const answers = await burst(BURST, (i) => wrongLogin(either(i), i));
      const reached = wrongTokenCalls(stack.double.requests, 'hamza');
      console.info(`two instances: ${BURST} parallel wrong passwords, ${reached} reached the upstream`);
      expect(reached).toBeLessThanOrEqual(LIMIT);
      expect(reached).toBeGreaterThan(0);
      expect(rateLimited(answers)).toBeGreaterThanOrEqual(BURST - LIMIT);
      expect(outside(answers, [rateLimited, refusedPasswords])).toEqual([]);
    },
    TEST_MS,
  );

  it(
    `${BURST} parallel logout and refreshSession spread over both: at most ${SESSION_LIMIT} of each`,
    async () => {
      const access = await upstreamToken(stack.double, 'ayesha');
      const refreshToken = await refreshTokenOf(stack.a.url);
      stack.double.requests.length = 0;
      const answers = await burst(BURST * 2, (i) =>
        i % 2 === 0
          ? new GqlClient(either(i >> 1), { authorization: `Bearer ${access}` }).gql(LOGOUT_EVERYWHERE)
          : new GqlClient(either(i >> 1)).gql(REFRESH, { input: { refreshToken } }),
      );
      const [logouts, refreshes] = [
        answers.filter((_, i) => i % 2 === 0),
        answers.filter((_, i) => i % 2 === 1),
      ];
      expect(signedOut(logouts)).toBeLessThanOrEqual(SESSION_LIMIT);
      expect(refreshed(refreshes)).toBeLessThanOrEqual(SESSION_LIMIT);
      // Every answer in one bucket. Which logouts and refreshes ran first is up to the machine: a logout after one
      // that was carried out meets a signed-out bearer, and a refresh after it a signed-out token.
      expect(outside(logouts, [rateLimited, signedOut, alreadySignedOut])).toEqual([]);
      expect(outside(refreshes, [rateLimited, refreshed, refusedRefreshes])).toEqual([]);
      expect(upstreamCalls(stack.double, '/api/token/refresh/')).toBeLessThanOrEqual(SESSION_LIMIT);
    },
    TEST_MS,
  );
});
