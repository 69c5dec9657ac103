// Subject performance computed from completed attempts, without the real backend's counting defects.
import type { Attempt, User } from '../../model';
import type { State } from '../../state';
import { round2 } from '../quiz-attempts/grading';

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
export function subjectPerformanceRows(state: State, student: User): Record<string, unknown>[] {
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
