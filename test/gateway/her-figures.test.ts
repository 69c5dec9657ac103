// Her figures agree end to end, in both fidelities of the double: generated quiz sessions (which quizzes, answered
// right, wrong or not at all, her home read in between or not) are taken through the gateway, then her home
// (`viewer { progress }`), her history and her subject performance must tell the same story (fast-check). The pure version
// over generated histories and ledgers is gateway/src/domains/performance/her-figures.property.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type Fidelity, type UpstreamDouble } from '@learnify/upstream-double';
import { FINALIZE, SAVE, START } from './quiz-support';
import { startStack, type Data, type GqlClient, type Stack } from './support';

const HOME = /* GraphQL */ `
  {
    viewer {
      myProgress: progress {
        grade
        gradeQuizzes {
          quiz {
            id
            title
            subject
            chapter
            grade
          }
          attempted
          attempts
          bestPercentage
          latestPercentage
          lastAttemptedAt
          countedSince
        }
        nextUp {
          quiz {
            id
          }
          reason
          bestPercentage
          countedSince
        }
        streak {
          activeToday
          thisWeekCount
        }
      }
      quizHistory {
        entries {
          quizTitle
          subject
          chapter
          grade
          percentage
          attemptedAt
        }
      }
      subjectPerformance {
        subjects {
          subject
          studentAverage
          quizCount
          classComparison {
            classAverage
            ratio
            unavailableReason
          }
        }
        overall {
          studentAverage
          classComparison {
            classAverage
            unavailableReason
          }
        }
      }
    }
  }
`;

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Today and this week's Monday in Karachi (UTC+5). */
function karachiWeek(): { today: string; monday: string } {
  const now = new Date(Date.now() + 5 * 3_600_000);
  const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  return { today: now.toISOString().slice(0, 10), monday: monday.toISOString().slice(0, 10) };
}
const dayOf = (iso: string) => new Date(Date.parse(iso) + 5 * 3_600_000).toISOString().slice(0, 10);

type Answer = 'right' | 'wrong' | 'skip';
const session = fc.record({
  quiz: fc.nat({ max: 11 }),
  answers: fc.array(fc.constantFrom<Answer>('right', 'wrong', 'skip'), { minLength: 1, maxLength: 8 }),
  readHome: fc.boolean(),
});

/** Takes one quiz through the gateway, answering question i by `answers[i % n]`; the result's percentage. */
async function takeQuiz(double: UpstreamDouble, c: GqlClient, quizId: string, answers: Answer[]) {
  const started = await c.gql(START, { input: { quizId } });
  const attempt = started.data.startQuiz.attempt;
  expect(attempt.previewMode).toBe(false);
  const key = double.admin.correctAnswersOf(Number(attempt.attemptId))!;
  for (const [i, q] of (attempt.questions as Data[]).entries()) {
    const how = answers[i % answers.length]!;
    if (how === 'skip') continue;
    const right = key[q.id] as Data;
    const input: Data = { attemptId: attempt.attemptId, questionId: q.id, questionType: q.type };
    if (q.type === 'SCQ')
      input.selected = how === 'right' ? right.selected : q.options.find((o: string) => o !== right.selected);
    if (q.type === 'MCQ') input.selectedOptions = how === 'right' ? right.selected : [q.options[0]];
    if (q.type === 'FIB')
      input.blanks = Object.entries(right).map(([label, value]) => ({
        label,
        value: how === 'right' ? value : 'nope',
      }));
    await c.gql(SAVE, { input });
  }
  const fin = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
  expect(fin.errors).toBeUndefined();
  return fin.data.finalizeQuiz.result.percentage as number;
}

/** Every agreement between her home, her history and her subject performance. */
function expectAgreement(answer: Data) {
  const { myProgress: home, quizHistory: history, subjectPerformance: performance } = answer;
  const entries = history.entries as Data[];
  const entryOf = (h: Data) =>
    (home.gradeQuizzes as Data[]).find(
      (q) =>
        q.quiz.title === h.quizTitle &&
        q.quiz.subject === h.subject &&
        q.quiz.chapter === h.chapter &&
        q.quiz.grade === h.grade,
    );
  for (const h of entries.filter((e) => e.grade === home.grade)) {
    const q = entryOf(h);
    expect(q, `${h.quizTitle} on her home`).toBeDefined();
    expect(q).toMatchObject({
      attempted: true,
      latestPercentage: h.percentage,
      lastAttemptedAt: h.attemptedAt,
    });
    expect(q.bestPercentage).toBeGreaterThanOrEqual(h.percentage);
    expect(q.attempts).toBeGreaterThanOrEqual(1);
  }
  for (const q of home.gradeQuizzes as Data[])
    if (!q.attempted) expect(entries.some((h) => entryOf(h) === q)).toBe(false);
  const bySubject = new Map<string, number[]>();
  for (const h of entries) bySubject.set(h.subject, [...(bySubject.get(h.subject) ?? []), h.percentage]);
  expect(
    (performance.subjects as Data[]).map((s) => [s.subject, s.studentAverage, s.quizCount]).sort(),
  ).toEqual([...bySubject].map(([s, xs]) => [s, round2(mean(xs)), xs.length]).sort());
  if (entries.length > 0)
    expect(performance.overall.studentAverage).toBe(
      round2(mean((performance.subjects as Data[]).map((s) => s.studentAverage))),
    );
  for (const row of [...performance.subjects, ...(performance.overall ? [performance.overall] : [])]) {
    const c = row.classComparison;
    if (c.classAverage === null) expect(c.unavailableReason).not.toBeNull();
    else if (row.studentAverage > 0) expect(c.classAverage).toBeGreaterThan(0);
  }
  const { today, monday } = karachiWeek();
  const thisWeek = entries.filter((h) => dayOf(h.attemptedAt) >= monday && dayOf(h.attemptedAt) <= today);
  expect(home.streak.thisWeekCount).toBe(thisWeek.length);
  for (const n of home.nextUp as Data[]) {
    const q = (home.gradeQuizzes as Data[]).find((e) => e.quiz.id === n.quiz.id);
    expect([n.bestPercentage, n.countedSince]).toEqual([q.bestPercentage, q.countedSince]);
  }
}

describe.each<Fidelity>(['corrected', 'recorded'])('her figures agree, %s fidelity', (fidelity) => {
  let double: UpstreamDouble;
  let stack: Stack;
  let quizzes: Data[];
  beforeAll(async () => {
    double = await startUpstreamDouble({ seed: 'demo', port: 0, fidelity });
    stack = await startStack({}, { double });
    const c = stack.client();
    const cat = (await c.gql('{ catalogue { name subjects { chapters { quizzes { id } } } } }')).data
      .catalogue;
    quizzes = cat
      .find((g: Data) => g.name === 'Grade 3')
      .subjects.flatMap((s: Data) => s.chapters.flatMap((ch: Data) => ch.quizzes));
  });
  afterAll(async () => {
    await stack.close();
    await double.close();
  });

  it('home, history and subject performance, after any sessions of quizzes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(session, { minLength: 1, maxLength: 5 }), async (sessions) => {
        double.reset();
        const id = double.admin.findUser('ayesha')!.id;
        await stack.gateway.store.entries.delete(`progress-ledger:v2:id:${id}`);
        const c = await stack.signedIn('ayesha');
        const first = await c.gql(HOME); // the gateway's first reading of her history
        expect(first.errors).toBeUndefined();
        expectAgreement(first.data.viewer);
        const before = new Set(
          (first.data.viewer.myProgress.gradeQuizzes as Data[])
            .filter((q) => q.attempted)
            .map((q) => q.quiz.id),
        );
        const taken = new Map<string, number[]>();
        for (const s of sessions) {
          const quizId = quizzes[s.quiz % quizzes.length].id as string;
          const pct = await takeQuiz(double, c, quizId, s.answers);
          taken.set(quizId, [...(taken.get(quizId) ?? []), pct]);
          if (s.readHome) expectAgreement((await c.gql(HOME)).data.viewer);
        }
        const last = await c.gql(HOME);
        expect(last.errors).toBeUndefined();
        expectAgreement(last.data.viewer);
        // A quiz she first finished after the first reading counts every attempt (each finish is read at once),
        // and says so; one her history showed before counts "since".
        for (const [quizId, pcts] of taken) {
          const q = (last.data.viewer.myProgress.gradeQuizzes as Data[]).find((e) => e.quiz.id === quizId);
          if (before.has(quizId)) expect(q.countedSince).not.toBeNull();
          else
            expect(q).toMatchObject({
              attempts: pcts.length,
              bestPercentage: Math.max(...pcts),
              countedSince: null,
            });
        }
      }),
      { numRuns: 12, seed: 2026_11_28 },
    );
  }, 120_000);
});
