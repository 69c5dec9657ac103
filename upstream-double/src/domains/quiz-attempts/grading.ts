// Grading rules of the backend: all-or-nothing per question after stripping HTML, collapsing
// whitespace and lower-casing. SCQ by option text, MCQ as the exact set, FIB blank by blank.
import type { Attempt, AttemptResult, Question } from '../../model';

export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

export function normalize(value: unknown): string {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  return stripTags(text).replace(/\s+/g, ' ').trim().toLowerCase();
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function isCorrect(q: Question, data: unknown): boolean {
  if (!isRecord(data)) return false;
  if (q.type === 'scq') {
    const selected = data.selected;
    if (typeof selected !== 'string' && typeof selected !== 'number') return false;
    return normalize(selected) === normalize(q.correct as string);
  }
  if (q.type === 'mcq') {
    if (!Array.isArray(data.selected)) return false;
    const given = new Set(data.selected.map(normalize));
    const wanted = new Set((q.correct as string[]).map(normalize));
    return given.size === wanted.size && [...wanted].every((w) => given.has(w));
  }
  const blanks = q.correct as Record<string, string>;
  return Object.entries(blanks).every(([label, answer]) => normalize(data[label]) === normalize(answer));
}

/** The `correct_answer` the API shows: option text, sorted normalised texts, or the blank map. */
export function correctAnswerView(q: Question): unknown {
  if (q.type === 'mcq') return (q.correct as string[]).map(normalize).sort();
  return q.correct;
}

/** The `student_answer` a result shows (MCQ as sorted normalised texts, like the backend). */
export function studentAnswerView(q: Question, data: unknown): unknown {
  if (data === undefined || data === null) return null;
  if (!isRecord(data)) return data;
  if (q.type === 'scq') return data.selected ?? null;
  if (q.type === 'mcq') return Array.isArray(data.selected) ? data.selected.map(normalize).sort() : null;
  return data;
}

/** An `answer_data` payload that grades as correct (used by admin helpers and seeding). */
export function correctPayload(q: Question): unknown {
  if (q.type === 'scq') return { selected: q.correct };
  if (q.type === 'mcq') return { selected: [...(q.correct as string[])] };
  return { ...(q.correct as Record<string, string>) };
}

export function round2(x: number): number {
  return Math.round((x + Number.EPSILON) * 100) / 100;
}

export function letterGrade(percentage: number): string {
  const bands: [number, string][] = [
    [95, 'A+'],
    [90, 'A-'],
    [85, 'B+'],
    [80, 'B-'],
    [75, 'C+'],
    [70, 'C-'],
    [65, 'D+'],
    [60, 'D-'],
  ];
  return bands.find(([min]) => percentage >= min)?.[1] ?? 'F';
}

/** Scores every served question; an unanswered question counts as wrong (unlike the real backend). */
export function scoreAttempt(
  attempt: Attempt,
  questionOf: (id: string) => Question | undefined,
  marksPerQuestion: number,
): AttemptResult {
  const perQuestion: Record<string, boolean> = {};
  let correct = 0;
  for (const qid of attempt.questionIds) {
    const q = questionOf(qid);
    const ok = q !== undefined && isCorrect(q, attempt.answers.get(qid)?.data);
    perQuestion[qid] = ok;
    if (ok) correct++;
  }
  const total = attempt.questionIds.length;
  const marks = correct * marksPerQuestion;
  const percentage = total ? round2((marks / (total * marksPerQuestion)) * 100) : 0;
  return { total, correct, marks, percentage, letter: letterGrade(percentage), perQuestion };
}

/** What the recorded finalize answered, and the result it stored (defect `finalize-ignores-unanswered`). */
export interface SavedAnswersScore {
  /** The finalize answer's own count: every saved answer, stray ones included. */
  finalize: { total: number; percentage: number; letter: string };
  stored: AttemptResult;
}

/**
 * The recorded backend's finalize: it scores the saved answers only, so an unanswered question is not counted and
 * a stray answer (to a question not served) is. What it stores is read later over the served count: the result
 * and the history divide the marks by it, and the result keeps the finalize letter.
 */
export function scoreSavedAnswers(
  attempt: Attempt,
  questionOf: (id: string) => Question | undefined,
  marksPerQuestion: number,
): SavedAnswersScore {
  const perQuestion: Record<string, boolean> = {};
  let correct = 0;
  for (const [qid, answer] of attempt.answers) {
    const q = questionOf(qid);
    if (!q) continue;
    const ok = isCorrect(q, answer.data);
    perQuestion[qid] = ok;
    if (ok) correct++;
  }
  const marks = correct * marksPerQuestion;
  const pct = (n: number) => (n ? round2((marks / (n * marksPerQuestion)) * 100) : 0);
  const saved = attempt.answers.size;
  const finalize = { total: saved, percentage: pct(saved), letter: letterGrade(pct(saved)) };
  const served = attempt.questionIds.length;
  const stored: AttemptResult = {
    total: served,
    correct,
    marks,
    percentage: pct(served),
    letter: letterGrade(pct(served)),
    perQuestion,
    letterAtFinalize: finalize.letter,
    answeredOnly: true,
  };
  return { finalize, stored };
}
