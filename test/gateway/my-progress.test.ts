// myProgress over real HTTP against the double (demo seed: ayesha, Grade 3, has some history): composition from
// the catalogue, her history and subject performance; attempts and best score across readings (the ledger).
import { beforeEach, describe, expect, it } from 'vitest';
import { FINALIZE, start } from './quiz-support';
import { codes, type Data } from './support';
import { useStack } from './stack-support';

const PROGRESS = /* GraphQL */ `
  query Progress {
    myProgress {
      id
      grade
      quizzes {
        id
        quizId
        attempted
        attempts
        bestPercentage
        latestPercentage
        lastAttemptedAt
      }
      nextUp {
        quizId
        title
        subject
        chapter
        reason
        bestPercentage
      }
      streak {
        currentDays
        activeToday
        thisWeekCount
        lastActiveOn
      }
    }
  }
`;
const CONTEXT = /* GraphQL */ `
  query Context {
    catalogue {
      name
      subjects {
        name
        chapters {
          name
          quizzes {
            id
            title
          }
        }
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
  }
`;

const stack = useStack({}, { seed: 'demo' });
beforeEach(async () => {
  await stack.gateway.store.entries.delete(
    `progress-ledger:v2:id:${stack.double.admin.findUser('ayesha')?.id}`,
  );
});

async function ayesha() {
  const c = await stack.signedIn('ayesha');
  return c;
}

/** Catalogue quizzes with their path, to check the matching from the outside. */
function quizzesOf(catalogue: Data[]) {
  return catalogue.flatMap((g: Data) =>
    g.subjects.flatMap((s: Data) =>
      s.chapters.flatMap((ch: Data) =>
        ch.quizzes.map((q: Data) => ({
          id: q.id,
          title: q.title,
          grade: g.name,
          subject: s.name,
          chapter: ch.name,
        })),
      ),
    ),
  );
}

describe('myProgress', () => {
  it('marks each catalogue quiz from her history, matched by grade, subject, chapter and title', async () => {
    const c = await ayesha();
    const res = await c.gql(PROGRESS);
    expect(res.errors).toBeUndefined();
    const p = res.data.myProgress;
    const ctx = (await c.gql(CONTEXT)).data;
    const quizzes = quizzesOf(ctx.catalogue);
    expect(p.grade).toBe('Grade 3');
    expect(p.quizzes.map((q: Data) => q.quizId)).toEqual(quizzes.map((q) => q.id));

    const history = ctx.quizHistory.entries;
    expect(history.length).toBeGreaterThan(1);
    for (const row of history) {
      const quiz = quizzes.find(
        (q) =>
          q.title === row.quizTitle &&
          q.grade === row.grade &&
          q.subject === row.subject &&
          q.chapter === row.chapter,
      )!;
      const mark = p.quizzes.find((q: Data) => q.quizId === quiz.id);
      expect(mark).toMatchObject({
        attempted: true,
        attempts: 1,
        latestPercentage: row.percentage,
        bestPercentage: row.percentage,
        lastAttemptedAt: row.attemptedAt,
      });
    }
    const attempted = p.quizzes.filter((q: Data) => q.attempted);
    expect(attempted).toHaveLength(history.length);
    // "1. Numbers Mixed Quiz" exists in several grades: only Grade 3's is hers.
    const mixed = quizzes.filter((q) => q.title === '1. Numbers Mixed Quiz');
    expect(mixed.length).toBeGreaterThan(1);
    const marked = mixed.filter((q) => p.quizzes.find((x: Data) => x.quizId === q.id).attempted);
    expect(marked.map((q) => q.grade)).toEqual(['Grade 3']);
  });

  it('suggests at most three quizzes of her grade, weakest subject first, unfinished before low scores', async () => {
    const c = await ayesha();
    const p = (await c.gql(PROGRESS)).data.myProgress;
    const ctx = (await c.gql(CONTEXT)).data;
    const grade3 = quizzesOf(ctx.catalogue).filter((q) => q.grade === 'Grade 3');
    expect(p.nextUp).toHaveLength(3);
    const performance = (await c.gql('{ subjectPerformance { subjects { subject studentAverage } } }')).data
      .subjectPerformance.subjects;
    const started = new Set(performance.map((r: Data) => r.subject));
    for (const n of p.nextUp) {
      expect(grade3.map((q) => q.id)).toContain(n.quizId);
      expect(n.bestPercentage === null ? 'NOT_ATTEMPTED' : 'LOW_SCORE').toBe(n.reason);
    }
    // A Grade 3 subject she has not started comes first (it counts as weakest).
    const unstarted = [...new Set(grade3.map((q) => q.subject))].filter((s) => !started.has(s));
    expect(unstarted.length).toBeGreaterThan(0);
    expect(p.nextUp[0].subject).toBe(unstarted[0]);
    expect(p.nextUp[0].reason).toBe('NOT_ATTEMPTED');
  });

  it('counts a new attempt and keeps her best score although the history shows only the latest', async () => {
    const c = await ayesha();
    const before = (await c.gql(PROGRESS)).data.myProgress;
    const ctx = (await c.gql(CONTEXT)).data;
    const mixed = quizzesOf(ctx.catalogue).find(
      (q) => q.grade === 'Grade 3' && q.title === '1. Numbers Mixed Quiz',
    )!;
    const earlier = before.quizzes.find((q: Data) => q.quizId === mixed.id);
    expect(earlier.bestPercentage).toBeGreaterThan(0);

    // A retake answered with nothing: 0 %, today.
    const attempt = await start(c, mixed.id);
    const fin = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
    expect(fin.data.finalizeQuiz.result.percentage).toBe(0);

    const after = (await c.gql(PROGRESS)).data.myProgress;
    expect(after.quizzes.find((q: Data) => q.quizId === mixed.id)).toMatchObject({
      attempted: true,
      attempts: 2,
      latestPercentage: 0,
      bestPercentage: earlier.bestPercentage,
    });
    // Finished today: the streak counts today and this week.
    expect(after.streak.activeToday).toBe(true);
    expect(after.streak.currentDays).toBeGreaterThanOrEqual(1);
    expect(after.streak.thisWeekCount).toBeGreaterThanOrEqual(1);
    expect(after.streak.lastActiveOn).toBe(new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10));
    // Reading again adds nothing: the same attempt is not counted twice.
    const again = (await c.gql(PROGRESS)).data.myProgress;
    expect(again.quizzes.find((q: Data) => q.quizId === mixed.id).attempts).toBe(2);
  });

  it('still answers when subject performance fails (history averages order next up)', async () => {
    const c = await ayesha();
    stack.double.faults.add({ path: '/api/student/subject-performance/', status: 500, html: true });
    const res = await c.gql(PROGRESS);
    expect(res.errors).toBeUndefined();
    expect(res.data.myProgress.nextUp).toHaveLength(3);
  });

  it('is for students only; a failed history fails it with the usual code', async () => {
    const t = await stack.signedIn('mrs.khan');
    expect(codes(await t.gql(PROGRESS))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql(PROGRESS))).toEqual(['UNAUTHENTICATED']);
    const c = await ayesha();
    stack.double.faults.add({ path: '/api/student/quiz-history/', status: 502, html: true });
    expect(codes(await c.gql(PROGRESS))).toEqual(['UPSTREAM_ERROR']);
  });
});
