// honors/{board}/ (and the /api/api/ alias)
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { honourBoard, HONOUR_WINDOWS } from './boards';

export function honours(ctx: Ctx, board: string): Reply {
  return json(200, honourBoard(ctx.state, HONOUR_WINDOWS[board] ?? 30));
}
