// student/subject-performance/
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { subjectPerformance } from './subject-performance';

export function performance(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  return json(200, subjectPerformance(ctx.state, user));
}
