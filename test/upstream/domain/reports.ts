// Reports computed from completed attempts: history rows, subject performance, honour boards.
import type { Attempt, User } from '../model';
import type { State } from '../state';
import { formatKarachi } from '../time';
import { round2 } from './grading';

/** Teachers see students of their own school in their own city (exact match, like the backend). */
export function sameSchool(teacher: User, student: User): boolean {
  // A teacher who never filled in a school must not see every student who did not either.
  return (
    teacher.schoolName !== '' && teacher.schoolName === student.schoolName && teacher.city === student.city
  );
}

/** Latest completed attempt per quiz, newest first. */
export function historyRows(state: State, user: User): Record<string, unknown>[] {
  const latest = new Map<number, Attempt>();
  for (const a of state.completedAttempts()) {
    if (a.userId !== user.id) continue;
    const prev = latest.get(a.quizId);
    if (
      !prev ||
      (a.completedAt ?? 0) > (prev.completedAt ?? 0) ||
      (a.completedAt === prev.completedAt && a.id > prev.id)
    )
      latest.set(a.quizId, a);
  }
  return [...latest.values()]
    .sort((a, b) => (b.completedAt ?? 0) - (a.completedAt ?? 0) || b.id - a.id)
    .flatMap((a) => {
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

interface Tally {
  correct: number;
  total: number;
}

function tallyBySubject(state: State, attempts: Attempt[]): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const a of attempts) {
    const subject = state.quizContext(a.quizId)?.subject.name;
    if (!subject || !a.result) continue;
    const t = out.get(subject) ?? { correct: 0, total: 0 };
    t.correct += a.result.correct;
    t.total += a.result.total;
    out.set(subject, t);
  }
  return out;
}

const pct = (t: Tally | undefined): number => (t && t.total ? round2((t.correct / t.total) * 100) : 0);

/**
 * Per subject: share of the student's served questions answered correctly (unanswered = wrong),
 * the same over all students of the student's own grade, and percentile = student ÷ class × 100.
 */
export function subjectPerformance(state: State, student: User): Record<string, unknown>[] {
  const completed = state.completedAttempts();
  const mine = tallyBySubject(
    state,
    completed.filter((a) => a.userId === student.id),
  );
  if (mine.size === 0) return [];
  const classmates = new Set(
    [...state.users.values()]
      .filter((u) => u.role === 'student' && u.gradeId === student.gradeId)
      .map((u) => u.id),
  );
  classmates.add(student.id);
  const cls = tallyBySubject(
    state,
    completed.filter((a) => classmates.has(a.userId)),
  );
  const rows = [...mine.keys()].sort().map((subject) => {
    const student_avg = pct(mine.get(subject));
    const class_avg = pct(cls.get(subject));
    return {
      subject,
      student_avg,
      class_avg,
      percentile: class_avg ? round2((student_avg / class_avg) * 100) : 0,
    };
  });
  const mean = (k: 'student_avg' | 'class_avg' | 'percentile'): number =>
    round2(rows.reduce((s, r) => s + r[k], 0) / rows.length);
  return [
    ...rows,
    {
      subject: 'Overall Performance',
      student_avg: mean('student_avg'),
      class_avg: mean('class_avg'),
      percentile: mean('percentile'),
    },
  ];
}

export const HONOUR_WINDOWS: Record<string, number> = { 'shining-stars': 30, 'national-heroes': 90 };

/** Students with a completed attempt in the window; each quiz once (its latest result); top 10 per grade. */
export function honourBoard(state: State, days: number): Record<string, unknown>[] {
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
