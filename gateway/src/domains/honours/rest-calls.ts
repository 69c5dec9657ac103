import type { HonourBoard, HonourBoardKind } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { parseData } from '../../upstream/parse';
import { toHonourBoard } from './converters';
import { honourBoardDto } from './upstream-types';

export const BOARD_PATHS: Record<HonourBoardKind, string> = {
  SHINING_STARS: 'shining-stars',
  NATIONAL_HEROES: 'national-heroes',
};

/**
 * A public honour board, mapped, without the viewer's token, via the shared public cache. Like the original client it
 * asks `api/honors/<board>/` (relative to the base, i.e. `/api/api/…`) first and, on ANY failure, `honors/<board>/`.
 */
export function fetchHonourBoard(ctx: GatewayContext, kind: HonourBoardKind): Promise<HonourBoard> {
  const board = BOARD_PATHS[kind];
  const read = async (path: string) =>
    toHonourBoard(parseData(honourBoardDto, await ctx.upstream.get(path, { auth: false })), kind);
  return ctx.publicCache.get(`honors/${board}/`, async () => {
    try {
      return await read(`api/honors/${board}/`);
    } catch (err) {
      ctx.logger.debug({ board, err }, 'honours: first path failed, trying the fallback');
      return read(`honors/${board}/`);
    }
  });
}
