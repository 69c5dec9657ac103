// The parents codegen's `mappers` point schema types at are written out in the domains' upstream-types.ts, which
// import nothing generated (so no import circle runs through __generated__). These type assertions, checked by
// `npm run typecheck`, keep each one in step with the schema type it stands for.
import { describe, expectTypeOf, it } from 'vitest';
import type * as Schema from './__generated__/resolvers-types';
import type { QuizSummarySource } from './domains/catalogue/upstream-types';
import type {
  LearningStreakSource,
  NextUpSource,
  QuizProgressSource,
  StudentProgressSource,
} from './domains/performance/upstream-types';
import type { StudentOverviewSource } from './domains/teacher/upstream-types';

type Fields<T, Resolved extends string = never> = Omit<T, '__typename' | Resolved>;

describe('mapped parents', () => {
  it('carry the fields of their schema type that resolve by default, with the same types', () => {
    expectTypeOf<QuizSummarySource>().toExtend<Fields<Schema.QuizSummary, 'myProgress'>>();
    expectTypeOf<QuizProgressSource>().toExtend<Fields<Schema.QuizProgress, 'quiz'>>();
    expectTypeOf<NextUpSource>().toExtend<Fields<Schema.NextUpQuiz, 'quiz'>>();
    expectTypeOf<NextUpSource['reason']>().toEqualTypeOf<Schema.NextUpReason>();
    expectTypeOf<LearningStreakSource>().toExtend<Fields<Schema.LearningStreak>>();
    expectTypeOf<StudentProgressSource>().toExtend<
      Fields<Schema.StudentProgress, 'quizzes' | 'nextUp' | 'streak' | 'gradeQuizzes' | 'attemptedQuizzes'>
    >();
    expectTypeOf<StudentOverviewSource>().toExtend<
      Fields<Schema.StudentOverview, 'needsHelp' | 'inactive'>
    >();
  });
});
