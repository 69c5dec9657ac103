import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer, usernameKey } from '../../composition/viewer-identity';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { isNumericId } from '../../lib/ids';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { fetchQuizHistory, fetchQuizResult } from './rest-calls';
import { quizHistoryEntryType, quizHistoryType, quizResultType } from './field-resolvers';

async function quizResult(ctx: GatewayContext, attemptId: string) {
  if (!isNumericId(attemptId)) throw gatewayError('NOT_FOUND', 'Quiz attempt not found.');
  try {
    return { attemptId, dto: await fetchQuizResult(ctx.upstream, attemptId) };
  } catch (err) {
    // "Not yours" answers as "does not exist": which attempt ids exist is nobody else's business.
    if (isUpstreamStatus(err, 403, 404)) throw gatewayError('NOT_FOUND', 'Quiz attempt not found.');
    throw err;
  }
}

export const resultsResolvers: Resolvers = {
  Query: {
    quizResult: (_p, { attemptId }, ctx) => quizResult(ctx, attemptId),
    quizHistory: async (_p, _a, ctx) => {
      // The upstream's answer first (its refusal is the field's error); the account is then known already.
      const dto = await fetchQuizHistory(ctx.upstream);
      return { id: usernameKey(await requireViewer(ctx)), dto };
    },
  },
  Viewer: {
    // Her own history has the id her teacher's view of it has: the same student's history.
    quizHistory: async (viewer, _a, ctx) => ({
      id: usernameKey(viewer),
      dto: await fetchQuizHistory(ctx.upstream),
    }),
    quizResult: (_viewer, { attemptId }, ctx) => quizResult(ctx, attemptId),
  },
  QuizResult: quizResultType,
  QuizHistory: quizHistoryType,
  QuizHistoryEntry: quizHistoryEntryType,
};
