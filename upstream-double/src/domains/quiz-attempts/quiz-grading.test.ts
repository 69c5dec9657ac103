import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, finalizeQuiz, login, quizId, takeQuiz } from '../../testing/test-client';

const t = useClockedDouble(new Date('2026-03-10T06:00:00Z'));
let mixed3: number; // Grade 3 "1. Numbers Mixed Quiz": 3 SCQ + 2 MCQ + 2 FIB, 1 mark each
let drill3: number; // Grade 3 "2. Numbers SCQ Drill": 5 SCQ, 2 marks each
beforeAll(async () => {
  mixed3 = await quizId(t.double, 'Grade 3', '1.');
  drill3 = await quizId(t.double, 'Grade 3', '2.');
});

const start = (id: number, token?: string) =>
  call(t.double, `quiz/start/${id}/`, { method: 'POST', ...(token ? { token } : {}) });
const submit = (token: string, json: unknown) => call(t.double, 'student/submit-answer/', { token, json });

describe('finalizing and grading', () => {
  it('scores every served question, unanswered counting as wrong', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId } = await takeQuiz(t.double, token, drill3, (_q, i) => (i < 3 ? 'right' : 'skip'));
    const r = await finalizeQuiz(t.double, token, attemptId);
    expect(r.body).toMatchObject({
      message: 'Quiz finalized.',
      attempt_id: attemptId,
      total_questions: 5,
      correct_answers: 3,
      marks_obtained: 6,
      percentage: 60,
      grade: 'D-',
    });
    expect(r.body.question_feedback).toHaveLength(5);
    expect(
      r.body.question_feedback.filter((f: { student_answer: unknown }) => f.student_answer === null),
    ).toHaveLength(2);
    expect(r.body.duration).toMatch(/^\d+:\d\d:\d\d/);
    expect((await finalizeQuiz(t.double, token, attemptId)).body).toEqual({
      detail: 'Attempt not found or already finalized.',
    });
  });

  it('grades after stripping HTML, collapsing whitespace and lower-casing; MCQ exact set; FIB all blanks', async () => {
    const token = await login(t.double, 'ayesha');
    const started = await start(mixed3, token);
    const id = started.body.attempt_id as number;
    // Answer payloads of several shapes are taken apart below; a loose type keeps that readable.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const correct = t.double.admin.correctAnswersOf(id) as Record<string, any>;
    const byType = (t: string) =>
      started.body.questions
        .filter((q: { type: string }) => q.type === t)
        .map((q: { question_id: string }) => q.question_id);
    const [s1, s2, s3] = byType('scq');
    const [m1, m2] = byType('mcq');
    const [f1, f2] = byType('fib');
    const send = (qid: string, type: string, data: unknown) =>
      submit(token, { attempt_id: id, question_id: qid, question_type: type, answer_data: data });
    await send(s1, 'scq', { selected: `  <b>${String(correct[s1].selected).toUpperCase()}</b>  ` }); // right
    await send(s2, 'scq', { selected: 'definitely wrong' }); // wrong
    // s3 unanswered: wrong
    await send(m1, 'mcq', { selected: [...correct[m1].selected].reverse() }); // right: order does not matter
    await send(m2, 'mcq', { selected: [correct[m2].selected[0]] }); // wrong: a subset is not the set
    const blanks = Object.keys(correct[f1]);
    await send(
      f1,
      'fib',
      Object.fromEntries(blanks.map((k) => [k, ` ${String(correct[f1][k]).toUpperCase()} `])),
    ); // right
    await send(f2, 'fib', { ...correct[f2], a: 'nope' }); // wrong: one blank wrong = question wrong
    const r = await finalizeQuiz(t.double, token, id);
    expect(r.body).toMatchObject({
      total_questions: 7,
      correct_answers: 3,
      marks_obtained: 3,
      percentage: 42.86,
      grade: 'F',
    });
    const fb = Object.fromEntries(
      r.body.question_feedback.map((f: { question_id: string; is_correct: boolean }) => [
        f.question_id,
        f.is_correct,
      ]),
    );
    expect(fb).toEqual({
      [s1]: true,
      [s2]: false,
      [s3]: false,
      [m1]: true,
      [m2]: false,
      [f1]: true,
      [f2]: false,
    });
    const mcqFb = r.body.question_feedback.find((f: { question_id: string }) => f.question_id === m1);
    expect(mcqFb.correct_answer).toEqual(
      [...correct[m1].selected].map((s: string) => s.toLowerCase()).sort(),
    );
  });

  it('rejects teachers, a missing attempt id and other students', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId } = await takeQuiz(t.double, token, drill3);
    expect((await finalizeQuiz(t.double, await login(t.double, 'mrs.khan'), attemptId)).body).toEqual({
      detail: 'Only students can finish quizzes.',
    });
    expect((await call(t.double, 'student/quiz/finalize/', { token, json: {} })).body).toEqual({
      detail: 'Missing attempt ID.',
    });
    expect((await finalizeQuiz(t.double, await login(t.double, 'sana'), attemptId)).status).toBe(404);
  });
});

describe('quiz result', () => {
  it('shows the requested attempt (not the latest of the quiz) with plain-text questions', async () => {
    const token = await login(t.double, 'ayesha');
    const first = await takeQuiz(t.double, token, drill3);
    await finalizeQuiz(t.double, token, first.attemptId);
    const second = await takeQuiz(t.double, token, drill3, () => 'wrong');
    await finalizeQuiz(t.double, token, second.attemptId);
    const r = await call(t.double, `student/quiz-result/${first.attemptId}/`, { token });
    expect(r.body).toMatchObject({
      quiz_title: '2. Numbers SCQ Drill',
      subject: 'Mathematics',
      grade: 'Grade 3',
      total_questions: 5,
      correct_answers: 5,
      incorrect_answers: 0,
      marks_obtained: 10,
      percentage: 100,
      grade_letter: 'A+',
    });
    expect(r.body.completed_at).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d [AP]M$/);
    for (const q of r.body.questions) expect(q.question_text).not.toMatch(/[<>]/);
    expect(
      (await call(t.double, `student/quiz-result/${second.attemptId}/`, { token })).body.correct_answers,
    ).toBe(0);
  });

  it('owner, same-school teacher, admin and manager may read it; others get 403', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId } = await takeQuiz(t.double, token, drill3);
    await finalizeQuiz(t.double, token, attemptId);
    for (const who of ['ayesha', 'mrs.khan', 'admin', 'manager']) {
      expect(
        (await call(t.double, `student/quiz-result/${attemptId}/`, { token: await login(t.double, who) }))
          .status,
        who,
      ).toBe(200);
    }
    for (const who of ['sana', 'mr.baloch']) {
      const r = await call(t.double, `student/quiz-result/${attemptId}/`, {
        token: await login(t.double, who),
      });
      expect(r, who).toMatchObject({ status: 403, body: { error: 'Unauthorized access to this result.' } });
    }
  });

  it('404s unknown and unfinished attempts, 401s without a token', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId } = await takeQuiz(t.double, token, drill3);
    expect((await call(t.double, `student/quiz-result/${attemptId}/`, { token })).body).toEqual({
      error: 'Quiz attempt not found or incomplete.',
    });
    expect((await call(t.double, 'student/quiz-result/999999/', { token })).status).toBe(404);
    expect((await call(t.double, `student/quiz-result/${attemptId}/`)).status).toBe(401);
  });
});
