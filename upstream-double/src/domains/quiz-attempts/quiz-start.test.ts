import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '../../index';
import { call, login, quizId } from '../../testing/test-client';

let double: UpstreamDouble;
let mixed3: number; // Grade 3 "1. Numbers Mixed Quiz": 3 SCQ + 2 MCQ + 2 FIB, 1 mark each
let drill3: number; // Grade 3 "2. Numbers SCQ Drill": 5 SCQ, 2 marks each
let mixed5: number;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal' });
  mixed3 = await quizId(double, 'Grade 3', '1.');
  drill3 = await quizId(double, 'Grade 3', '2.');
  mixed5 = await quizId(double, 'Grade 5', '1.');
});
beforeEach(() => double.reset());
afterAll(() => double.close());

const start = (id: number, token?: string) =>
  call(double, `quiz/start/${id}/`, { method: 'POST', ...(token ? { token } : {}) });

describe('starting a quiz', () => {
  it('a student of the quiz grade gets a real attempt with every bank sampled in full', async () => {
    const r = await start(mixed3, await login(double, 'ayesha'));
    expect(r.body).toMatchObject({
      preview_mode: false,
      quiz_title: '1. Numbers Mixed Quiz',
      total_expected_questions: 7,
    });
    expect(typeof r.body.attempt_id).toBe('number');
    expect(r.body.questions.map((q: { type: string }) => q.type)).toEqual([
      'scq',
      'scq',
      'scq',
      'mcq',
      'mcq',
      'fib',
      'fib',
    ]);
    expect(new Set(r.body.questions.map((q: { question_id: string }) => q.question_id)).size).toBe(7);
    expect(r.body.formatting).toEqual({
      font_size: 16,
      text_alignment: 'left',
      input_box_width: 8,
      line_spacing: 1.6,
    });
    for (const q of r.body.questions) {
      if (q.type === 'fib') expect(q).not.toHaveProperty('options');
      else expect(q.options).toHaveLength(4);
    }
  });

  it('anonymous users, teachers, admins, other-grade and no-grade students preview (max 3 per bank, nothing saved)', async () => {
    const tokens = [
      undefined,
      await login(double, 'mrs.khan'),
      await login(double, 'admin'),
      await login(double, 'hamza'),
      await login(double, 'nadia'),
    ];
    for (const token of tokens) {
      const r = await start(drill3, token);
      expect(r.body).toMatchObject({ preview_mode: true, attempt_id: null, total_expected_questions: 3 });
      expect(r.body.questions).toHaveLength(3);
    }
    expect((await start(mixed5)).body.questions).toHaveLength(7); // 3 + 2 + 2: every bank is under the cap
  });

  it('shuffles options and samples questions (each start is a new attempt)', async () => {
    const token = await login(double, 'ayesha');
    const orders = new Set<string>();
    const ids = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const r = await start(drill3, token);
      ids.add(r.body.attempt_id);
      orders.add(
        JSON.stringify(
          r.body.questions.map((q: { question_id: string; options: string[] }) => [q.question_id, q.options]),
        ),
      );
    }
    expect(ids.size).toBe(8);
    expect(orders.size).toBeGreaterThan(1);
  });

  it('404s an unknown quiz and 405s GET', async () => {
    expect((await start(999999)).body).toEqual({ error: 'Quiz not found.' });
    expect((await call(double, `quiz/start/${mixed3}/`)).status).toBe(405);
  });
});
