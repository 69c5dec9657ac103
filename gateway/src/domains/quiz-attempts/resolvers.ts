import type { Resolvers, SaveAnswerInput, UserError } from '../../__generated__/resolvers-types';
import { gatewayError, standingUnknown, unauthenticated, userErrorsFromUpstream } from '../../errors';
import type { GatewayContext } from '../../context';
import { isNumericId } from '../../lib/ids';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { readHistoryAfterFinish } from '../performance/history-reading';
import { fetchQuizResult } from '../results/rest-calls';
import { finalizeQuiz, startQuiz, saveAnswer, type AnswerData } from './rest-calls';
import { toQuizAttempt } from './converters';

/** The upstream's `answer_data` for one answer, or the reason it cannot be built from the input. */
export function answerDataOf(input: SaveAnswerInput): { data: AnswerData } | { error: UserError } {
  const invalid = (field: string, message: string) => ({
    error: { code: 'INVALID_INPUT' as const, field, message },
  });
  switch (input.questionType) {
    case 'SCQ':
      return typeof input.selected === 'string'
        ? { data: { selected: input.selected } }
        : invalid('selected', 'Choose an option.');
    case 'MCQ':
      return input.selectedOptions && input.selectedOptions.length > 0
        ? { data: { selected: [...input.selectedOptions] } }
        : invalid('selectedOptions', 'Choose at least one option.');
    case 'FIB':
      return input.blanks && input.blanks.length > 0
        ? { data: Object.fromEntries(input.blanks.map((b) => [b.label, b.value])) }
        : invalid('blanks', 'Fill in the blanks.');
  }
}

/**
 * Whether this request may take a graded quiz. A bad standing (expired subscription, account not active) is asked
 * of the upstream again before it refuses, so an approved renewal counts at the next request; an unknown one
 * (user/me/ failing) gets nothing a bad one is refused; a refused credential gets nothing at all
 * (docs/security.md, "Account standing").
 */
async function gradedStanding(ctx: GatewayContext): Promise<'graded' | 'visitor' | 'EXPIRED' | 'INACTIVE'> {
  let standing = await ctx.standing();
  if (!standing) return 'visitor';
  if (standing.state !== 'good') standing = (await ctx.standing({ fresh: true })) ?? standing;
  switch (standing.state) {
    case 'good':
      return 'graded';
    case 'bad':
      return standing.reason;
    case 'unknown':
      throw standingUnknown();
    case 'refused':
      throw unauthenticated(ctx.viewer.kind);
  }
}

/** Saving and finalizing need good standing: refused with SUBSCRIPTION_EXPIRED before the upstream is asked. */
async function refuseUnlessInGoodStanding(ctx: GatewayContext): Promise<void> {
  const standing = await gradedStanding(ctx);
  if (standing === 'EXPIRED' || standing === 'INACTIVE')
    throw gatewayError('SUBSCRIPTION_EXPIRED', undefined, { accountStatus: standing });
}

export const quizAttemptsResolvers: Resolvers = {
  Mutation: {
    startQuiz: async (_p, { input }, ctx) => {
      if (!isNumericId(input.quizId)) throw gatewayError('NOT_FOUND', 'Quiz not found.');
      // Not in good standing: started without the token, as for a visitor, so it is a preview.
      const previewOnly = (await gradedStanding(ctx)) !== 'graded';
      const dto = await startQuiz(ctx.upstream, input.quizId, previewOnly ? { auth: false } : {});
      return { errors: [], attempt: toQuizAttempt(dto, input.quizId, ctx.upstreamOrigin) };
    },

    saveAnswer: async (_p, { input }, ctx) => {
      const rejected = (...errors: UserError[]) => ({
        questionId: input.questionId,
        status: 'REJECTED' as const,
        errors,
      });
      if (!isNumericId(input.attemptId)) {
        return rejected({
          code: 'INVALID_INPUT',
          field: 'attemptId',
          message: 'Answers of a preview are not saved.',
        });
      }
      const answer = answerDataOf(input);
      if ('error' in answer) return rejected(answer.error);
      await refuseUnlessInGoodStanding(ctx);
      try {
        const outcome = await saveAnswer(ctx.upstream, {
          attempt_id: Number(input.attemptId),
          question_id: input.questionId,
          question_type: input.questionType.toLowerCase(),
          answer_data: answer.data,
        });
        return { questionId: input.questionId, status: outcome === 'empty' ? 'EMPTY' : 'SAVED', errors: [] };
      } catch (err) {
        if (isUpstreamStatus(err, 400)) return rejected(...userErrorsFromUpstream(err));
        throw err;
      }
    },

    finalizeQuiz: async (_p, { input }, ctx) => {
      if (!isNumericId(input.attemptId)) throw gatewayError('NOT_FOUND', 'Attempt not found.');
      await refuseUnlessInGoodStanding(ctx);
      try {
        const dto = await finalizeQuiz(ctx.upstream, input.attemptId, input.durationSeconds);
        // Her ledger learns of this attempt now, not at her next visit home (so a retake before it counts too).
        await readHistoryAfterFinish(ctx);
        return { attemptId: dto?.attempt_id ?? input.attemptId, errors: [] };
      } catch (err) {
        if (!isUpstreamStatus(err, 404)) throw err;
        // "Attempt not found or already finalized": if its result exists, an earlier finalize went through
        // (e.g. the child's retry after a lost response) — report success, not an error.
        try {
          await fetchQuizResult(ctx.upstream, input.attemptId);
        } catch {
          throw err;
        }
        return { attemptId: input.attemptId, errors: [] };
      }
    },
  },

  FinalizeQuizPayload: {
    // Memoized GET: the idempotency check above already fetched it when the attempt was finalized before.
    result: async (p, _a, ctx) =>
      p.attemptId ? { attemptId: p.attemptId, dto: await fetchQuizResult(ctx.upstream, p.attemptId) } : null,
  },
};
