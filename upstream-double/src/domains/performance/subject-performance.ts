// Subject performance computed from completed attempts: corrected, or with the recorded backend's counting defects.
import type { Attempt, User } from '../../model';
import type { State } from '../../state';
import { isCorrect, round2 } from '../quiz-attempts/grading';

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
 * Defect `subject-performance-values`, as recorded (cases 071, 072): per subject, the share of her SAVED answers
 * that were correct, comparing SCQ/MCQ option text with a stored letter (so they never count); the class average is
 * looked up for a class no student is in (0), and so is the percentile.
 */
export function recordedSubjectPerformanceRows(state: State, student: User): Record<string, unknown>[] {
  const mine = new Map<string, Tally>();
  for (const a of state.completedAttempts()) {
    const subject = a.userId === student.id && state.quizContext(a.quizId)?.subject.name;
    if (!subject) continue;
    const t = mine.get(subject) ?? { correct: 0, total: 0 };
    for (const [qid, answer] of a.answers) {
      const q = state.questions.get(qid);
      if (!q) continue;
      t.total++;
      if (q.type === 'fib' && isCorrect(q, answer.data)) t.correct++;
    }
    mine.set(subject, t);
  }
  if (mine.size === 0) return [];
  const rows = [...mine.keys()]
    .sort()
    .map((subject) => ({ subject, student_avg: pct(mine.get(subject)), class_avg: 0, percentile: 0 }));
  const overall = round2(rows.reduce((s, r) => s + r.student_avg, 0) / rows.length);
  return [...rows, { subject: 'Overall Performance', student_avg: overall, class_avg: 0, percentile: 0 }];
}

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
