// What the sign-in limits count. An attempt the upstream never answered judged no password: it gives every
// reservation back and slows nobody down, so an outage cannot lock a child out once it is over. The per-address
// ceiling counts only failed sign-ins, so one busy client at a school's shared address cannot spend it for everyone,
// while a spray of wrong passwords from one address is still stopped.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GUARDED_SAMPLES } from './guarded-samples';
import {
  CHANGE_PASSWORD,
  codes,
  LOGIN,
  PASSWORD,
  recordingLogger,
  REGISTER,
  startStack,
  type Stack,
} from './support';

const PER_USERNAME = 10; // RATE_LIMIT_LOGIN_PER_USERNAME (the default)
const PER_IP = 100; // RATE_LIMIT_LOGIN_PER_IP (the default)

let stack: Stack | null = null;
let log = recordingLogger();
const open = async (env: Record<string, string> = {}) => {
  await stack?.close();
  log = recordingLogger();
  stack = await startStack({ RATE_LIMIT_WINDOW_MS: '3600000', ...env }, { logger: log.logger });
  return stack;
};
/** The delays the sign-in guard applied (it logs each one), in order. */
const slowDowns = () =>
  log.withMessage('guarded operation slowed down for a much-failed subject').map((e) => e.delayMs);
afterAll(() => stack?.close());
beforeEach(() => stack?.double.reset());

const signIn = (s: Stack, username: string, password = PASSWORD) =>
  s.client().gql(LOGIN, { input: { username, password, tokenDelivery: 'BEARER' } });

describe('an upstream failure at sign-in is no wrong password', () => {
  it('11 right passwords while token/ answers 503: no lock-out, no slow-down after recovery', async () => {
    // Slow-down after the first failure: had the outage counted, the next sign-in would wait seconds.
    const s = await open({ RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: '1' });
    s.double.faults.add({ path: '/api/token/', status: 503 });
    for (let i = 0; i <= PER_USERNAME; i++)
      expect(codes(await signIn(s, 'hamza'))).toEqual(['UPSTREAM_ERROR']);
    s.double.faults.clear();
    const answer = await signIn(s, 'hamza');
    expect(answer.data.login.session.role).toBe('STUDENT');
    expect(slowDowns()).toEqual([]);
    // One wrong password the upstream judged does slow the next sign-in down: the guard's delays are seen.
    expect((await signIn(s, 'hamza', 'wrong-once')).data.login.errors[0].code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(s, 'hamza')).data.login.session.role).toBe('STUDENT');
    expect(slowDowns()).toEqual([250]);
  });

  it('time-outs likewise', async () => {
    // A time-out no healthy call misses on a busy machine; the delay is twice it, and starts after it.
    const s = await open({ UPSTREAM_TIMEOUT_MS: '1000' });
    s.double.faults.add({ path: '/api/token/', delayMs: 2000 });
    // The pair's whole limit at once (each waits out the time-out), then one more: kept, it would be refused.
    const timedOut = await Promise.all(Array.from({ length: PER_USERNAME }, () => signIn(s, 'sana')));
    expect(timedOut.map(codes)).toEqual(Array(PER_USERNAME).fill(['UPSTREAM_TIMEOUT']));
    expect(codes(await signIn(s, 'sana'))).toEqual(['UPSTREAM_TIMEOUT']);
    s.double.faults.clear();
    expect((await signIn(s, 'sana')).data.login.session.role).toBe('STUDENT');
  });

  it('sign-ups the upstream never answered are given back', async () => {
    const s = await open();
    s.double.faults.add({ path: '/api/register/', status: 503 });
    const input = GUARDED_SAMPLES.registerAccount.failingInput('outage');
    for (let i = 0; i <= PER_USERNAME; i++)
      expect(codes(await s.client().gql(REGISTER, { input }))).toEqual(['UPSTREAM_ERROR']);
    s.double.faults.clear();
    const created = await s.client().gql(REGISTER, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data.registerAccount.created).toBe(true);
  });

  it('password changes the upstream never answered are given back', async () => {
    const s = await open();
    const c = await s.signedIn('ayesha');
    s.double.faults.add({ path: '/api/user/change-password/', status: 503 });
    const input = { oldPassword: PASSWORD, newPassword: 'Zebra#Mango42!' };
    for (let i = 0; i <= PER_USERNAME; i++)
      expect(codes(await c.gql(CHANGE_PASSWORD, { input }))).toEqual(['UPSTREAM_ERROR']);
    s.double.faults.clear();
    const changed = await c.gql(CHANGE_PASSWORD, { input });
    expect(changed.errors).toBeUndefined();
    expect(changed.data.changePassword.success).toBe(true);
  });
});

describe('the per-address ceiling counts failed sign-ins only', () => {
  it(`${PER_IP + 50} successful sign-ins from one address are never limited; a spray of wrong passwords is`, async () => {
    const s = await open({ RATE_LIMIT_LOGIN_PER_IP: String(PER_IP) });
    const children = ['ayesha', 'hamza', 'sana'];
    for (let i = 0; i < PER_IP + 50; i++) {
      const answer = await signIn(s, children[i % children.length]!);
      expect(codes(answer)).toEqual([]);
      expect(answer.data.login.session).not.toBeNull();
    }
    // One wrong password per username (no pair limit is reached): the address's ceiling stops the spray.
    const spray = [];
    for (let i = 0; i <= PER_IP; i++) spray.push(await signIn(s, `nobody_${i}`, 'Password1!'));
    expect(
      spray.slice(0, PER_IP).every((a) => a.data?.login?.errors?.[0]?.code === 'INVALID_CREDENTIALS'),
    ).toBe(true);
    expect(spray[PER_IP]!.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'ip' });
    expect(s.upstreamCalls('/api/token/')).toBe(PER_IP + 50 + PER_IP);
  });

  it('refusals before the upstream (no username, a locked pair) leave the address its attempts', async () => {
    const limit = 20;
    const s = await open({ RATE_LIMIT_LOGIN_PER_IP: String(limit) });
    for (let i = 0; i <= limit; i++) expect(codes(await signIn(s, '  ', 'x'))).not.toContain('RATE_LIMITED');
    // One child mashing the button while her pair is locked: only the failures the upstream judged count.
    const before = s.upstreamCalls('/api/token/');
    const burst = await Promise.all(Array.from({ length: 40 }, () => signIn(s, 'hamza', 'Wrong#Guess1')));
    const scopes = burst.map((a) => a.errors?.[0]?.extensions?.scope ?? a.data?.login?.errors?.[0]?.code);
    expect(scopes.filter((x) => x === 'ip')).toEqual([]);
    expect(s.upstreamCalls('/api/token/') - before).toBe(PER_USERNAME);
    // The school's address still has its attempts: another child signs in.
    const answer = await signIn(s, 'ayesha');
    expect(codes(answer)).toEqual([]);
    expect(answer.data.login.session.role).toBe('STUDENT');
  });

  it('a burst of blank usernames costs no upstream call and no attempt', async () => {
    const limit = 10;
    const s = await open({ RATE_LIMIT_LOGIN_PER_IP: String(limit) });
    const before = s.upstreamCalls('/api/token/');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(s, ' '.repeat(i % 3), 'x')),
    );
    expect(answers.every((a) => a.data?.login?.errors?.[0]?.code === 'INVALID_INPUT')).toBe(true);
    expect(s.upstreamCalls('/api/token/')).toBe(before);
    expect(codes(await signIn(s, 'ayesha'))).toEqual([]);
  });

  it('a prefix the REST API strips (U+001C, U+0085) opens no fresh pair for a locked username', async () => {
    const s = await open();
    for (let i = 0; i < PER_USERNAME; i++)
      expect(codes(await signIn(s, 'hamza', 'Wrong#Guess1'))).not.toContain('RATE_LIMITED');
    const before = s.upstreamCalls('/api/token/');
    for (const dressed of ['\x1chamza', 'hamza\x85', '\x1f HAMZA '])
      expect(codes(await signIn(s, dressed, 'Wrong#Guess1'))).toEqual(['RATE_LIMITED']);
    expect(s.upstreamCalls('/api/token/')).toBe(before);
  });
});
