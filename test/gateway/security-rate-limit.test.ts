// Login and sign-up throttling: per client IP (every attempt) and per username (failed logins, sign-ups).
// Each refusal is HTTP 429 with code RATE_LIMITED and Retry-After, and the upstream never sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, PASSWORD, startStack, type Stack } from './support';
import { useStack } from './stack-support';

const attempt = (stack: Stack, username: string, password = 'wrong-password', headers = {}) =>
  stack
    .client()
    .gql(LOGIN, { input: { username, password, remember: false, tokenDelivery: 'BEARER' } }, headers);

function expectRateLimited(res: Awaited<ReturnType<typeof attempt>>, scope: string) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope });
  expect(res.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  expect(res.errors?.[0]?.message).toMatch(/Too many sign-in attempts/);
  expect(res.data ?? null).toBeNull();
}

describe('per username (failed logins)', () => {
  const stack = useStack(
    { RATE_LIMIT_LOGIN_PER_USERNAME: '3', RATE_LIMIT_LOGIN_PER_IP: '50' },
    { resetDouble: false },
  );

  it('successful logins never count against the username', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt(stack, 'hamza', PASSWORD);
      expect(res.data.login.session).not.toBeNull();
    }
  });

  it('after 3 failures even the right password is refused, and the upstream is not asked', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt(stack, 'ayesha');
      expect(res.data.login.errors[0].code).toBe('INVALID_CREDENTIALS');
    }
    const before = stack.double.requests.length;
    expectRateLimited(await attempt(stack, 'Ayesha ', PASSWORD), 'username'); // case and spaces do not evade it
    expect(stack.double.requests.length).toBe(before);
    // Another child on the same IP is unaffected.
    expect((await attempt(stack, 'bilal', PASSWORD)).data.login.session).not.toBeNull();
  });

  it('refuses a second login in one request (aliases would bypass the username count)', async () => {
    const tries = Array.from(
      { length: 5 },
      (_, i) => `t${i}: login(input: { username: "zainab", password: "guess${i}" }) { session { role } }`,
    );
    const before = stack.upstreamCalls('/api/token/');
    const res = await stack.client().gql(`mutation { ${tries.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(res.errors?.[0]?.message).toMatch(/One sign-in, sign-up or password change per request/);
    // The guard sits around the resolver: the first runs, the second is refused before the upstream sees it.
    expect(stack.upstreamCalls('/api/token/') - before).toBeLessThanOrEqual(1);
  });

  it('sign-up attempts for one username are limited too (literal input, no variables)', async () => {
    const send = () =>
      stack.client()
        .gql(`mutation { registerAccount(input: { role: STUDENT, guardianConsent: true, username: "spam_kid", password: "x",
        fullName: "S", email: "s@example.com" }) { created } }`);
    for (let i = 0; i < 3; i++) expect((await send()).status).not.toBe(429);
    const before = stack.double.requests.length;
    expectRateLimited(await send(), 'username');
    expect(stack.double.requests.length).toBe(before);
  });
});

describe('per client IP', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_LOGIN_PER_IP: '5', RATE_LIMIT_LOGIN_PER_USERNAME: '100' });
  });
  afterAll(() => stack.close());

  it('counts every attempt from one IP, and a forged X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(stack, `kid${i}`)).status).toBe(200);
    const before = stack.double.requests.length;
    expectRateLimited(await attempt(stack, 'zainab', PASSWORD, { 'x-forwarded-for': '203.0.113.9' }), 'ip');
    expect(stack.double.requests.length).toBe(before);
  });

  it('does not touch other operations', async () => {
    const res = await stack.client().gql('{ grades { id } }');
    expect(res.status).toBe(200);
    expect(res.data.grades.length).toBeGreaterThan(0);
  });
});

describe('behind a trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_LOGIN_PER_IP: '2', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => stack.close());

  it('limits each forwarded client separately', async () => {
    const school = { 'x-forwarded-for': '198.51.100.1' };
    const home = { 'x-forwarded-for': '198.51.100.2' };
    await attempt(stack, 'a1', 'x', school);
    await attempt(stack, 'a2', 'x', school);
    expectRateLimited(await attempt(stack, 'a3', 'x', school), 'ip');
    expect((await attempt(stack, 'ayesha', PASSWORD, home)).data.login.session).not.toBeNull();
  });
});

describe('defaults are generous enough for a class of 40 behind one school IP', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('40 children each mistyping once then signing in (80 attempts) are never limited', async () => {
    expect(stack.env.rateLimitLoginPerIp).toBe(100);
    expect(stack.env.rateLimitLoginPerUsername).toBe(10);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await attempt(stack, `class_kid_${i}`)).status);
      statuses.push((await attempt(stack, `class_kid_${i}`, 'second-try')).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });
});
