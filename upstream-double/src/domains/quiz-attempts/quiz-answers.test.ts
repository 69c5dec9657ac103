import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, login, quizId, takeQuiz } from '../../testing/test-client';

const t = useClockedDouble(new Date('2026-03-10T06:00:00Z'));
let mixed3: number; // Grade 3 "1. Numbers Mixed Quiz": 3 SCQ + 2 MCQ + 2 FIB, 1 mark each
let drill3: number; // Grade 3 "2. Numbers SCQ Drill": 5 SCQ, 2 marks each
beforeAll(async () => {
  mixed3 = await quizId(t.double, 'Grade 3', '1.');
  drill3 = await quizId(t.double, 'Grade 3', '2.');
});

const submit = (token: string, json: unknown) => call(t.double, 'student/submit-answer/', { token, json });

describe('submitting answers', () => {
  it('validates like the backend: role, missing fields, FIB shape, UUID, attempt', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId, questions } = await takeQuiz(t.double, token, mixed3, () => 'skip');
    const fib = questions.find((q) => q.type === 'fib')!;
    const scq = questions[0]!;
    expect((await submit(token, { attempt_id: attemptId })).body).toEqual({ detail: 'Missing fields.' });
    expect(
      (
        await submit(token, {
          attempt_id: attemptId,
          question_id: fib.question_id,
          question_type: 'fib',
          answer_data: {},
        })
      ).body,
    ).toEqual({ detail: 'Missing fields.' });
    expect(
      (
        await submit(token, {
          attempt_id: attemptId,
          question_id: fib.question_id,
          question_type: 'fib',
          answer_data: 'Islamabad',
        })
      ).body,
    ).toEqual({ detail: 'Invalid FIB data.' });
    expect(
      (
        await submit(token, {
          attempt_id: attemptId,
          question_id: 'not-a-uuid',
          question_type: 'scq',
          answer_data: { selected: '1' },
        })
      ).body,
    ).toEqual({ detail: 'Invalid question ID.' });
    expect(
      (
        await submit(token, {
          attempt_id: 999999,
          question_id: scq.question_id,
          question_type: 'scq',
          answer_data: { selected: '1' },
        })
      ).body,
    ).toEqual({ detail: 'Attempt not found or already finalized.' });
    const other = await login(t.double, 'sana');
    expect(
      (
        await submit(other, {
          attempt_id: attemptId,
          question_id: scq.question_id,
          question_type: 'scq',
          answer_data: { selected: '1' },
        })
      ).status,
    ).toBe(404);
    expect((await submit(await login(t.double, 'mrs.khan'), { attempt_id: attemptId })).body).toEqual({
      detail: 'Only students can submit answers.',
    });
    expect((await call(t.double, 'student/submit-answer/', { json: {} })).status).toBe(401);
  });

  it('refuses an answer to a question not served in the attempt (the real backend accepted it)', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId } = await takeQuiz(t.double, token, mixed3, () => 'skip');
    const r = await submit(token, {
      attempt_id: attemptId,
      question_id: '00000000-0000-0000-0000-000000000000',
      question_type: 'scq',
      answer_data: { selected: '1' },
    });
    expect(r).toMatchObject({ status: 400, body: { detail: 'Invalid question ID.' } });
    expect(t.double.admin.answersOf(attemptId)).toEqual([]);
  });

  it('an all-empty FIB answer is a 204 with no body and keeps the earlier answer', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId, questions } = await takeQuiz(t.double, token, mixed3);
    const fib = questions.find((q) => q.type === 'fib')!;
    const before = t.double.admin.answersOf(attemptId)!.find((a) => a.question_id === fib.question_id);
    const r = await submit(token, {
      attempt_id: attemptId,
      question_id: fib.question_id,
      question_type: 'fib',
      answer_data: { a: '', b: ' ' },
    });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(t.double.admin.answersOf(attemptId)!.find((a) => a.question_id === fib.question_id)).toEqual(
      before,
    );
  });

  it('a re-submitted answer replaces the earlier one', async () => {
    const token = await login(t.double, 'ayesha');
    const { attemptId, questions } = await takeQuiz(t.double, token, drill3, () => 'skip');
    const q = questions[0]!;
    await submit(token, {
      attempt_id: attemptId,
      question_id: q.question_id,
      question_type: 'scq',
      answer_data: { selected: 'first' },
    });
    await submit(token, {
      attempt_id: attemptId,
      question_id: q.question_id,
      question_type: 'scq',
      answer_data: { selected: 'second' },
    });
    const saved = t.double.admin.answersOf(attemptId)!;
    expect(saved).toHaveLength(1);
    expect(saved[0]?.answer_data).toEqual({ selected: 'second' });
  });
});
