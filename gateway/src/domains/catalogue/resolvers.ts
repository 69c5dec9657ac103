import type { Resolvers } from '../../__generated__/resolvers-types';
import { loadGrades, loadLanding } from './api';
import { toCatalogue, toGradeOptions } from './mappers';

export const catalogueResolvers: Resolvers = {
  Query: {
    catalogue: async (_parent, _args, ctx) => toCatalogue(await loadLanding(ctx)),
    grades: async (_parent, _args, ctx) => toGradeOptions(await loadGrades(ctx)),
  },
};
