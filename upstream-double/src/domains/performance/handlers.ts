// student/subject-performance/
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { recordedSubjectPerformanceRows, subjectPerformanceRows } from './subject-performance';

export function subjectPerformance(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  const rows = ctx.defects.has('subject-performance-values')
    ? recordedSubjectPerformanceRows(ctx.state, user)
    : subjectPerformanceRows(ctx.state, user);
  return json(200, rows);
}
