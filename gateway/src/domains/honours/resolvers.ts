import type { Resolvers } from '../../__generated__/resolvers-types';
import { loadHonourBoard } from './api';

export const honoursResolvers: Resolvers = {
  Query: {
    honourBoard: (_p, { kind }, ctx) => loadHonourBoard(ctx, kind),
  },
};
