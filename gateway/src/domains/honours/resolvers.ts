import type { Resolvers } from '../../__generated__/resolvers-types';
import { loadHonourBoard } from './api';
import { toHonourBoard } from './mappers';

export const honoursResolvers: Resolvers = {
  Query: {
    honourBoard: async (_p, { kind }, ctx) => toHonourBoard(await loadHonourBoard(ctx, kind), kind),
  },
};
