// Seeded quiz attempts: served questions, answers (right, wrong or skipped) and a computed result,
// made with the same grading code the live endpoints use, so seeded and live data agree.
import { correctPayload, scoreAttempt } from './grading';
import type { Attempt, Question, User } from '../../model';
import type { Rng } from '../../prng';
import type { State } from '../../state';

function wrongPayload(q: Question, rng: Rng): unknown {
  const right = q.correct;
  if (q.type === 'scq') return { selected: rng.pick((q.options ?? []).filter((o) => o !== right)) };
  if (q.type === 'mcq') {
    const rights = right as string[];
    const wrongs = (q.options ?? []).filter((o) => !rights.includes(o));
    return { selected: [rng.pick(rights), rng.pick(wrongs)] };
  }
  const blanks = { ...(right as Record<string, string>) };
  const first = Object.keys(blanks)[0] ?? 'a';
  const v = blanks[first] ?? '';
  // A near miss: off by one for numbers, a dropped letter for words.
  blanks[first] = /^\d+$/.test(v) ? String(Number(v) + 1) : v.slice(0, -1);
  return blanks;
}

export function findQuiz(
  state: State,
  gradeId: number,
  subject: string,
  chapter: string,
  titlePrefix: string,
): number {
  for (const q of state.quizzes.values()) {
    const c = state.quizContext(q.id);
    if (
      c &&
      c.grade.id === gradeId &&
      c.subject.name === subject &&
      c.chapter.name === chapter &&
      q.title.startsWith(titlePrefix)
    )
      return q.id;
  }
  throw new Error(`seed: no quiz ${gradeId}/${subject}/${chapter}/${titlePrefix}`);
}

/** A finished (completedAt given) or abandoned (null) attempt; `skill` = chance of a right answer. */
export function seedAttempt(
  state: State,
  rng: Rng,
  user: User,
  quizId: number,
  completedAt: Date | null,
  skill: number,
): Attempt {
  const quiz = state.quizzes.get(quizId);
  if (!quiz) throw new Error(`seed: unknown quiz ${quizId}`);
  const questionIds = quiz.banks.flatMap(({ bankId, count }) =>
    rng.sample(state.banks.get(bankId)?.questionIds ?? [], count),
  );
  const end = (completedAt ?? state.now()).getTime();
  const startedAt = end - rng.int(3, 14) * 60_000;
  const attempt: Attempt = {
    id: state.nextAttemptId++,
    userId: user.id,
    quizId,
    questionIds,
    startedAt,
    completedAt: completedAt ? end : null,
    answers: new Map(),
    result: null,
  };
  questionIds.forEach((qid, i) => {
    const q = state.questions.get(qid);
    if (!q || rng.chance(0.04)) return; // now and then a question is skipped
    const data = rng.chance(skill) ? correctPayload(q) : wrongPayload(q, rng);
    attempt.answers.set(qid, { type: q.type, data, savedAt: startedAt + (i + 1) * 40_000 });
  });
  if (completedAt)
    attempt.result = scoreAttempt(attempt, (id) => state.questions.get(id), quiz.marksPerQuestion);
  state.attempts.set(attempt.id, attempt);
  return attempt;
}

/** A moment `days` ago at a school-day hour in Pakistan (08:00–20:59 PKT). */
export function pastMoment(state: State, rng: Rng, days: number): Date {
  const now = state.now().getTime();
  const midnightPkt = Math.floor((now + 5 * 3_600_000) / 86_400_000) * 86_400_000 - 5 * 3_600_000;
  const t = midnightPkt - days * 86_400_000 + rng.int(8, 20) * 3_600_000 + rng.int(0, 59) * 60_000;
  // Never in the future, whatever the clock says.
  return new Date(Math.min(t, now - 60_000));
}
