import type { Resolvers } from '../../__generated__/resolvers-types';
import { loadHonourBoard } from './api';
import { toHonourBoard } from './mappers';
import { maskBoard, seesFullBoard } from './privacy';

export const honoursResolvers: Resolvers = {
  Query: {
    // The shared cache holds the upstream's raw board; masking is decided here, per request, from the viewer.
    honourBoard: async (_p, { kind }, ctx) => {
      const [dto, full] = await Promise.all([loadHonourBoard(ctx, kind), seesFullBoard(ctx)]);
      const board = toHonourBoard(dto, kind);
      return full ? board : maskBoard(board, ctx.env.honourBoardPublicNames);
    },
  },
};
