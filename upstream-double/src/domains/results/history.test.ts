import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, finishQuiz, login, quizId, takeQuiz } from '../../testing/test-client';

const T0 = new Date('2026-03-10T06:00:00Z'); // 11:00 AM in Karachi
const t = useClockedDouble(T0);
let mixed3: number;
let drill3: number;
beforeAll(async () => {
  mixed3 = await quizId(t.double, 'Grade 3', '1.');
  drill3 = await quizId(t.double, 'Grade 3', '2.');
});

const finish = (user: string, quiz: number, answer?: Parameters<typeof finishQuiz>[3]) =>
  finishQuiz(t.double, user, quiz, answer);

describe('quiz history', () => {
  it('lists the latest completed attempt per quiz, newest first, in Pakistan time, attempt_id as a string', async () => {
    const a = await finish('ayesha', drill3);
    t.advance(90);
    const b = await finish('ayesha', mixed3);
    t.advance(60 * 13);
    const c = await finish('ayesha', drill3, () => 'wrong');
    await takeQuiz(t.double, await login(t.double, 'ayesha'), drill3); // unfinished: not listed
    const r = await call(t.double, 'student/quiz-history/', { token: await login(t.double, 'ayesha') });
    expect(r.body.full_name).toBe('Ayesha Siddiqui');
    expect(r.body.results).toEqual([
      {
        quiz_title: '2. Numbers SCQ Drill',
        chapter: 'Numbers',
        subject: 'Mathematics',
        grade: 'Grade 3',
        marks_obtained: 0,
        total_questions: 5,
        marks_per_question: 2,
        percentage: 0,
        grade_letter: 'F',
        attempted_on: '11-03-2026 01:30 AM',
        attempt_id: String(c.attempt_id),
      },
      {
        quiz_title: '1. Numbers Mixed Quiz',
        chapter: 'Numbers',
        subject: 'Mathematics',
        grade: 'Grade 3',
        marks_obtained: 7,
        total_questions: 7,
        marks_per_question: 1,
        percentage: 100,
        grade_letter: 'A+',
        attempted_on: '10-03-2026 12:30 PM',
        attempt_id: String(b.attempt_id),
      },
    ]);
    expect(a.attempt_id).not.toBe(c.attempt_id);
  });

  it('is for students only', async () => {
    expect(
      (await call(t.double, 'student/quiz-history/', { token: await login(t.double, 'mrs.khan') })).body,
    ).toEqual({ error: 'Only students can access this view.' });
    expect((await call(t.double, 'student/quiz-history/')).status).toBe(401);
  });
});
