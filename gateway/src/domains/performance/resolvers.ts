import type { Resolvers } from '../../__generated__/resolvers-types';
import { fetchQuizHistory } from '../results/rest-calls';
import { fetchSubjectPerformance } from './rest-calls';
import { composeSubjectPerformance } from './subject-performance';
import { loadProgress } from './progress-resolver';
import { sameName } from './quiz-matching';
import { wantedGrade } from './wanted-grade';

export const performanceResolvers: Resolvers = {
  Query: {
    // Her averages from her history; the API's subject performance only for the class comparison, so its
    // failure leaves the comparison "not reported" (a refusal, e.g. FORBIDDEN for a teacher, comes from the history).
    subjectPerformance: async (_p, _a, ctx) => {
      const [history, api] = await Promise.all([
        fetchQuizHistory(ctx.upstream),
        fetchSubjectPerformance(ctx.upstream).catch(() => null),
      ]);
      return composeSubjectPerformance(history.results, api);
    },
    myProgress: (_p, _a, ctx) => loadProgress(ctx),
  },
  StudentProgress: {
    gradeQuizzes: async (progress, { gradeId, grade }, ctx) => {
      const wanted = await wantedGrade(ctx, gradeId ?? null, grade ?? null, progress.grade);
      if (!wanted) return [];
      return progress.quizzes.filter((q) => sameName(q.quiz.grade) === sameName(wanted));
    },
  },
  SetMyGradePayload: {
    // Composed after her answer was kept, so it carries her grade, her grade's quizzes and Next up.
    progress: (payload, _a, ctx) => (payload.errors.length === 0 ? loadProgress(ctx) : null),
  },
  QuizSummary: {
    // A visitor has no progress; anyone signed in gets hers (or the composition's error, e.g. FORBIDDEN).
    myProgress: async (quiz, _a, ctx) => {
      if (!ctx.viewer.accessToken) return null;
      const progress = await loadProgress(ctx);
      return progress.quizzes.find((q) => q.quizId === quiz.id) ?? null;
    },
  },
};
