// Redis down, honestly. Two gateway instances (A, B) share one real Redis, which is killed and
// started again (empty, as without persistence). A sign-out or password change handled by A while Redis is away
// holds on A at once (its own copy), for cookies and bearer tokens alike; B cannot know of it until Redis is back
// (docs/operations.md says so); once Redis returns, A writes its own revocations back and B refuses them too.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayStore } from '../../gateway/src/store/store';
import { describeWithRedis, type RedisServer } from '../support/redis';
import type { UpstreamDouble } from '@learnify/upstream-double';
import { quizIds, START } from './quiz-support';
import { CHANGE_PASSWORD, codes, GqlClient, PASSWORD, type Stack } from './support';
import { startTwoStacks, type TwoStacks } from './two-stacks';

const ME = '{ me { username } }';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean>, deadlineMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`condition not met within ${deadlineMs} ms`);
}

/** A client of `stack` sending `cookies` (what a thief who copied them would send). */
function copyOf(cookies: Map<string, string> | GqlClient, stack: Stack): GqlClient {
  const copy = stack.client();
  for (const [k, v] of cookies instanceof GqlClient ? cookies.cookies : cookies) copy.cookies.set(k, v);
  return copy;
}

const signedIn = async (c: GqlClient) => (await c.gql(ME)).data?.me?.username ?? null;

describeWithRedis('revocation while Redis is down', () => {
  let two: TwoStacks;
  let redis: RedisServer;
  let double: UpstreamDouble;
  let storeA: GatewayStore;
  let a: Stack;
  let b: Stack;

  // One secret: either instance opens the other's cookies, as behind a load balancer.
  beforeAll(async () => {
    two = await startTwoStacks();
    ({ redis, double, a, b } = two);
    [storeA] = two.stores;
  });
  afterAll(() => two?.close());

  it('an account standing read by one instance serves the other (user/me/ once per session, not per instance)', async () => {
    const quizId = (await quizIds(a)).grade3[0]!.id;
    const login = await a.client().login('ayesha', { bearer: true }); // grade 3: real attempts
    const token: string = login.data.login.session.tokens.accessToken;
    const before = double.requests.filter((r) => r.path === '/api/user/me/').length;
    for (const instance of [a, b, a, b]) {
      const res = await instance
        .client({ authorization: `Bearer ${token}` })
        .gql(START, { input: { quizId } });
      expect(res.data.startQuiz.attempt.previewMode).toBe(false);
    }
    // The sign-in told A; B finds it in Redis: nobody asked user/me/.
    expect(double.requests.filter((r) => r.path === '/api/user/me/').length).toBe(before);
  });

  it('sign-outs and a password change made on A hold on A during the outage, and everywhere after', async () => {
    // Signed in while Redis is up: a cookie session, a bearer client, and a session whose password will change.
    const cookie = await a.signedIn('ayesha');
    const stolen = new Map(cookie.cookies); // copied before the sign-out
    const bearerLogin = await a.client().login('hamza', { bearer: true });
    const token: string = bearerLogin.data.login.session.tokens.accessToken;
    const bearerOnA = a.client({ authorization: `Bearer ${token}` });
    const changer = await a.signedIn('sana');
    const otherSana = await b.signedIn('sana');
    const otherSanaSession = new Map(otherSana.cookies);
    expect(await signedIn(copyOf(otherSanaSession, b))).toBe('sana');

    await redis.kill();
    await until(async () => !(await storeA.healthy()), 30_000);

    // Handled by A while Redis is away.
    expect((await cookie.gql('mutation { logout { success } }')).data.logout.success).toBe(true);
    expect((await bearerOnA.gql('mutation { logout { success } }')).data.logout.success).toBe(true);
    const changed = await changer.gql(CHANGE_PASSWORD, {
      input: { oldPassword: PASSWORD, newPassword: 'Zebra#Mango42!' },
    });
    expect(changed.data.changePassword.success).toBe(true);

    // Held on A at once: the copied cookie, the bearer token, and sana's other session (signed out everywhere).
    expect(await signedIn(copyOf(stolen, a))).toBeNull();
    expect(codes(await bearerOnA.gql(ME))).toEqual(['UNAUTHENTICATED']);
    expect(await signedIn(copyOf(otherSanaSession, a))).toBeNull();
    // The session that changed the password continues on A with its fresh cookie.
    expect(await signedIn(changer)).toBe('sana');

    // What fails open (docs/operations.md): B cannot know of A's sign-outs until Redis is back.
    expect(await signedIn(copyOf(cookie, b))).toBeNull(); // the browser dropped its cookie: nothing to send
    expect(await signedIn(copyOf(stolen, b))).toBe('ayesha');
    expect((await b.client({ authorization: `Bearer ${token}` }).gql(ME)).data.me.username).toBe('hamza');

    // Redis returns, empty: A writes its own revocations back, and B refuses them too.
    await redis.restart();
    await until(async () => (await signedIn(copyOf(stolen, b))) === null, 30_000);
    expect(codes(await b.client({ authorization: `Bearer ${token}` }).gql(ME))).toEqual(['UNAUTHENTICATED']);
    expect(await signedIn(copyOf(otherSanaSession, b))).toBeNull();
    expect(await signedIn(changer)).toBe('sana');
  }, 60_000);
});
