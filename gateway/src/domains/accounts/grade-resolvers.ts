import type { MutationResolvers, SetMyGradePayloadResolvers } from '../../__generated__/resolvers-types';
import { gatewayError, standingUnknown } from '../../errors';
import { accountIdOf, verifiedViewer } from '../../session/account-standing';
import { listedGrade } from '../catalogue/rest-calls';
import { KnownGrades } from './known-grade';
import { fetchMe } from './rest-calls';

export const gradeMutations: Pick<MutationResolvers, 'setMyGrade'> = {
  // Kept for the verified account only: who she is comes from the upstream's verification, never from the input.
  setMyGrade: async (_p, { input }, ctx) => {
    if (!ctx.viewer.accessToken) throw gatewayError('UNAUTHENTICATED');
    const standing = await ctx.standing();
    if (standing?.state === 'unknown') throw standingUnknown(503);
    const viewer = verifiedViewer(standing);
    if (!viewer) throw gatewayError('UNAUTHENTICATED');
    if (viewer.role !== 'student') throw gatewayError('FORBIDDEN', 'Only students have a class to tell.');
    const name = await listedGrade(ctx, input.gradeId);
    if (!name)
      return {
        errors: [{ code: 'INVALID_INPUT', field: 'gradeId', message: 'Choose one of the classes listed.' }],
        user: null,
        viewer: null,
      };
    await new KnownGrades(ctx.store).remember(accountIdOf(viewer), {
      name,
      source: 'HER_ANSWER',
      at: Date.now(),
    });
    return { errors: [], user: null, viewer };
  },
};

export const setMyGradePayloadType: SetMyGradePayloadResolvers = {
  // Read after the answer, so `grade` and `gradeSource` show what the gateway now knows.
  user: async (p, _a, ctx) => (p.errors.length === 0 ? fetchMe(ctx.upstream) : null),
};
