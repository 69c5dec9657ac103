// The shared cache and request coalescing are for public data only: per-user data asked at the same moment by
// different students (identical query text, overlapping in time) must reach the upstream once per request, each
// with its own student's token, and come back to that student alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
