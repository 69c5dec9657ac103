import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedDouble } from './clocked-double';
import { call, finishQuiz, login, quizId, takeQuiz } from './test-client';

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

describe('subject performance', () => {
  it('is [] without history and 403 for teachers', async () => {
    expect(
      (await call(t.double, 'student/subject-performance/', { token: await login(t.double, 'ayesha') })).body,
    ).toEqual([]);
    expect(
      (await call(t.double, 'student/subject-performance/', { token: await login(t.double, 'mrs.khan') }))
        .body,
    ).toEqual({ error: 'Only students can access this view.' });
  });

  it("counts SCQ/MCQ correctly and takes the class average over the student's own grade", async () => {
    await finish('ayesha', drill3, (_q, i) => (i < 3 ? 'right' : 'wrong')); // 3 of 5
    await finish('ayesha', mixed3); // 7 of 7 (SCQ, MCQ and FIB all count)
    await finish('hamza', await quizId(t.double, 'Grade 5', '1.'), () => 'wrong'); // other grade: not in the class
    // sana (Grade 3) has seeded attempts; derive her correct/total from her history.
    const sana = await call(t.double, 'student/quiz-history/', { token: await login(t.double, 'sana') });
    let sCorrect = 0;
    let sTotal = 0;
    for (const row of sana.body.results) {
      sCorrect += row.marks_obtained / row.marks_per_question;
      sTotal += row.total_questions;
    }
    const round2 = (x: number) => Math.round(x * 100) / 100;
    const student = round2((10 / 12) * 100);
    const cls = round2(((10 + sCorrect) / (12 + sTotal)) * 100);
    const percentile = round2((student / cls) * 100);
    const r = await call(t.double, 'student/subject-performance/', {
      token: await login(t.double, 'ayesha'),
    });
    expect(r.body).toEqual([
      { subject: 'Mathematics', student_avg: student, class_avg: cls, percentile },
      { subject: 'Overall Performance', student_avg: student, class_avg: cls, percentile },
    ]);
  });
});

describe('teachers', () => {
  it('see the students of their own school and city (never a 500), grade as a name or null', async () => {
    const r = await call(t.double, 'teacher/students/', { token: await login(t.double, 'mrs.khan') });
    expect(r.status).toBe(200);
    expect(r.body.map((s: { username: string }) => s.username).sort()).toEqual(['ayesha', 'hamza', 'sana']);
    expect(r.body.find((s: { username: string }) => s.username === 'ayesha')).toEqual({
      full_name: 'Ayesha Siddiqui',
      email: 'ayesha@example.com',
      grade: 'Grade 3',
      gender: 'Female',
      school_name: 'Iqra Model School',
      city: 'Lahore',
      province: 'Punjab',
      username: 'ayesha',
    });
    const baloch = await call(t.double, 'teacher/students/', { token: await login(t.double, 'mr.baloch') });
    expect(baloch.body).toEqual([expect.objectContaining({ username: 'nadia', grade: null })]);
    expect(
      (await call(t.double, 'teacher/students/', { token: await login(t.double, 'ayesha') })).body,
    ).toEqual({
      error: 'Unauthorized',
    });
  });

  it('read the history of their own students only (username case-insensitive)', async () => {
    const token = await login(t.double, 'mrs.khan');
    const own = await call(t.double, 'teacher/student/SANA/quiz-history/', { token });
    expect(own.status).toBe(200);
    expect(own.body.full_name).toBe('Sana Malik');
    expect(own.body.results.length).toBeGreaterThan(0);
    expect((await call(t.double, 'teacher/student/omar/quiz-history/', { token })).body).toEqual({
      error: "You are not authorized to view this student's data.",
    });
    expect((await call(t.double, 'teacher/student/nobody/quiz-history/', { token })).body).toEqual({
      error: 'Student not found.',
    });
    expect(
      (await call(t.double, 'teacher/student/sana/quiz-history/', { token: await login(t.double, 'ayesha') }))
        .body,
    ).toEqual({ error: 'Only teachers can access this view.' });
  });
});
