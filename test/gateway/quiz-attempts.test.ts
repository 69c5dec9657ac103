// startQuiz (real attempt vs preview), saveAnswer per type (204 → EMPTY, 400 → REJECTED) and finalizeQuiz
// (idempotent) over real HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import { answerAll, FINALIZE, quizIds, SAVE, start, START } from './quiz-support';
import { codes, type Data } from './support';
import { useStack } from './stack-support';

const stack = useStack();
let grade3Quizzes: Array<{ id: string; title: string }>;
let grade5Quiz: string;
beforeAll(async () => {
  const ids = await quizIds(stack);
  grade3Quizzes = ids.grade3;
  grade5Quiz = ids.grade5[0]!.id;
});

describe('startQuiz', () => {
  it('a student of the grade gets a real attempt with typed questions, blanks and rewritten media', async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, grade3Quizzes[0]!.id);
    expect(attempt).toMatchObject({
      previewMode: false,
      quizId: grade3Quizzes[0]!.id,
      quizTitle: grade3Quizzes[0]!.title,
    });
    expect(attempt.attemptId).toMatch(/^\d+$/);
    expect(attempt.id).toBe(attempt.attemptId);
    expect(attempt.formatting).toEqual({
      fontSize: 16,
      lineSpacing: 1.6,
      textAlignment: 'LEFT',
      blankWidth: expect.any(Number),
    });
    expect(attempt.totalExpectedQuestions).toBe(attempt.questions.length);
    for (const q of attempt.questions) {
      if (q.type === 'FIB') {
        expect(q.options).toEqual([]);
        expect(q.blanks.length).toBeGreaterThan(0);
        for (const label of q.blanks) expect(q.html).toContain(`[${label}]`);
      } else {
        expect(q.options.length).toBeGreaterThan(1);
        expect(q.blanks).toEqual([]);
      }
      expect(q.html).not.toContain(stack.double.origin);
    }
    const img = attempt.questions.map((q: Data) => /src="([^"]+)"/.exec(q.html)?.[1]).find(Boolean);
    if (img) {
      expect(img).toMatch(/^\/media\//);
      const media = await fetch(`${stack.url}${img}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toMatch(/image\/svg/);
      expect(media.headers.get('content-security-policy')).toMatch(/sandbox/);
    }
  });

  it('visitors, teachers and students of another grade get a preview (attemptId null, preview: id)', async () => {
    const visitor = await start(stack.client(), grade3Quizzes[0]!.id);
    expect(visitor).toMatchObject({ previewMode: true, attemptId: null });
    expect(visitor.id).toMatch(/^preview:/);
    const teacher = await stack.signedIn('mrs.khan');
    expect((await start(teacher, grade3Quizzes[0]!.id)).previewMode).toBe(true);
    const hamza = await stack.signedIn('hamza');
    expect((await start(hamza, grade3Quizzes[0]!.id)).previewMode).toBe(true);
    expect((await start(hamza, grade5Quiz)).previewMode).toBe(false);
  });

  it('a stale bearer token on startQuiz is reported (the student would otherwise silently get a preview)', async () => {
    const res = await stack
      .client({ authorization: 'Bearer stale' })
      .gql(START, { input: { quizId: grade3Quizzes[0]!.id } });
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
  });

  it('unknown quiz → NOT_FOUND (also for ids that cannot exist, without asking)', async () => {
    expect(codes(await stack.client().gql(START, { input: { quizId: '999999' } }))).toEqual(['NOT_FOUND']);
    const before = stack.double.requests.length;
    expect(codes(await stack.client().gql(START, { input: { quizId: '../token' } }))).toEqual(['NOT_FOUND']);
    expect(stack.double.requests.length).toBe(before);
  });
});

describe('saveAnswer and finalizeQuiz', () => {
  it('saves SCQ/MCQ/FIB answers in the upstream shapes, finalizes and reads the result', async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, grade3Quizzes[0]!.id);
    expect(new Set(attempt.questions.map((q: Data) => q.type))).toEqual(new Set(['SCQ', 'MCQ', 'FIB']));
    await answerAll(stack, c, attempt);
    const saved = stack.double.admin.answersOf(Number(attempt.attemptId))!;
    const key = stack.double.admin.correctAnswersOf(Number(attempt.attemptId))!;
    for (const a of saved) expect(a.answer_data).toEqual(key[a.question_id]);
    const fin = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 95 } });
    expect(fin.errors).toBeUndefined();
    const result = fin.data.finalizeQuiz.result;
    expect(fin.data.finalizeQuiz.attemptId).toBe(attempt.attemptId);
    expect(result).toMatchObject({
      id: attempt.attemptId,
      quizTitle: attempt.quizTitle,
      subject: 'Mathematics',
      grade: 'Grade 3',
      gradeLetter: 'A+',
      correctAnswers: attempt.questions.length,
      incorrectAnswers: 0,
      percentage: 100,
    });
    expect(result.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:00$/);
    expect(result.questions[0]).toMatchObject({ id: `${attempt.attemptId}:1`, position: 1, isCorrect: true });
    const mcq = result.questions.find((q: Data) => q.type === 'MCQ');
    expect(mcq.correctAnswer).toMatch(/, /);
    const fib = result.questions.find((q: Data) => q.type === 'FIB');
    expect(fib.studentAnswer).toMatch(/^a: .+/);
    // The history now lists it first.
    const history = await c.gql(
      '{ quizHistory { id fullName entries { id quizTitle attemptedAt gradeLetter percentage totalQuestions } } }',
    );
    expect(history.data.quizHistory).toMatchObject({ id: 'ayesha', fullName: 'Ayesha Siddiqui' });
    expect(history.data.quizHistory.entries[0]).toMatchObject({
      id: attempt.attemptId,
      quizTitle: attempt.quizTitle,
      gradeLetter: 'A+',
      percentage: 100,
    });
    expect(history.data.quizHistory.entries[0].attemptedAt).toMatch(/\+05:00$/);
  });

  it('finalize is idempotent: a retried finalize returns the same result, not an error', async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, grade3Quizzes[1]!.id);
    await answerAll(stack, c, attempt);
    const first = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
    const again = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 31 } });
    expect(again.errors).toBeUndefined();
    expect(again.data.finalizeQuiz).toEqual(first.data.finalizeQuiz);
    expect(stack.upstreamCalls('/api/student/quiz/finalize/')).toBe(2);
  });

  it('finalizing an unknown attempt is NOT_FOUND; a teacher is FORBIDDEN', async () => {
    const c = await stack.signedIn('ayesha');
    expect(codes(await c.gql(FINALIZE, { input: { attemptId: '999999', durationSeconds: 1 } }))).toEqual([
      'NOT_FOUND',
    ]);
    const t = await stack.signedIn('mrs.khan');
    expect(codes(await t.gql(FINALIZE, { input: { attemptId: '1', durationSeconds: 1 } }))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('all-empty blanks → EMPTY; bad answers → REJECTED with INVALID_INPUT; a preview id is rejected locally', async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, grade3Quizzes[0]!.id);
    const fib = attempt.questions.find((q: Data) => q.type === 'FIB');
    const empty = await c.gql(SAVE, {
      input: {
        attemptId: attempt.attemptId,
        questionId: fib.id,
        questionType: 'FIB',
        blanks: fib.blanks.map((label: string) => ({ label, value: ' ' })),
      },
    });
    expect(empty.data.saveAnswer).toEqual({ questionId: fib.id, status: 'EMPTY', errors: [] });
    const badId = await c.gql(SAVE, {
      input: { attemptId: attempt.attemptId, questionId: 'not-a-uuid', questionType: 'SCQ', selected: '1' },
    });
    expect(badId.data.saveAnswer).toEqual({
      questionId: 'not-a-uuid',
      status: 'REJECTED',
      errors: [
        {
          code: 'INVALID_INPUT',
          field: null,
          message: 'This was not accepted. Please check it and try again.',
        },
      ],
    });
    const noChoice = await c.gql(SAVE, {
      input: { attemptId: attempt.attemptId, questionId: fib.id, questionType: 'MCQ' },
    });
    expect(noChoice.data.saveAnswer.errors[0]).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'selectedOptions',
    });
    const preview = await c.gql(SAVE, {
      input: { attemptId: 'preview:1:x', questionId: fib.id, questionType: 'SCQ', selected: 'a' },
    });
    expect(preview.data.saveAnswer.status).toBe('REJECTED');
  });

  it("saving to someone else's attempt → NOT_FOUND; as a teacher → FORBIDDEN; without a session → UNAUTHENTICATED", async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, grade3Quizzes[0]!.id);
    const input = {
      attemptId: attempt.attemptId,
      questionId: attempt.questions[0].id,
      questionType: 'SCQ',
      selected: 'x',
    };
    const sana = await stack.signedIn('sana');
    expect(codes(await sana.gql(SAVE, { input }))).toEqual(['NOT_FOUND']);
    const t = await stack.signedIn('mrs.khan');
    expect(codes(await t.gql(SAVE, { input }))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql(SAVE, { input }))).toEqual(['UNAUTHENTICATED']);
  });
});
