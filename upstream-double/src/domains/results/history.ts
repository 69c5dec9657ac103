// Quiz history rows computed from completed attempts (own history and a teacher's view of a student).
import type { Attempt, User } from '../../model';
import type { State } from '../../state';
import { formatKarachi } from '../../time';

/** A student's latest completed attempt of each quiz, newest first. */
export function latestPerQuiz(state: State, userId: number): Attempt[] {
  const latest = new Map<number, Attempt>();
  for (const a of state.completedAttempts()) {
    if (a.userId !== userId) continue;
    const prev = latest.get(a.quizId);
    if (
      !prev ||
      (a.completedAt ?? 0) > (prev.completedAt ?? 0) ||
      (a.completedAt === prev.completedAt && a.id > prev.id)
    )
      latest.set(a.quizId, a);
  }
  return [...latest.values()].sort((a, b) => (b.completedAt ?? 0) - (a.completedAt ?? 0) || b.id - a.id);
}

/** History rows: the latest completed attempt per quiz, newest first. */
export function historyRows(state: State, user: User): Record<string, unknown>[] {
  return latestPerQuiz(state, user.id).flatMap((a) => {
    const found = state.quizContext(a.quizId);
    const r = a.result;
    if (!found || !r) return [];
    return [
      {
        quiz_title: found.quiz.title,
        chapter: found.chapter.name,
        subject: found.subject.name,
        grade: found.grade.name,
        marks_obtained: r.marks,
        total_questions: r.total,
        marks_per_question: found.quiz.marksPerQuestion,
        percentage: r.percentage,
        grade_letter: r.letter,
        attempted_on: formatKarachi(new Date(a.completedAt ?? 0)),
        attempt_id: String(a.id), // a string here, a number everywhere else (faithful)
      },
    ];
  });
}
