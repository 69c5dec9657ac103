import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { isNumericId } from '../../lib/ids';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { fetchQuizHistory, fetchQuizResult } from './rest-calls';
import { quizHistoryEntryType, quizHistoryType, quizResultType } from './field-resolvers';

export const resultsResolvers: Resolvers = {
  Query: {
    quizResult: async (_p, { attemptId }, ctx) => {
      if (!isNumericId(attemptId)) throw gatewayError('NOT_FOUND', 'Quiz attempt not found.');
      try {
        return { attemptId, dto: await fetchQuizResult(ctx.upstream, attemptId) };
      } catch (err) {
        // "Not yours" answers as "does not exist": which attempt ids exist is nobody else's business.
        if (isUpstreamStatus(err, 403, 404)) throw gatewayError('NOT_FOUND', 'Quiz attempt not found.');
        throw err;
      }
    },
    quizHistory: async (_p, _a, ctx) => ({ id: 'me', dto: await fetchQuizHistory(ctx.upstream) }),
  },
  QuizResult: quizResultType,
  QuizHistory: quizHistoryType,
  QuizHistoryEntry: quizHistoryEntryType,
};
