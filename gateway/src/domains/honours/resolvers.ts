import type { Resolvers } from '../../__generated__/resolvers-types';
import { fetchHonourBoard } from './rest-calls';
import { maskBoard, seesFullBoard } from './privacy';

export const honoursResolvers: Resolvers = {
  Query: {
    // The public cache holds the mapped full board, the same for everyone; masking is decided here, per request,
    // from the viewer (and never changes the cached board).
    honourBoard: async (_p, { kind }, ctx) => {
      const [board, full] = await Promise.all([fetchHonourBoard(ctx, kind), seesFullBoard(ctx)]);
      return full ? board : maskBoard(board, ctx.env.honourBoardPublicNames);
    },
  },
};
