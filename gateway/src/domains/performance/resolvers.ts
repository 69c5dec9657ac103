import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer, viewerIdOf } from '../../composition/viewer-identity';
import { fetchSubjectPerformance } from './rest-calls';
import { toSubjectPerformance } from './converters';
import { loadProgress } from './progress-resolver';
import { sameName } from './quiz-matching';

export const performanceResolvers: Resolvers = {
  Query: {
    subjectPerformance: async (_p, _a, ctx) => {
      const dto = await fetchSubjectPerformance(ctx.upstream);
      return toSubjectPerformance(dto, viewerIdOf(await requireViewer(ctx)));
    },
    myProgress: (_p, _a, ctx) => loadProgress(ctx),
  },
  Viewer: {
    progress: (_viewer, _a, ctx) => loadProgress(ctx),
    subjectPerformance: async (viewer, _a, ctx) =>
      toSubjectPerformance(await fetchSubjectPerformance(ctx.upstream), viewerIdOf(viewer)),
  },
  StudentProgress: {
    attemptedQuizzes: (progress) => progress.quizzes.filter((q) => q.attempted),
    gradeQuizzes: (progress, { grade }) => {
      const wanted = grade ?? progress.grade;
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
