// honors/{board}/ (and the /api/api/ alias)
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { honourBoardRows, HONOUR_WINDOWS } from './boards';

export function honourBoard(ctx: Ctx, board: string): Reply {
  return json(200, honourBoardRows(ctx.state, HONOUR_WINDOWS[board] ?? 30));
}
