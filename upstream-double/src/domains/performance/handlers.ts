// student/subject-performance/
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { subjectPerformanceRows } from './subject-performance';

export function subjectPerformance(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  return json(200, subjectPerformanceRows(ctx.state, user));
}
