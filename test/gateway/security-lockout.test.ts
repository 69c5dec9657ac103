// Lock-out that cannot be aimed at a child (OWASP): failures block the (username, address) pair that
// made them, never the username for everyone; a per-username ceiling only slows down; per-address limits stay.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN, PASSWORD, recordingLogger, startStack, type Stack } from './support';
import { useStack } from './stack-support';

const A = { 'x-forwarded-for': '203.0.113.10' };
const B = { 'x-forwarded-for': '198.51.100.20' };

const attempt = (stack: Stack, username: string, password: string, headers: Record<string, string>) =>
  stack
    .client()
    .gql(LOGIN, { input: { username, password, remember: false, tokenDelivery: 'BEARER' } }, headers);

/** What the sign-in guard logs with each delay it applies (`delayMs`): what a slowed-down sign-in waited. */
const SLOWED = 'guarded operation slowed down for a much-failed subject';

describe('with the default limits behind a trusted proxy', () => {
  let stack: Stack;
  const log = recordingLogger();
  beforeAll(async () => {
    stack = await startStack({ TRUST_PROXY_HOPS: '1' }, { logger: log.logger });
  });
  afterAll(() => stack.close());
  beforeEach(() => stack.double.reset());

  it('20 wrong passwords from A: the right password from B signs in at once; from A it is refused with the wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await attempt(stack, 'hamza', `guess-${i}`, A)).status);
    // The first 10 reach the upstream and fail; the rest are refused at the gateway.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));

    const fromB = await attempt(stack, 'hamza', PASSWORD, B);
    expect(fromB.data.login.session.role).toBe('STUDENT');
    expect(log.withMessage(SLOWED)).toEqual([]); // not slowed down: 10 failures are far below the ceiling

    const before = stack.double.requests.length;
    const fromA = await attempt(stack, 'hamza', PASSWORD, A);
    expect(fromA.status).toBe(429);
    const retry = Number(fromA.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect(fromA.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      scope: 'username',
      retryAfterSeconds: retry,
    });
    expect(fromA.errors?.[0]?.message).toMatch(/Please wait \d+ minutes? and try again/);
    expect(stack.double.requests.length).toBe(before);
  });

  it('a successful sign-in resets the pair: the count is of consecutive failures', async () => {
    for (let i = 0; i < 9; i++) await attempt(stack, 'ayesha', 'nope', A);
    expect((await attempt(stack, 'ayesha', PASSWORD, A)).data.login.session).not.toBeNull();
    for (let i = 0; i < 9; i++) expect((await attempt(stack, 'ayesha', 'nope', A)).status).toBe(200);
    expect((await attempt(stack, 'ayesha', PASSWORD, A)).data.login.session).not.toBeNull();
  });
});

describe('per-address limits still refuse a spray over many usernames', () => {
  const stack = useStack({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_LOGIN_PER_IP: '15' }, { resetDouble: false });

  it('one address trying one password on many usernames is stopped; another address is not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await attempt(stack, `child_${i}`, 'password1', A)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    const refused = await attempt(stack, 'hamza', PASSWORD, A);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'ip' });
    expect((await attempt(stack, 'hamza', PASSWORD, B)).data.login.session).not.toBeNull();
  });
});

describe('the per-username ceiling slows down, never blocks', () => {
  let stack: Stack;
  const log = recordingLogger();
  beforeAll(async () => {
    stack = await startStack(
      { TRUST_PROXY_HOPS: '1', RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: '4' },
      { logger: log.logger },
    );
  });
  afterAll(() => stack.close());

  it('failures from many addresses delay further sign-ins for that username, but the right password still works', async () => {
    for (let i = 0; i < 5; i++)
      await attempt(stack, 'bilal', 'nope', { 'x-forwarded-for': `192.0.2.${i + 1}` });
    const started = Date.now();
    const res = await attempt(stack, 'bilal', PASSWORD, B);
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.data.login.session).not.toBeNull();
    expect(took).toBeGreaterThanOrEqual(400); // one failure over the ceiling of 4: 2 × 250 ms
    // The fifth failure already met the ceiling (250 ms); the sign-in after it is one over (500 ms).
    expect(log.withMessage(SLOWED).map((e) => e.delayMs)).toEqual([250, 500]);
    // Another username is not slowed.
    expect((await attempt(stack, 'ayesha', PASSWORD, B)).data.login.session).not.toBeNull();
    expect(log.withMessage(SLOWED)).toHaveLength(2);
  });
});
