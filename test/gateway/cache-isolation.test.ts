// The shared cache and request coalescing are for public data only: per-user data asked at the same moment by
// different students (identical query text, overlapping in time) must reach the upstream once per request, each
// with its own student's token, and come back to that student alone.
import type { ApolloServerPlugin } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../gateway/src/context';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import { startStack, type GqlClient, type Stack } from './support';

const PER_USER = /* GraphQL */ `
  query Mine {
    me {
      username
      grade
    }
    subjectPerformance {
      id
      subjects {
        subject
        studentAverage
      }
    }
    quizHistory {
      id
      fullName
      entries {
        id
        grade
      }
    }
  }
`;

/** Operations that were executed (not answered from the response cache), by a plugin as any other would. */
const executions: string[] = [];
const countExecutions: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async executionDidStart(rc) {
        executions.push(rc.operationName ?? '');
      },
    };
  },
};

let stack: Stack;
let sana: GqlClient;
let hamza: GqlClient;
/** A second gateway with the counting plugin (the response cache is per gateway). */
let visitors: Stack;
let vSana: GqlClient;
let vHamza: GqlClient;
beforeAll(async () => {
  stack = await startStack();
  sana = stack.client();
  hamza = stack.client();
  await sana.login('sana');
  await hamza.login('hamza');
  visitors = await startStack({}, { double: stack.double, plugins: [countExecutions] });
  vSana = visitors.client();
  vHamza = visitors.client();
  await vSana.login('sana');
  await vHamza.login('hamza');
});
afterAll(async () => {
  await visitors.close();
  await stack.close();
});

describe('per-user data is never shared between viewers', () => {
  it('concurrent identical queries from two students each get their own answer and their own upstream call', async () => {
    const solo = { sana: (await sana.gql(PER_USER)).data, hamza: (await hamza.gql(PER_USER)).data };
    expect(solo.sana.me.username).toBe('sana');
    expect(solo.hamza.me.username).toBe('hamza');
    // The two students' data really differ, so a mix-up would be visible.
    expect(solo.sana.quizHistory).not.toEqual(solo.hamza.quizHistory);
    expect(solo.sana.subjectPerformance).not.toEqual(solo.hamza.subjectPerformance);

    // Slow the upstream down so every request below is in flight at the same time (where coalescing would act).
    stack.double.faults.add({ path: '/api/student/subject-performance/', delayMs: 40 });
    stack.double.faults.add({ path: '/api/student/quiz-history/', delayMs: 40 });
    stack.double.requests.length = 0;
    const order = Array.from({ length: 10 }, (_, i): 'sana' | 'hamza' => (i % 2 ? 'hamza' : 'sana'));
    const results = await Promise.all(order.map((who) => (who === 'sana' ? sana : hamza).gql(PER_USER)));

    results.forEach((r, i) => {
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual(solo[order[i]!]);
    });
    const perf = stack.double.requests.filter((r) => r.path === '/api/student/subject-performance/');
    expect(perf).toHaveLength(order.length);
    expect(stack.upstreamCalls('/api/student/quiz-history/')).toBe(order.length);
    // Each student's token went upstream once per own request.
    const tokens = new Set(perf.map((r) => r.headers['authorization']));
    expect(tokens.size).toBe(2);
    for (const t of tokens) expect(perf.filter((r) => r.headers['authorization'] === t)).toHaveLength(5);
  });
});

describe("Apollo's response cache (schema cache hints; visitors and signed-in viewers apart)", () => {
  const HOME = '{ catalogue { id name } me { username } }';
  const BOARDS = '{ honourBoard(kind: SHINING_STARS) { id grades { grade topStudents { fullName } } } }';

  it("answers a visitor's repeated home query from the cache, and never a signed-in viewer from it", async () => {
    const first = await visitors.client().gql(HOME);
    expect(first.data.me).toBeNull();
    expect(first.data.catalogue.length).toBeGreaterThan(0);
    const ran = executions.length;
    const again = await visitors.client().gql(HOME);
    expect(again.data).toEqual(first.data);
    expect(executions.length).toBe(ran); // answered without executing
    expect(again.headers.get('age')).not.toBeNull();

    // The same text from signed-in students: executed for each, each gets their own `me`.
    const [s, h] = await Promise.all([vSana.gql(HOME), vHamza.gql(HOME)]);
    expect(s.data.me).toEqual({ username: 'sana' });
    expect(h.data.me).toEqual({ username: 'hamza' });
    expect(executions.length).toBe(ran + 2);
    // A bearer client is signed in too (and its unchecked token never reads the cache).
    const bearer = visitors.client();
    const tokens = (await bearer.login('hamza', { bearer: true })).data.login.session.tokens;
    const viaBearer = visitors.client({ authorization: `Bearer ${tokens.accessToken}` });
    expect((await viaBearer.gql(HOME)).data.me).toEqual({ username: 'hamza' });
    expect((await viaBearer.gql(BOARDS)).errors).toBeUndefined();
    expect((await viaBearer.gql(BOARDS)).headers.get('age')).toBeNull();
  });

  it("keeps signed-in viewers' answers of public fields apart from visitors' (the board may differ)", async () => {
    const signedIn = await vSana.gql(BOARDS);
    expect(signedIn.errors).toBeUndefined();
    const ran = executions.length;
    // Another signed-in student shares it …
    expect((await vHamza.gql(BOARDS)).data).toEqual(signedIn.data);
    expect(executions.length).toBe(ran);
    // … a visitor does not: executed for the visitors' own entry, then shared among visitors.
    const visitor = await visitors.client().gql(BOARDS);
    expect(visitor.errors).toBeUndefined();
    expect(executions.length).toBe(ran + 1);
    await visitors.client().gql(BOARDS);
    expect(executions.length).toBe(ran + 1);
  });

  it("answers a signed-in student's home (the web's HomeScreen, cookie session) from the cache", async () => {
    const text = Object.values(manifest).find((t) => t.includes('query HomeScreen '));
    expect(text).toBeDefined();
    // The home's operation asks for public data only; who is looking comes from the shell's own query.
    expect(text).not.toMatch(/\bme\b/);
    const first = await vSana.gql(text!);
    expect(first.errors).toBeUndefined();
    expect(first.data.catalogue.length).toBeGreaterThan(0);
    const ran = executions.length;
    const [again, other] = await Promise.all([vSana.gql(text!), vHamza.gql(text!)]);
    expect(again.data).toEqual(first.data);
    expect(other.data).toEqual(first.data);
    expect(executions.length).toBe(ran); // neither executed
    expect(again.headers.get('age')).not.toBeNull();
  });

  it('reads one session however the Cookie header is dressed up: repeated, padded, tampered, quoted', async () => {
    const session = (c: GqlClient) => c.cookies.get('learnify_session')!;
    const me = (cookie: string) => stack.client().gql(PER_USER, {}, { cookie });
    const ask = async (cookie: string) => {
      const r = await me(cookie);
      return { username: r.data?.me?.username ?? null, code: r.errors?.[0]?.extensions?.code ?? null, r };
    };
    // Repeated: the first one wins (as browsers order them, most specific path first) — each its own answer.
    expect(
      (await ask(`learnify_session=${session(sana)}; learnify_session=${session(hamza)}`)).username,
    ).toBe('sana');
    expect(
      (await ask(`learnify_session=${session(hamza)}; learnify_session=${session(sana)}`)).username,
    ).toBe('hamza');
    // Padded with other cookies of any size.
    expect(
      (await ask(`a=1; junk=${'x'.repeat(3000)}; learnify_session=${session(hamza)}; b=2`)).username,
    ).toBe('hamza');
    // A tampered first copy is passed over for the first copy that opens (a stale cookie of the name must not sign
    // her out), and it is left alone: never cleared, never someone else's.
    {
      const { username, r } = await ask(`learnify_session=v1.AAAA; learnify_session=${session(sana)}`);
      expect(username).toBe('sana');
      expect(r.setCookies.filter((c) => c.startsWith('learnify_session=v1.AAAA'))).toEqual([]);
    }
    // Only tampered or quoted copies: no session at all, and the cookie is left alone (a cookie this instance cannot
    // open may be one another instance opens, during a key rotation).
    for (const cookie of [
      `learnify_session=v1.AAAA; learnify_session=v1.BBBB`,
      `learnify_session="${session(sana)}"`,
    ]) {
      const { username, code, r } = await ask(cookie);
      expect(username).toBeNull();
      expect(code).toBe('UNAUTHENTICATED');
      expect(r.setCookies.filter((c) => c.startsWith('learnify_session='))).toEqual([]);
    }
  });
});
