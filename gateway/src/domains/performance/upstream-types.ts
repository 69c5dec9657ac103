import { z } from 'zod';
import type {
  GradeSource,
  LearningStreak,
  NextUpQuiz,
  QuizProgress,
} from '../../__generated__/resolvers-types';
import { numeric, text } from '../../lib/dto';
import type { QuizSummarySource } from '../catalogue/upstream-types';

/** `GET student/subject-performance/`: one row per subject, then `Overall Performance` (`[]` with no history). */
export const performanceDto = z.array(
  z.looseObject({ subject: text, student_avg: numeric, class_avg: numeric, percentile: numeric }),
);
export type PerformanceDto = z.output<typeof performanceDto>;

/** A progress entry as composed: `quiz` is the catalogue's own quiz object. */
export type QuizProgressSource = Omit<QuizProgress, 'quiz'> & { quiz: QuizSummarySource };
/** A suggestion as composed. */
export type NextUpSource = Omit<NextUpQuiz, 'quiz'> & { quiz: QuizSummarySource };
/** `StudentProgress` as composed; `gradeQuizzes` is filtered from `quizzes` per its argument. */
export interface StudentProgressSource {
  id: string;
  grade: string | null;
  gradeSource: GradeSource | null;
  quizzes: QuizProgressSource[];
  nextUp: NextUpSource[];
  streak: LearningStreak;
}
