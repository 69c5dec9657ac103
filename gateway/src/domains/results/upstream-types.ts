import { z } from 'zod';
import { flag, idLike, numeric, text, tolerantArray } from '../../lib/dto';

export const resultQuestionDto = z.looseObject({
  question_type: text,
  question_text: text,
  correct_answer: z.unknown(),
  student_answer: z.unknown(),
  is_correct: flag,
});
export type ResultQuestionDto = z.output<typeof resultQuestionDto>;

/** `GET student/quiz-result/{id}/` 200. */
export const quizResultDto = z.looseObject({
  quiz_title: text,
  subject: text,
  grade: text,
  total_questions: numeric,
  correct_answers: numeric,
  incorrect_answers: numeric,
  marks_obtained: numeric,
  percentage: numeric,
  grade_letter: text,
  completed_at: text,
  questions: tolerantArray(resultQuestionDto),
});
export type QuizResultDto = z.output<typeof quizResultDto>;

/** Parent of `QuizResult`: the result body does not repeat its attempt id. */
export interface QuizResultSource {
  attemptId: string;
  dto: QuizResultDto;
}

/** One row of `student/quiz-history/` and `teacher/student/{username}/quiz-history/` (`attempt_id` a string). */
export const historyRowDto = z.looseObject({
  quiz_title: text,
  chapter: text,
  subject: text,
  grade: text,
  marks_obtained: numeric,
  total_questions: numeric,
  marks_per_question: numeric,
  percentage: numeric,
  grade_letter: text,
  attempted_on: text,
  attempt_id: idLike,
});
export type HistoryRowDto = z.output<typeof historyRowDto>;

export const historyDto = z.looseObject({ full_name: text, results: tolerantArray(historyRowDto) });
export type HistoryDto = z.output<typeof historyDto>;

/** Parent of `QuizHistory`: whose history it is (the student's username, lower-cased) and the body. */
export interface QuizHistorySource {
  id: string;
  dto: HistoryDto;
}
