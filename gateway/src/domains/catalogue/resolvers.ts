import type { Resolvers } from '../../__generated__/resolvers-types';
import { fetchCatalogue, fetchGrades } from './rest-calls';

export const catalogueResolvers: Resolvers = {
  Query: {
    catalogue: (_parent, _args, ctx) => fetchCatalogue(ctx),
    grades: (_parent, _args, ctx) => fetchGrades(ctx),
  },
};
