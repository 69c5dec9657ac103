// Session keys rotated without sign-outs, and the cookies the library migration must handle. A rotation rolled out
// instance by instance behind a balancer, with a child signed in all along: step 1 teaches every instance the new
// key to open only, step 2 makes it seal (once rolled back halfway), then the old key is retired. She is never
// signed out: every answer is hers and no answer clears her cookie. Then: cookies sealed in the gateway's format
// from before @fastify/secure-session, and cookies of the same name that are not ours.
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAppsSeal, sealLegacy } from '../../gateway/src/session/seal.test-support';
import { createSessionSealer } from '../../gateway/src/session/seal';
import { createMemoryStore } from '../../gateway/src/store/memory-store';
import type { GatewayStore } from '../../gateway/src/store/store';
import { fuzzOptions } from './fuzz-support';
import { GqlClient, startStack, type Stack } from './support';

const [OLD, NEW] = ['old-session-secret-0123456789abcdefghij', 'new-session-secret-0123456789abcdefghij'];
const ASK = '{ me { username } quizHistory { entries { quizTitle } } }';

/** What an instance is told, as an operator writes it. */
type Keys = { SESSION_SECRET: string; SESSION_SECRET_OPEN_ONLY?: string };
const BEFORE: Keys = { SESSION_SECRET: OLD };
const LEARNT: Keys = { SESSION_SECRET: OLD, SESSION_SECRET_OPEN_ONLY: NEW };
const SEALING: Keys = { SESSION_SECRET: `${NEW},${OLD}` };
const RETIRED: Keys = { SESSION_SECRET: NEW };

let double: UpstreamDouble;
let store: GatewayStore;
const instances: Record<'A' | 'B', Stack | undefined> = { A: undefined, B: undefined };

/** Restarts one instance with new keys (the other keeps serving): one step of a rolling deploy. */
async function deploy(name: 'A' | 'B', keys: Keys): Promise<Stack> {
  await instances[name]?.close();
  const stack = await startStack({ ...keys }, { double, store });
  instances[name] = stack;
  return stack;
}

/** A browser whose requests the balancer sends to whichever instance it likes. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly clearings: string[] = [];
  reseals = 0;
  async ask(stack: Stack, query = ASK) {
    const client = new GqlClient(stack.url);
    for (const [k, v] of this.cookies) client.cookies.set(k, v);
    const res = await client.gql(query);
    const ours = res.setCookies.filter((c) => c.startsWith('learnify_session='));
    this.clearings.push(...ours.filter((c) => /max-age=0/i.test(c) || c.startsWith('learnify_session=;')));
    this.reseals += ours.length;
    this.cookies.clear();
    for (const [k, v] of client.cookies) this.cookies.set(k, v);
    return res;
  }
  /** Her answer on each instance, twice: she is served as herself, and her history is hers. */
  async worksOn(...stacks: Stack[]) {
    for (const stack of [...stacks, ...stacks]) {
      const res = await this.ask(stack);
      expect(res.errors).toBeUndefined();
      expect(res.data.me.username).toBe('ayesha');
      expect(res.data.quizHistory.entries).toBeInstanceOf(Array);
    }
  }
  get sealed() {
    return decodeURIComponent(this.cookies.get('learnify_session') ?? '');
  }
}

/** Which key sealed her cookie: the one that opens it as current. */
async function sealedWith(sealed: string): Promise<'old' | 'new' | 'neither'> {
  for (const [name, secret] of [
    ['old', OLD],
    ['new', NEW],
  ] as const)
    if ((await createSessionSealer({ sealing: [secret], openOnly: [] })).open(sealed)) return name;
  return 'neither';
}

beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
  store = createMemoryStore();
});
afterAll(async () => {
  await instances.A?.close();
  await instances.B?.close();
  await double?.close();
  await store?.close();
});

describe('a key rotation rolled out instance by instance', () => {
  it('never signs her out: learnt everywhere, sealing on one, rolled back, sealing everywhere, retired', async () => {
    let a = await deploy('A', BEFORE);
    let b = await deploy('B', BEFORE);
    const her = new Browser();
    const login = new GqlClient(a.url);
    await login.login('ayesha', { remember: true });
    for (const [k, v] of login.cookies) her.cookies.set(k, v);
    await her.worksOn(a, b);
    expect(await sealedWith(her.sealed)).toBe('old');

    // Step 1, one instance at a time: the new key opens, nothing is sealed with it yet, nothing re-sealed.
    a = await deploy('A', LEARNT);
    await her.worksOn(a, b);
    b = await deploy('B', LEARNT);
    await her.worksOn(a, b);
    expect(her.reseals).toBe(0);
    expect(await sealedWith(her.sealed)).toBe('old');

    // Step 2 on A only: A re-seals her old-key cookie with the new key; B (step 1) opens that and leaves it.
    a = await deploy('A', SEALING);
    await her.worksOn(a);
    expect(her.reseals).toBe(1);
    expect(await sealedWith(her.sealed)).toBe('new');
    await her.worksOn(b, a);
    expect(her.reseals).toBe(1);

    // Rolled back halfway: A back at step 1. Her new-key cookie still opens on both, and is not sealed back.
    a = await deploy('A', LEARNT);
    await her.worksOn(a, b);
    expect(her.reseals).toBe(1);
    expect(await sealedWith(her.sealed)).toBe('new');

    // Step 2 everywhere, then the old key retired everywhere.
    a = await deploy('A', SEALING);
    b = await deploy('B', SEALING);
    await her.worksOn(a, b);
    a = await deploy('A', RETIRED);
    await her.worksOn(a, b);
    b = await deploy('B', RETIRED);
    await her.worksOn(a, b);
    expect(await sealedWith(her.sealed)).toBe('new');
    expect(her.clearings).toEqual([]);
  }, 60_000);

  it('a child whose cookie is still old-sealed when step 2 lands is re-sealed on her next request', async () => {
    const a = await deploy('A', LEARNT);
    const b = await deploy('B', LEARNT);
    const her = new Browser();
    const login = new GqlClient(b.url);
    await login.login('ayesha');
    for (const [k, v] of login.cookies) her.cookies.set(k, v);
    expect(await sealedWith(her.sealed)).toBe('old');
    const sealing = await deploy('B', SEALING);
    await her.worksOn(sealing);
    expect(her.reseals).toBe(1); // once: the re-sealed cookie is current, so the second request sets nothing
    expect(await sealedWith(her.sealed)).toBe('new');
    await her.worksOn(a, sealing);
    expect(her.clearings).toEqual([]);
  });

  it('out of order (sealing before every instance learnt the key): a visitor there, never cleared', async () => {
    const early = await deploy('A', SEALING);
    const late = await deploy('B', BEFORE);
    const her = new Browser();
    const login = new GqlClient(early.url);
    await login.login('ayesha');
    for (const [k, v] of login.cookies) her.cookies.set(k, v);
    const cookie = her.sealed;
    // B cannot open a new-key cookie: that request is a visitor's, and her cookie is left as it was.
    const there = await her.ask(late, '{ me { username } }');
    expect(there.errors).toBeUndefined();
    expect(there.data.me).toBeNull();
    expect(her.sealed).toBe(cookie);
    // Once B learns the key, or on A meanwhile, she is herself again: she was never signed out.
    await her.worksOn(early);
    await her.worksOn(await deploy('B', LEARNT));
    expect(her.clearings).toEqual([]);
  });
});

describe('re-sealing during a rotation', () => {
  it('never brings back a signed-out or expired session, nor moves its end', async () => {
    const before = await deploy('A', BEFORE);
    const login = new GqlClient(before.url);
    await login.login('ayesha', { remember: true });
    const old = new GqlClient(before.url);
    await old.login('ayesha', { remember: true });
    const oldSealer = await createSessionSealer({ sealing: [OLD], openOnly: [] });
    const session = oldSealer.open(decodeURIComponent(login.cookies.get('learnify_session')!))!.value as {
      exp: number;
    };
    const signedOut = login.cookies.get('learnify_session')!;
    expect((await login.gql('mutation { logout { success } }')).data.logout).toEqual({ success: true });
    const sealing = await deploy('A', SEALING);
    // Signed out under the old key: refused and cleared at step 2, never sealed again with the new key.
    for (const legacy of [false, true]) {
      const text = legacy ? sealLegacy(oldSealer.open(decodeURIComponent(signedOut))!.value, OLD) : signedOut;
      const res = await sealing.client({ cookie: `learnify_session=${text}` }).gql('{ me { username } }');
      expect(res.data?.me ?? null).toBeNull();
      expect(res.setCookies.every((c) => /max-age=0/i.test(c))).toBe(true);
      expect(res.setCookies).toHaveLength(1);
    }
    // Expired under the old key: a visitor's, nothing set.
    const expired = encodeURIComponent(oldSealer.seal({ ...session, exp: Date.now() - 1 }));
    const late = await sealing.client({ cookie: `learnify_session=${expired}` }).gql('{ me { username } }');
    expect(late.data.me).toBeNull();
    expect(late.setCookies).toEqual([]);
    // A live one is sealed again with the session's own end: the same Max-Age (to the second), not a fresh day.
    const live = old.cookies.get('learnify_session')!;
    const { exp } = oldSealer.open(decodeURIComponent(live))!.value as { exp: number };
    const res = await sealing.client({ cookie: `learnify_session=${live}` }).gql('{ me { username } }');
    expect(res.data.me).toEqual({ username: 'ayesha' });
    const [resealed] = res.setCookies;
    const maxAge = Number(/max-age=(\d+)/i.exec(resealed ?? '')?.[1]);
    expect(Math.abs(maxAge - (exp - Date.now()) / 1000)).toBeLessThan(5);
    const value = decodeURIComponent(/^learnify_session=([^;]+)/.exec(resealed ?? '')![1]!);
    const reopened = (await createSessionSealer({ sealing: [NEW], openOnly: [] })).open(value)!.value;
    expect(reopened).toMatchObject({ exp });
  });
});

describe('cookies from before the library, and cookies that are not ours', () => {
  /** Signs her in on `stack` and returns her session as the gateway sealed it. */
  async function signedIn(stack: Stack) {
    const login = new GqlClient(stack.url);
    await login.login('ayesha', { remember: true });
    const sealed = decodeURIComponent(login.cookies.get('learnify_session')!);
    return (await createSessionSealer({ sealing: [OLD], openOnly: [] })).open(sealed)!.value as object;
  }

  it('a cookie sealed in the old format signs in and is sealed again in the library format, once', async () => {
    const stack = await deploy('A', BEFORE);
    const her = new Browser();
    her.cookies.set('learnify_session', sealLegacy(await signedIn(stack), OLD));
    await her.worksOn(stack);
    expect(her.reseals).toBe(1);
    expect(her.sealed).not.toMatch(/^v1\./);
    expect(await sealedWith(her.sealed)).toBe('old');
    expect(her.clearings).toEqual([]);
  });

  it('an old-format cookie signed out stays signed out', async () => {
    const stack = await deploy('A', BEFORE);
    const her = new Browser();
    const legacy = sealLegacy(await signedIn(stack), OLD);
    her.cookies.set('learnify_session', legacy);
    const out = await her.ask(stack, 'mutation { logout { success } }');
    expect(out.data.logout).toEqual({ success: true });
    const copy = new Browser();
    copy.cookies.set('learnify_session', legacy);
    const replay = await copy.ask(stack, '{ me { username } }');
    expect(replay.data?.me ?? null).toBeNull();
  });

  it('an old-format cookie of an account signed out everywhere is refused, on every instance', async () => {
    const a = await deploy('A', SEALING);
    const b = await deploy('B', LEARNT);
    const login = new GqlClient(a.url);
    await login.login('ayesha', { remember: true });
    const sealed = decodeURIComponent(login.cookies.get('learnify_session')!);
    const session = (await createSessionSealer({ sealing: [NEW], openOnly: [] })).open(sealed)!.value;
    const legacy = sealLegacy(session, OLD);
    expect(
      (await b.client({ cookie: `learnify_session=${legacy}` }).gql('{ me { username } }')).data.me,
    ).toEqual({
      username: 'ayesha',
    });
    const elsewhere = new GqlClient(b.url);
    await elsewhere.login('ayesha');
    await elsewhere.gql('mutation { logout(input: { everywhere: true }) { success } }');
    for (const stack of [a, b]) {
      const res = await stack.client({ cookie: `learnify_session=${legacy}` }).gql('{ me { username } }');
      expect(res.data?.me ?? null).toBeNull();
      expect(res.setCookies.filter((c) => !/max-age=0/i.test(c))).toEqual([]); // never sealed again
    }
  });

  it("another app's cookie of the same name, or ours sealed with another secret, is a visitor's and left alone", async () => {
    const stack = await deploy('A', BEFORE);
    const session = await signedIn(stack);
    const foreign = [
      await otherAppsSeal(session),
      (await createSessionSealer({ sealing: [NEW], openOnly: [] })).seal(session),
      sealLegacy(session, NEW),
    ];
    for (const cookie of foreign) {
      const visitor = new Browser();
      visitor.cookies.set('learnify_session', encodeURIComponent(cookie));
      const res = await visitor.ask(stack, '{ me { username } }');
      expect(res.errors).toBeUndefined();
      expect(res.data.me).toBeNull();
      expect(visitor.reseals).toBe(0); // neither cleared nor replaced
    }
  });

  it('a cookie of the same name that a browser sends before hers does not hide her session', async () => {
    // Another app on a parent domain, or one at a longer path, sets `learnify_session` too: the browser sends both,
    // the longer path (or the older cookie) first. Her sign-in replaces only her own, so the other stays first.
    const stack = await deploy('A', BEFORE);
    const login = new GqlClient(stack.url);
    await login.login('ayesha', { remember: true });
    const hers = login.cookies.get('learnify_session')!;
    const session = await signedIn(stack);
    const others = [
      'abc',
      encodeURIComponent(await otherAppsSeal(session)),
      encodeURIComponent((await createSessionSealer({ sealing: [NEW], openOnly: [] })).seal(session)),
    ];
    for (const other of others) {
      const header = `learnify_session=${other}; lang=ur; learnify_session=${hers}`;
      const res = await stack.client({ cookie: header }).gql('{ me { username } }');
      expect(res.errors).toBeUndefined();
      expect(res.data.me).toEqual({ username: 'ayesha' });
      expect(res.setCookies).toEqual([]); // nothing cleared or replaced
    }
  });

  it('a signed-out session of ours sent before hers neither hides her session nor clears her cookie', async () => {
    // A cookie planted at a longer path (or on a parent domain) by whoever can set cookies there: a session of ours
    // that was signed out opens, so "the first that opens" was it, and its refusal cleared her own cookie.
    const stack = await deploy('A', BEFORE);
    const him = new GqlClient(stack.url);
    await him.login('hamza');
    const signedOut = him.cookies.get('learnify_session')!;
    expect((await him.gql('mutation { logout { success } }')).data.logout).toEqual({ success: true });
    const her = new GqlClient(stack.url);
    await her.login('ayesha', { remember: true });
    const hers = her.cookies.get('learnify_session')!;
    for (const header of [
      `learnify_session=${signedOut}; learnify_session=${hers}`,
      `learnify_session=abc; learnify_session=${signedOut}; lang=ur; learnify_session=${hers}`,
    ]) {
      const res = await stack.client({ cookie: header }).gql('{ me { username } }');
      expect(res.errors).toBeUndefined();
      expect(res.data.me).toEqual({ username: 'ayesha' });
      expect(res.setCookies).toEqual([]);
    }
    // Past the four values tried, hers is not read: a visitor's answer, and still nothing cleared (which of the
    // values sent is ours at our path cannot be told, so none is cleared).
    const planted = Array.from({ length: 4 }, () => `learnify_session=${signedOut}`).join('; ');
    const beyond = await stack
      .client({ cookie: `${planted}; learnify_session=${hers}` })
      .gql('{ me { username } }');
    expect(beyond.data?.me ?? null).toBeNull();
    expect(beyond.setCookies).toEqual([]);
    // Sent alone, the signed-out one is still refused and cleared.
    const alone = await stack.client({ cookie: `learnify_session=${signedOut}` }).gql('{ me { username } }');
    expect(alone.data?.me ?? null).toBeNull();
    expect(alone.setCookies.some((c) => /max-age=0/i.test(c))).toBe(true);
  });
});

describe('generated cookie jars', () => {
  it('her live session among the first four values is hers; nothing else signs anyone in or clears her cookie', async () => {
    const stack = await deploy('A', BEFORE);
    const sealer = await createSessionSealer({ sealing: [OLD], openOnly: [] });
    const her = new GqlClient(stack.url);
    await her.login('ayesha', { remember: true });
    const hers = decodeURIComponent(her.cookies.get('learnify_session')!);
    const session = sealer.open(hers)!.value as Record<string, unknown>;
    const him = new GqlClient(stack.url);
    await him.login('hamza');
    const his = him.cookies.get('learnify_session')!;
    await him.gql('mutation { logout { success } }');
    const legacy = sealLegacy(session, OLD);
    /** Each value a jar may hold, and whether it is her live session. */
    const values: Array<{ text: string; live: boolean }> = [
      { text: encodeURIComponent(hers), live: true },
      { text: legacy, live: true },
      { text: his, live: false },
      { text: encodeURIComponent(sealer.seal({ ...session, exp: Date.now() - 1 })), live: false },
      { text: encodeURIComponent(await otherAppsSeal(session)), live: false },
      {
        text: encodeURIComponent((await createSessionSealer({ sealing: [NEW], openOnly: [] })).seal(session)),
        live: false,
      },
      { text: `${legacy}==`, live: false },
      { text: `"${legacy}"`, live: false },
      { text: 'abc', live: false },
      { text: '', live: false },
    ];
    // Values of ours in any order (each at most once), with other names among them.
    const jar = fc
      .tuple(
        fc.shuffledSubarray([...values.keys()], { minLength: 1 }),
        fc.array(
          fc.record({
            name: fc.constantFrom('Learnify_Session', 'lang', 'learnify_session2'),
            value: fc.nat(values.length - 1),
            at: fc.nat(10),
          }),
          { maxLength: 3 },
        ),
      )
      .map(([ours, others]) => {
        const entries = ours.map((value) => ({ name: 'learnify_session', value }));
        for (const { at, ...other } of others) entries.splice(at % (entries.length + 1), 0, other);
        return entries;
      });
    await fc.assert(
      fc.asyncProperty(jar, async (jar) => {
        const header = jar.map((e) => `${e.name}=${values[e.value]!.text}`).join('; ');
        const ours = jar.filter((e) => e.name === 'learnify_session').slice(0, 4);
        const live = ours.some((e) => values[e.value]!.live);
        const res = await stack.client({ cookie: header }).gql('{ me { username } }');
        expect(res.status, header).toBe(200);
        expect(res.data?.me ?? null, header).toEqual(live ? { username: 'ayesha' } : null);
        if (live)
          expect(
            res.setCookies.filter((c) => /max-age=0/i.test(c)),
            header,
          ).toEqual([]);
      }),
      fuzzOptions(60),
    );
  }, 60_000);
});
