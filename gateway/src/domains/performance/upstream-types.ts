import { z } from 'zod';
import { numeric, text } from '../../lib/dto';
import type { GradeSourceValue } from '../accounts/upstream-types';
import type { QuizSummarySource } from '../catalogue/upstream-types';

/** `GET student/subject-performance/`: one row per subject, then `Overall Performance` (`[]` with no history). */
export const performanceDto = z.array(
  z.looseObject({ subject: text, student_avg: numeric, class_avg: numeric, percentile: numeric }),
);
export type PerformanceDto = z.output<typeof performanceDto>;

/** Parent of `QuizProgress`: an entry as composed; `quiz` is the catalogue's own quiz object. */
export interface QuizProgressSource {
  id: string;
  attempted: boolean;
  attempts: number;
  bestPercentage: number | null;
  countedSince: string | null;
  lastAttemptedAt: string | null;
  latestPercentage: number | null;
  quiz: QuizSummarySource;
  quizId: string;
}
/** A suggestion as composed (`reason` is a `NextUpReason` value). */
export interface NextUpSource {
  id: string;
  bestPercentage: number | null;
  chapter: string;
  countedSince: string | null;
  quiz: QuizSummarySource;
  quizId: string;
  reason: 'NOT_ATTEMPTED' | 'LOW_SCORE';
  subject: string;
  title: string;
}
/** `LearningStreak` as composed. */
export interface LearningStreakSource {
  id: string;
  activeToday: boolean;
  currentDays: number;
  lastActiveOn: string | null;
  thisWeekCount: number;
}
/** Parent of `StudentProgress` as composed; `gradeQuizzes` is filtered from `quizzes` per its argument. */
export interface StudentProgressSource {
  id: string;
  grade: string | null;
  gradeSource: GradeSourceValue | null;
  quizzes: QuizProgressSource[];
  nextUp: NextUpSource[];
  streak: LearningStreakSource;
}
