// Honour boards computed from completed attempts in a window of days.
import type { Attempt } from '../../model';
import type { State } from '../../state';
import { round2 } from '../quiz-attempts/grading';

export const HONOUR_WINDOWS: Record<string, number> = { 'shining-stars': 30, 'national-heroes': 90 };

/** Students with a completed attempt in the window; each quiz once (its latest result); top 10 per grade. */
export function honourBoardRows(state: State, days: number): Record<string, unknown>[] {
  const since = state.now().getTime() - days * 86_400_000;
  const perStudent = new Map<number, Map<number, Attempt>>();
  for (const a of state.completedAttempts()) {
    if ((a.completedAt ?? 0) < since) continue;
    const quizzes = perStudent.get(a.userId) ?? new Map<number, Attempt>();
    const prev = quizzes.get(a.quizId);
    if (!prev || (a.completedAt ?? 0) >= (prev.completedAt ?? 0)) quizzes.set(a.quizId, a);
    perStudent.set(a.userId, quizzes);
  }
  const byGrade = new Map<
    string,
    { total_marks: number; average_score: number; entry: Record<string, unknown>; username: string }[]
  >();
  for (const [userId, quizzes] of perStudent) {
    const user = state.users.get(userId);
    const grade = user && user.role === 'student' ? state.gradeName(user.gradeId) : null;
    if (!user || !grade) continue;
    const results = [...quizzes.values()].flatMap((a) => (a.result ? [a.result] : []));
    const total_marks = results.reduce((s, r) => s + r.marks, 0);
    const average_score = round2(results.reduce((s, r) => s + r.percentage, 0) / results.length);
    const entry = {
      full_name: user.fullName,
      username: user.username,
      school: user.schoolName,
      city: user.city,
      province: user.province,
      total_marks,
      quizzes_attempted: results.length,
      average_score,
    };
    byGrade.set(grade, [
      ...(byGrade.get(grade) ?? []),
      { total_marks, average_score, entry, username: user.username },
    ]);
  }
  return [...byGrade.keys()].sort().map((grade) => ({
    grade,
    top_students: (byGrade.get(grade) ?? [])
      .sort(
        (a, b) =>
          b.total_marks - a.total_marks ||
          b.average_score - a.average_score ||
          (a.username < b.username ? -1 : 1),
      )
      .slice(0, 10)
      .map((x) => x.entry),
  }));
}
