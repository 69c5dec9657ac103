import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { isNumericId } from '../../lib/ids';
import { fetchQuizHistory, fetchQuizResult } from './rest-calls';
import { quizHistoryEntryType, quizHistoryType, quizResultType } from './field-resolvers';

export const resultsResolvers: Resolvers = {
  Query: {
    quizResult: async (_p, { attemptId }, ctx) => {
      if (!isNumericId(attemptId)) throw gatewayError('NOT_FOUND', 'Quiz attempt not found.');
      return { attemptId, dto: await fetchQuizResult(ctx.upstream, attemptId) };
    },
    quizHistory: async (_p, _a, ctx) => ({ id: 'me', dto: await fetchQuizHistory(ctx.upstream) }),
  },
  QuizResult: quizResultType,
  QuizHistory: quizHistoryType,
  QuizHistoryEntry: quizHistoryEntryType,
};
