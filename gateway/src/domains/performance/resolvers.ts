import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { requireViewer, viewerIdOf } from '../../composition/viewer-identity';
import { fetchQuizHistory } from '../results/rest-calls';
import { fetchSubjectPerformance } from './rest-calls';
import { composeSubjectPerformance } from './subject-performance';
import { loadProgress } from './progress-resolver';
import { sameName } from './quiz-matching';
import { wantedGrade } from './wanted-grade';

/**
 * Her averages from her history; the API's subject performance only for the class comparison, so its failure
 * leaves the comparison "not reported" (a refusal, e.g. FORBIDDEN for a teacher, comes from the history).
 */
async function subjectPerformanceOf(ctx: GatewayContext, owner: string) {
  const [history, api] = await Promise.all([
    fetchQuizHistory(ctx.upstream),
    fetchSubjectPerformance(ctx.upstream).catch(() => null),
  ]);
  return composeSubjectPerformance(history.results, api, owner);
}

export const performanceResolvers: Resolvers = {
  Query: {
    subjectPerformance: async (_p, _a, ctx) =>
      subjectPerformanceOf(ctx, viewerIdOf(await requireViewer(ctx))),
    myProgress: (_p, _a, ctx) => loadProgress(ctx),
  },
  Viewer: {
    progress: (_viewer, _a, ctx) => loadProgress(ctx),
    subjectPerformance: (viewer, _a, ctx) => subjectPerformanceOf(ctx, viewerIdOf(viewer)),
  },
  StudentProgress: {
    attemptedQuizzes: (progress) => progress.quizzes.filter((q) => q.attempted),
    gradeQuizzes: async (progress, { gradeId, grade }, ctx) => {
      const wanted = await wantedGrade(ctx, gradeId ?? null, grade ?? null, progress.grade);
      if (!wanted) return [];
      return progress.quizzes.filter((q) => sameName(q.quiz.grade) === sameName(wanted));
    },
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
