// The shared cache and request coalescing are for public data only: per-user data asked at the same moment by
// different students (identical query text, overlapping in time) must reach the upstream once per request, each
// with its own student's token, and come back to that student alone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

let stack: Stack;
let sana: GqlClient;
let hamza: GqlClient;
beforeAll(async () => {
  stack = await startStack();
  sana = stack.client();
  hamza = stack.client();
  await sana.login('sana');
  await hamza.login('hamza');
});
afterAll(() => stack.close());

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

describe('the whole-answer cache (public operations, requests without credentials)', () => {
  const HOME = '{ catalogue { id name } me { username } }';
  const BOARDS = '{ honourBoard(kind: SHINING_STARS) { id grades { grade topStudents { username } } } }';

  it("answers a visitor's repeated query without running GraphQL again, and never a signed-in viewer from it", async () => {
    const visitor = stack.client();
    const run = vi.spyOn(stack.gateway.apollo, 'executeHTTPGraphQLRequest');
    try {
      const first = await visitor.gql(HOME);
      expect(first.data.me).toBeNull();
      expect(first.data.catalogue.length).toBeGreaterThan(0);
      const calls = run.mock.calls.length;
      expect((await visitor.gql(HOME)).data).toEqual(first.data);
      expect(run.mock.calls.length).toBe(calls); // served from the cache

      // The same text from signed-in students: executed for each, each gets their own `me`.
      const [s, h] = await Promise.all([sana.gql(HOME), hamza.gql(HOME)]);
      expect(s.data.me).toEqual({ username: 'sana' });
      expect(h.data.me).toEqual({ username: 'hamza' });
      expect(run.mock.calls.length).toBe(calls + 2);
      // A bearer client is signed in too.
      const bearer = stack.client();
      const tokens = (await bearer.login('hamza', { bearer: true })).data.login.session.tokens;
      const viaBearer = stack.client({ authorization: `Bearer ${tokens.accessToken}` });
      expect((await viaBearer.gql(HOME)).data.me).toEqual({ username: 'hamza' });
    } finally {
      run.mockRestore();
    }
  });

  it('shares a public-only query between signed-in students and visitors alike', async () => {
    const run = vi.spyOn(stack.gateway.apollo, 'executeHTTPGraphQLRequest');
    try {
      const first = await sana.gql(BOARDS);
      expect(first.errors).toBeUndefined();
      const calls = run.mock.calls.length;
      const again = await Promise.all([hamza.gql(BOARDS), stack.client().gql(BOARDS)]);
      for (const r of again) expect(r.data).toEqual(first.data);
      expect(run.mock.calls.length).toBe(calls);
    } finally {
      run.mockRestore();
    }
  });
});
