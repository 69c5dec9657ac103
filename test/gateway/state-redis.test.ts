// State shared by instances on one real Redis: the progress ledger never loses or doubles an update whoever writes
// it, and a class overview is composed once per teacher however many requests arrive on however many instances.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ProgressLedgers } from '../../gateway/src/domains/performance/progress-ledger';
import type { GatewayStore } from '../../gateway/src/store/store';
import { describeWithRedis } from '../support/redis';
import type { UpstreamDouble } from '@learnify/upstream-double';
import { answerAll, FINALIZE, quizIds, start } from './quiz-support';
import type { Stack } from './support';
import { startTwoStacks, type TwoStacks } from './two-stacks';

const OVERVIEW = '{ classOverview { composedAt students { username } missing { username } } }';
const PROGRESS = '{ myProgress { quizzes { quizId attempts } streak { thisWeekCount } } }';

describeWithRedis('state shared by two instances on Redis', () => {
  let two: TwoStacks;
  let double: UpstreamDouble;
  let storeA: GatewayStore;
  let storeB: GatewayStore;
  let a: Stack;
  let b: Stack;

  beforeAll(async () => {
    two = await startTwoStacks({ seed: 'demo' });
    ({ double, a, b } = two);
    [storeA, storeB] = two.stores;
  });
  afterAll(() => two?.close());

  beforeEach(() => double.reset());

  it('ledger writers on both instances, racing, lose and double nothing', async () => {
    const onA = new ProgressLedgers(storeA);
    const onB = new ProgressLedgers(storeB);
    const account = `id:race-${Date.now()}`;
    const ROUNDS = 12;
    for (let i = 1; i <= ROUNDS; i++) {
      const day = `2026-11-${String(i).padStart(2, '0')}`;
      const shared = { quizKey: 'shared', attemptId: `s${i}`, percentage: i, day };
      // A history read before this round's attempt, arriving late.
      const stale = { quizKey: 'shared', attemptId: `s${i - 1}`, percentage: i - 1, day };
      await Promise.all([
        // Each instance also sees an attempt only it has read so far: both must survive.
        onA.record(account, [shared, { quizKey: `a${i}`, attemptId: `a${i}`, percentage: 50, day }], day),
        onB.record(account, [shared, { quizKey: `b${i}`, attemptId: `b${i}`, percentage: 60, day }], day),
        onA.record(account, i > 1 ? [stale] : [shared], day),
        onB.record(account, [shared], day),
        onB.record(account, i > 1 ? [stale, shared] : [shared], day),
      ]);
    }
    const ledger = await onA.record(account, [], '2026-11-30');
    expect(ledger.quizzes.shared).toMatchObject({ attempts: ROUNDS, best: ROUNDS });
    for (let i = 1; i <= ROUNDS; i++) {
      expect(ledger.quizzes[`a${i}`]?.attempts).toBe(1);
      expect(ledger.quizzes[`b${i}`]?.attempts).toBe(1);
    }
    // Three attempts a day (shared, A's, B's), each counted once.
    expect(Object.values(ledger.days)).toEqual(Array(ROUNDS).fill(3));
  });

  it('myProgress on both instances at once counts each new attempt exactly once', async () => {
    const onA = await a.signedIn('ayesha');
    const onB = onA.on(b.url);
    const quizId = (await quizIds(a)).grade3[0]!.id;
    const attemptsOf = (res: {
      data: { myProgress: { quizzes: Array<{ quizId: string; attempts: number }> } };
    }) => res.data.myProgress.quizzes.find((q) => q.quizId === quizId)?.attempts;
    const base = attemptsOf(await onA.gql(PROGRESS)) ?? 0;
    for (let round = 1; round <= 3; round++) {
      const attempt = await start(onA, quizId);
      await answerAll(a, onA, attempt);
      const done = await onA.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
      expect(done.errors).toBeUndefined();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? onA : onB).gql(PROGRESS)),
      );
      for (const res of answers) expect(res.errors).toBeUndefined();
      expect(attemptsOf(await onB.gql(PROGRESS))).toBe(base + round);
    }
  });

  it('concurrent overview requests on both instances compose one overview', async () => {
    const teacherId = double.admin.findUser('mrs.khan')?.id;
    await storeA.entries.delete(`class-overview:v2:id:${teacherId}`);
    const onA = await a.signedIn('mrs.khan');
    const onB = onA.on(b.url);
    // Slow histories: every request arrives while the first composition is still running.
    double.faults.add({ path: /^\/api\/teacher\/student\/[^/]+\/quiz-history\/$/, delayMs: 10 });
    const lists = () => double.requests.filter((r) => r.path === '/api/teacher/students/').length;
    const histories = () => double.requests.filter((r) => r.path.endsWith('/quiz-history/')).length;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? onA : onB).gql(OVERVIEW)));
    for (const res of answers) expect(res.errors).toBeUndefined();
    const composedAt = new Set(answers.map((r) => r.data.classOverview.composedAt));
    expect(composedAt.size).toBe(1);
    expect(lists()).toBe(1);
    expect(histories()).toBe(answers[0]!.data.classOverview.students.length);
  });
});
