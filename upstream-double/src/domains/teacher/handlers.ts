// teacher/students/, teacher/student/{username}/quiz-history/
import type { Ctx } from '../../context';
import { json, ViewCrash, type Reply } from '../../http-util';
import { historyRows } from '../results/history';
import { sameSchool } from './school';

/**
 * Corrected: the list, each grade by name. Defect `teacher-list-500`: the recorded backend serialises the grade model
 * instance, so any listed student with a grade makes it answer Django's HTML 500.
 */
export function teacherStudents(ctx: Ctx): Reply {
  const teacher = ctx.user!;
  if (teacher.role !== 'teacher') return json(403, { error: 'Unauthorized' });
  const rows = [...ctx.state.users.values()]
    .filter((u) => u.role === 'student' && sameSchool(teacher, u))
    .map((u) => ({
      full_name: u.fullName,
      email: u.email,
      grade: ctx.state.gradeName(u.gradeId),
      gender: u.gender,
      school_name: u.schoolName,
      city: u.city,
      province: u.province,
      username: u.username,
    }));
  if (ctx.defects.has('teacher-list-500') && rows.some((r) => r.grade !== null))
    throw new ViewCrash('recorded defect: a Grade instance is not JSON serialisable');
  return json(200, rows);
}

export function studentQuizHistory(ctx: Ctx, username: string): Reply {
  const teacher = ctx.user!;
  if (teacher.role !== 'teacher') return json(403, { error: 'Only teachers can access this view.' });
  const student = ctx.state.userByUsernameInsensitive(decodeURIComponent(username));
  if (!student || student.role !== 'student') return json(404, { error: 'Student not found.' });
  if (!sameSchool(teacher, student))
    return json(403, { error: "You are not authorized to view this student's data." });
  return json(200, { full_name: student.fullName, results: historyRows(ctx.state, student) });
}
