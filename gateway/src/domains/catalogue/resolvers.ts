import type { Resolvers } from '../../__generated__/resolvers-types';
import { loadCatalogue, loadGradeOptions } from './rest-calls';

export const catalogueResolvers: Resolvers = {
  Query: {
    catalogue: (_parent, _args, ctx) => loadCatalogue(ctx),
    grades: (_parent, _args, ctx) => loadGradeOptions(ctx),
  },
};
