import { describe, expect, it } from 'vitest';
import { resolveFields } from '../../testing/resolve-fields';
import { quizHistoryEntryType, quizResultType } from './field-resolvers';
import { historyRowDto, quizResultDto } from './upstream-types';

describe('QuizResult', () => {
  it('maps the result body: numbers, letter fallback, Pakistan time, questions', async () => {
    const dto = quizResultDto.parse({
      quiz_title: '2. Numbers SCQ Drill',
      subject: 'Mathematics',
      grade: 'Grade 3',
      total_questions: 5,
      correct_answers: 3,
      incorrect_answers: 99,
      marks_obtained: '6',
      percentage: 60.0,
      completed_at: '22-11-2026 07:45 AM',
      questions: [
        {
          question_type: 'scq',
          question_text: 'What is 3 + 6?',
          correct_answer: '9',
          student_answer: '9',
          is_correct: true,
        },
        {
          question_type: 'fib',
          question_text: 'a [a]',
          correct_answer: { a: '1' },
          student_answer: null,
          is_correct: false,
        },
      ],
    });
    const r = await resolveFields(quizResultType, { attemptId: '88', dto });
    expect(r).toMatchObject({
      id: '88',
      quizTitle: '2. Numbers SCQ Drill',
      gradeLetter: 'D-', // the percentage's letter

      totalQuestions: 5,
      correctAnswers: 3,
      incorrectAnswers: 2,
      marksObtained: 6,
      percentage: 60,
      completedAt: '2026-11-22T07:45:00+05:00',
    });
    expect(r.questions).toEqual([
      {
        id: '88:1',
        position: 1,
        text: 'What is 3 + 6?',
        type: 'SCQ',
        isCorrect: true,
        studentAnswer: '9',
        correctAnswer: '9',
      },
      {
        id: '88:2',
        position: 2,
        text: 'a [a]',
        type: 'FIB',
        isCorrect: false,
        studentAnswer: null,
        correctAnswer: 'a: 1',
      },
    ]);
  });

  it('without a percentage: the upstream letter, else the grade', async () => {
    const letter = (body: Record<string, unknown>) =>
      resolveFields(quizResultType, { attemptId: '1', dto: quizResultDto.parse(body) }).then(
        (r) => r.gradeLetter,
      );
    expect(await letter({ grade_letter: 'C+', grade: 'Grade 3' })).toBe('C+');
    expect(await letter({ grade: 'Grade 3' })).toBe('Grade 3');
    expect(await letter({ grade_letter: 'C+', percentage: 60 })).toBe('D-');
  });

  it('falls back to N/A and zeros when the body is thin', async () => {
    const r = await resolveFields(quizResultType, { attemptId: '1', dto: quizResultDto.parse({}) });
    expect(r).toMatchObject({
      gradeLetter: 'N/A',
      quizTitle: '',
      totalQuestions: 0,
      incorrectAnswers: 0,
      percentage: 0,
      completedAt: null,
    });
  });
});

it('maps a history row (attempt_id string, Karachi time)', async () => {
  const row = historyRowDto.parse({
    quiz_title: '1. Numbers Mixed Quiz',
    marks_obtained: 7,
    total_questions: 7,
    marks_per_question: 1,
    percentage: 100.0,
    grade_letter: 'A+',
    attempted_on: '22-11-2026 07:45 PM',
    attempt_id: '86',
  });
  expect(await resolveFields(quizHistoryEntryType, row, {}, ['chapter'])).toMatchObject({
    id: '86',
    attemptedAt: '2026-11-22T19:45:00+05:00',
    gradeLetter: 'A+',
    totalQuestions: 7,
    chapter: null,
  });
});
