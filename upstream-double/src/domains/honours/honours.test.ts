import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, finishQuiz, quizId } from '../../testing/test-client';

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

describe('honour boards', () => {
  const board = async (name: string) =>
    (await call(t.double, `honors/${name}/`)).body as {
      grade: string;
      top_students: {
        username: string;
        total_marks: number;
        average_score: number;
        quizzes_attempted: number;
      }[];
    }[];

  it('are alive in the minimal seed and grouped by grade', async () => {
    const stars = await board('shining-stars');
    expect(stars.map((g) => g.grade)).toEqual(['Grade 3', 'Grade 5']);
    expect(stars[0]?.top_students[0]).toMatchObject({
      username: 'sana',
      quizzes_attempted: 2,
      school: 'Iqra Model School',
      city: 'Lahore',
      province: 'Punjab',
    });
  });

  it('use 30 and 90 day windows', async () => {
    await finish('ayesha', drill3);
    t.advance(31 * 24 * 60);
    expect(await board('shining-stars')).toEqual([]);
    expect(
      (await board('national-heroes')).flatMap((g) => g.top_students.map((s) => s.username)).sort(),
    ).toEqual(['ayesha', 'hamza', 'sana']);
    t.advance(60 * 24 * 60);
    expect(await board('national-heroes')).toEqual([]);
  });

  it('count each quiz once (latest result) and rank by marks, then average, then username', async () => {
    t.advance(40 * 24 * 60); // leave the seeded attempts behind the 30-day window
    await finish('omar', drill3); // 10 marks, 100%
    await finish('ayesha', drill3); // 10 marks, 100% — tie with omar: username decides
    await finish('sana', drill3, (_q, i) => (i < 3 ? 'right' : 'wrong')); // 6 marks
    await finish('sana', mixed3, (_q, i) => (i < 4 ? 'right' : 'wrong')); // + 4 marks = 10, lower average
    await finish('bilal', mixed3); // 7 marks
    let g3 = (await board('shining-stars'))[0]!;
    expect(g3.top_students.map((s) => s.username)).toEqual(['ayesha', 'omar', 'sana', 'bilal']);
    expect(g3.top_students[2]).toMatchObject({ total_marks: 10, quizzes_attempted: 2, average_score: 58.57 });
    t.advance(5);
    await finish('ayesha', drill3, () => 'wrong'); // her latest drill result now counts: 0 marks
    g3 = (await board('shining-stars'))[0]!;
    expect(g3.top_students.map((s) => s.username)).toEqual(['omar', 'sana', 'bilal', 'ayesha']);
    expect(g3.top_students[3]).toMatchObject({ total_marks: 0, quizzes_attempted: 1 });
  });
});
