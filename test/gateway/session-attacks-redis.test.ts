// The session paths attacked across two instances on one real Redis: a bearer token whose digest and claims each
// instance remembers (ADR 0049) is refused the moment it is signed out on the other, in a parallel burst too; forged
// and unsigned tokens sign no one in however often they are sent; and with Redis stalled mid-burst (SIGSTOP), a
// child's own session is served throughout, a sign-out holds on the instance that made it, and every sign-out holds
// everywhere once Redis answers again (docs/operations.md, "Sign-outs while Redis is down, exactly"); a renewal
// failing upstream (503, then slow) under a parallel burst on both instances never signs her out. Last, a
// subscription expired upstream is seen by both instances once the kept good standing ends (ACCOUNT_STATUS_TTL_MS).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis } from '../support/redis';
import { quizIds, START } from './quiz-support';
import { codes, GqlClient, type Stack } from './support';
import { startTwoStacks, type TwoStacks } from './two-stacks';

const ME = '{ me { username } }';
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describeWithRedis('session attacks across two instances on one Redis', () => {
  let two: TwoStacks;
  beforeAll(async () => {
    two = await startTwoStacks({
      env: { RATE_LIMIT_WINDOW_MS: '3600000', ACCOUNT_STATUS_TTL_MS: '1000' },
      commandTimeoutMs: 500,
    });
  });
  afterAll(() => two?.close());

  const bearerOf = async (stack: Stack, username: string) => {
    const login = await stack.client().login(username, { bearer: true });
    return login.data.login.session.tokens.accessToken as string;
  };
  const meWith = (stack: Stack, headers: Record<string, string>) => stack.client(headers).gql(ME);

  it('a token remembered by both instances is refused on each the moment the other signs it out', async () => {
    const { a, b } = two;
    const token = await bearerOf(a, 'hamza');
    const auth = { authorization: `Bearer ${token}` };
    for (const stack of [a, b, a, b])
      expect((await meWith(stack, auth)).data.me).toEqual({ username: 'hamza' });
    expect((await b.client(auth).gql('mutation { logout { success } }')).data.logout).toEqual({
      success: true,
    });
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => meWith(i % 2 ? b : a, auth)));
    for (const res of burst) {
      expect(res.data.me).toBeNull();
      expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    }
    // Signed out everywhere on A: another token of the account, remembered on B, is refused there at once.
    const other = await bearerOf(b, 'hamza');
    expect((await meWith(b, { authorization: `Bearer ${other}` })).data.me).toEqual({ username: 'hamza' });
    const cookie = await a.signedIn('hamza');
    await cookie.gql('mutation { logout(input: { everywhere: true }) { success } }');
    expect((await meWith(b, { authorization: `Bearer ${other}` })).data.me).toBeNull();
  });

  it('forged, unsigned and expired tokens naming an account sign no one in, however often sent', async () => {
    const { a, b, double } = two;
    const real = await bearerOf(a, 'ayesha');
    const [, payload = ''] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}`,
      `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.${real.split('.')[2]}`,
      `${real.split('.')[0]}.${b64({ ...claims, exp: now - 600 })}.${real.split('.')[2]}`,
    ];
    const before = double.requests.length;
    const answers = await Promise.all(
      forged.flatMap((token) => [a, b].map((stack) => meWith(stack, { authorization: `Bearer ${token}` }))),
    );
    // Sent again: the refusal is remembered by the token's digest, for every instance.
    for (const token of forged)
      for (const stack of [a, b, a, b])
        answers.push(await meWith(stack, { authorization: `Bearer ${token}` }));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.data.me).toBeNull();
      expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    }
    // Only `user/me/` was asked, by the first round alone.
    const asked = double.requests.slice(before);
    expect(asked.every((r) => r.path === '/api/user/me/')).toBe(true);
    expect(asked.length).toBeLessThanOrEqual(forged.length * 2);
  });

  it('with Redis stalled mid-burst her session is served, a sign-out holds where it was made, then everywhere', async () => {
    const { a, b, redis } = two;
    const him = new GqlClient(a.url);
    await him.login('bilal');
    const his = him.cookies.get('learnify_session')!;
    await him.gql('mutation { logout { success } }');
    const token = await bearerOf(a, 'bilal');
    await a.client({ authorization: `Bearer ${token}` }).gql('mutation { logout { success } }');
    const her = await a.signedIn('ayesha', { remember: true });
    const hers = her.cookies.get('learnify_session')!;
    const jar = { cookie: `learnify_session=${his}; learnify_session=${hers}` };
    process.kill(redis.pid!, 'SIGSTOP');
    const resume = setTimeout(() => process.kill(redis.pid!, 'SIGCONT'), 1500);
    try {
      // B cannot read A's sign-out while Redis is away (it fails open there, as documented): the jar goes to A.
      const [herAnswers, onA] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            i % 2 ? meWith(b, { cookie: `learnify_session=${hers}` }) : meWith(a, jar),
          ),
        ),
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            meWith(a, i % 2 ? { cookie: `learnify_session=${his}` } : { authorization: `Bearer ${token}` }),
          ),
        ),
      ]);
      for (const res of herAnswers) expect(res.data.me).toEqual({ username: 'ayesha' });
      for (const res of onA) expect(res.data.me).toBeNull();
    } finally {
      clearTimeout(resume);
      process.kill(redis.pid!, 'SIGCONT');
    }
    await expect
      .poll(async () => (await meWith(b, { cookie: `learnify_session=${his}` })).data.me, { timeout: 10_000 })
      .toBeNull();
    for (const stack of [a, b]) {
      expect((await meWith(stack, { authorization: `Bearer ${token}` })).data.me).toBeNull();
      expect((await meWith(stack, jar)).data.me).toEqual({ username: 'ayesha' });
      expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    }
  });

  it('a renewal failing upstream in a parallel burst on both instances never signs her out', async () => {
    const { a, b, double } = two;
    const her = await a.signedIn('hamza', { remember: true });
    const jar = { cookie: `learnify_session=${her.cookies.get('learnify_session')!}` };
    expect((await meWith(b, jar)).data.me).toEqual({ username: 'hamza' });
    double.admin.expireAccessTokens();
    double.faults.add({ path: /token\/refresh/, status: 503, times: 3 });
    double.faults.add({ path: /token\/refresh/, delayMs: 300, times: 2 });
    const before = double.requests.filter((r) => r.path === '/api/token/refresh/').length;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => meWith(i % 2 ? b : a, jar)));
    // Each answer is hers or retryable (the upstream's error, or her standing unknown): never a sign-out.
    for (const res of burst) {
      expect(res.setCookies.filter((c) => /max-age=0/i.test(c))).toEqual([]);
      if (res.data?.me) expect(res.data.me).toEqual({ username: 'hamza' });
      else
        expect(
          codes(res).filter((c) => !['UPSTREAM_ERROR', 'UPSTREAM_TIMEOUT', 'STANDING_UNKNOWN'].includes(c!)),
          JSON.stringify(res.errors),
        ).toEqual([]);
    }
    const refreshes = double.requests.filter((r) => r.path === '/api/token/refresh/').length - before;
    expect(refreshes).toBeLessThanOrEqual(10);
    await expect
      .poll(async () => (await meWith(a, jar)).data?.me, { timeout: 10_000 })
      .toEqual({ username: 'hamza' });
    expect((await meWith(b, jar)).data.me).toEqual({ username: 'hamza' });
  });

  it('a subscription expired upstream is seen on both instances once its kept standing ends', async () => {
    const { a, b, double } = two;
    const quizId = (await quizIds(a)).grade3[0]!.id;
    const auth = { authorization: `Bearer ${await bearerOf(a, 'ayesha')}` };
    const started = await a.client(auth).gql(START, { input: { quizId } });
    expect(started.data.startQuiz.attempt.previewMode).toBe(false);
    double.admin.expire('ayesha');
    for (const stack of [a, b])
      await expect
        .poll(
          async () => (await stack.client(auth).gql(START, { input: { quizId } })).data.startQuiz.attempt,
          {
            timeout: 10_000,
          },
        )
        .toMatchObject({ previewMode: true });
  });
});
