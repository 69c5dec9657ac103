import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, finishQuiz, login, quizId } from '../../testing/test-client';

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
