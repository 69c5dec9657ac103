import { expect, it } from 'vitest';
import { toHonourBoard } from './converters';
import { honourBoardDto } from './upstream-types';

it('groups by grade in grade order with ranks within each grade', () => {
  const board = toHonourBoard(
    honourBoardDto.parse([
      {
        grade: 'Grade 5',
        top_students: [
          {
            username: 'hamza',
            full_name: 'Hamza Ali',
            total_marks: 8,
            quizzes_attempted: 1,
            average_score: 80.0,
          },
        ],
      },
      {
        grade: 'Grade 3',
        top_students: [
          {
            username: 'sana',
            total_marks: 20,
            quizzes_attempted: 2,
            average_score: 90.5,
            school: 'Iqra',
            city: 'Lahore',
            province: 'Punjab',
          },
          { username: 'omar', total_marks: 10, quizzes_attempted: 1, average_score: 100 },
        ],
      },
    ]),
    'NATIONAL_HEROES',
  );
  expect(board).toMatchObject({ id: 'NATIONAL_HEROES', kind: 'NATIONAL_HEROES', periodDays: 90 });
  expect(board.grades.map((g) => g.grade)).toEqual(['Grade 3', 'Grade 5']);
  expect(board.grades[0]?.topStudents.map((s) => [s.rank, s.username, s.id])).toEqual([
    [1, 'sana', 'NATIONAL_HEROES:Grade 3:1'],
    [2, 'omar', 'NATIONAL_HEROES:Grade 3:2'],
  ]);
  expect(board.grades[1]?.topStudents[0]).toMatchObject({
    rank: 1,
    fullName: 'Hamza Ali',
    school: null,
    averageScore: 80,
  });
  expect(board.grades[0]?.topStudents[0]?.province).toBe('PUNJAB');
});

it('is 30 days for Shining Stars and tolerates an empty board', () => {
  expect(toHonourBoard([], 'SHINING_STARS')).toEqual({
    id: 'SHINING_STARS',
    kind: 'SHINING_STARS',
    periodDays: 30,
    grades: [],
  });
});
