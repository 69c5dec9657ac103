import type { Resolvers } from '../../__generated__/resolvers-types';
import { fetchSubjectPerformance } from './rest-calls';
import { toSubjectPerformance } from './converters';
import { myProgress } from './progress-resolver';

export const performanceResolvers: Resolvers = {
  Query: {
    subjectPerformance: async (_p, _a, ctx) =>
      toSubjectPerformance(await fetchSubjectPerformance(ctx.upstream)),
    myProgress,
  },
};
