import { describe, expect, it } from 'vitest';
import { answerDataOf } from './resolvers';
import { toQuizAttempt } from './converters';
import { startDto } from './upstream-types';

const origin = 'http://127.0.0.1:4010';

describe('toQuizAttempt', () => {
  it('maps a real attempt (number id → ID string), questions, blanks and media URLs', () => {
    const a = toQuizAttempt(
      startDto.parse({
        preview_mode: false,
        attempt_id: 86,
        quiz_title: '1. Numbers Mixed Quiz',
        total_expected_questions: 3,
        formatting: { font_size: 18, text_alignment: 'center', input_box_width: 2, line_spacing: 1.5 },
        questions: [
          {
            question_id: 'q1',
            type: 'scq',
            question_text: '<p>Count</p><img src="http://127.0.0.1:4010/media/questions/x.svg">',
            options: ['1', '2'],
          },
          { question_id: 'q2', type: 'fib', question_text: '<p>11 + 4 = [a] and 15 - 5 = [b]</p>' },
          { question_id: 'q3', type: 'essay', question_text: 'unknown type' },
        ],
      }),
      '25',
      origin,
    );
    expect(a).toMatchObject({
      id: '86',
      attemptId: '86',
      previewMode: false,
      quizId: '25',
      totalExpectedQuestions: 3,
    });
    expect(a.formatting).toEqual({ fontSize: 18, textAlignment: 'CENTER', blankWidth: 2, lineSpacing: 1.5 });
    expect(a.questions).toEqual([
      {
        id: 'q1',
        type: 'SCQ',
        html: '<p>Count</p><img src="/media/questions/x.svg">',
        options: ['1', '2'],
        blanks: [],
      },
      {
        id: 'q2',
        type: 'FIB',
        html: '<p>11 + 4 = [a] and 15 - 5 = [b]</p>',
        options: [],
        blanks: ['a', 'b'],
      },
    ]);
  });

  it('maps a preview with a generated id and the formatting defaults', () => {
    const a = toQuizAttempt(
      startDto.parse({ preview_mode: true, attempt_id: null, quiz_title: 'T', questions: [] }),
      '26',
      origin,
    );
    expect(a.previewMode).toBe(true);
    expect(a.attemptId).toBeNull();
    expect(a.id).toMatch(/^preview:26:/);
    expect(a.formatting).toEqual({ fontSize: 16, lineSpacing: 1.6, textAlignment: 'LEFT', blankWidth: 8 });
    expect(a.totalExpectedQuestions).toBe(0);
  });

  it('accepts a string attempt id', () => {
    expect(toQuizAttempt(startDto.parse({ attempt_id: '87', questions: [] }), '1', origin).attemptId).toBe(
      '87',
    );
  });
});

describe('answerDataOf', () => {
  const base = { attemptId: '1', questionId: 'q' };
  it('builds the upstream answer_data per type', () => {
    expect(answerDataOf({ ...base, questionType: 'SCQ', selected: '27' })).toEqual({
      data: { selected: '27' },
    });
    expect(answerDataOf({ ...base, questionType: 'MCQ', selectedOptions: ['86', '88'] })).toEqual({
      data: { selected: ['86', '88'] },
    });
    expect(
      answerDataOf({
        ...base,
        questionType: 'FIB',
        blanks: [
          { label: 'a', value: '15' },
          { label: 'b', value: '10' },
        ],
      }),
    ).toEqual({
      data: { a: '15', b: '10' },
    });
  });
  it('says which field is missing', () => {
    expect(answerDataOf({ ...base, questionType: 'SCQ' })).toMatchObject({
      error: { code: 'INVALID_INPUT', field: 'selected' },
    });
    expect(answerDataOf({ ...base, questionType: 'MCQ', selectedOptions: [] })).toMatchObject({
      error: { field: 'selectedOptions' },
    });
    expect(answerDataOf({ ...base, questionType: 'FIB' })).toMatchObject({ error: { field: 'blanks' } });
  });
});
