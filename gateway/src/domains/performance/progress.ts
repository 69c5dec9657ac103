import { parseKarachiDateTime } from '../../lib/dates';
import { addDays, karachiDay, karachiDayOf, weekStart } from '../../lib/karachi-day';
import type { HistoryRowDto } from '../results/upstream-types';
import type { ProgressLedger, SeenAttempt } from './progress-ledger';
import { historyAverages } from './subject-performance';
import { catalogueIndex, sameName, type CatalogueQuiz } from './quiz-matching';
import type { KnownGrade } from '../accounts/known-grade';
import type { CatalogueGradeSource } from '../catalogue/converters';
import type {
  LearningStreakSource,
  NextUpSource,
  QuizProgressSource,
  StudentProgressSource,
} from './upstream-types';

export interface ProgressInputs {
  /** Whose progress this is: an id of the verified viewer, from which the entities' ids derive. */
  owner: string;
  catalogue: CatalogueGradeSource[];
  /** Her history rows, newest first (the latest completed attempt of each quiz). */
  history: HistoryRowDto[];
  /** Her grade as the gateway knows it (profile, sign-up, profile edit, her history, her answer), when it does. */
  knownGrade: KnownGrade | null;
  /** Her ledger, already extended by this history (`seenAttempts`, then `ProgressLedgers.record`). */
  ledger: ProgressLedger;
  now: number;
}

const NEXT_UP = 3;

/** The attempts her history shows, keyed for the ledger (catalogue quiz id, else the row's own names). */
export function seenAttempts(catalogue: CatalogueGradeSource[], history: HistoryRowDto[]): SeenAttempt[] {
  const { matcher } = catalogueIndex(catalogue);
  return history.flatMap((row) => {
    const attemptId = row.attempt_id ?? row.attempted_on;
    if (!attemptId) return [];
    const quizKey =
      matcher.match(row)?.quizId ??
      `row:${[row.grade, row.subject, row.chapter, row.quiz_title].map((n) => sameName(n ?? '')).join('/')}`;
    const day = karachiDayOf(parseKarachiDateTime(row.attempted_on));
    return [{ quizKey, attemptId, percentage: row.percentage, day }];
  });
}

/** Composes `StudentProgress` (rules in the schema's descriptions) from her history and her ledger. */
export function composeProgress(input: ProgressInputs): StudentProgressSource {
  const { quizzes, matcher } = catalogueIndex(input.catalogue);
  const today = karachiDay(input.now);
  const ledger = input.ledger;

  const latest = new Map<string, { row: HistoryRowDto; at: string | null }>();
  for (const row of input.history) {
    const quiz = matcher.match(row);
    if (!quiz || latest.has(quiz.quizId)) continue;
    latest.set(quiz.quizId, { row, at: parseKarachiDateTime(row.attempted_on) });
  }

  const perQuiz: QuizProgressSource[] = quizzes.map((q) => {
    const hit = latest.get(q.quizId);
    const known = ledger.quizzes[q.quizId];
    const latestPct = hit?.row.percentage ?? null;
    const attempted = hit !== undefined || known !== undefined;
    return {
      id: entryId(input.owner, q.quizId),
      quizId: q.quizId,
      quiz: q.summary,
      attempted,
      attempts: known?.attempts ?? (hit ? 1 : 0),
      bestPercentage: maxOf(known?.best ?? null, latestPct),
      latestPercentage: latestPct,
      lastAttemptedAt: hit?.at ?? null,
      countedSince: attempted && known?.complete !== true ? (ledger.since ?? today) : null,
    };
  });

  const known = input.knownGrade ?? fromHistory(input.history);
  // The catalogue's spelling of her grade; a grade without quizzes keeps its own name.
  const grade = known
    ? (quizzes.find((q) => sameName(q.grade) === sameName(known.name))?.grade ?? known.name)
    : null;
  const thisWeek = weekStart(today);
  const historyDays = input.history.map((r) => karachiDayOf(parseKarachiDateTime(r.attempted_on)));
  const days = [...new Set([...Object.keys(ledger.days), ...historyDays.flatMap((d) => d ?? [])])]
    .sort()
    .reverse();
  const streak: LearningStreakSource = {
    id: input.owner,
    ...streakOf(new Set(days), today),
    lastActiveOn: days[0] ?? null,
    // Each quiz's latest attempt: her history's entries (one per quiz) finished this week.
    thisWeekCount: historyDays.filter((day) => day !== null && day >= thisWeek && day <= today).length,
  };
  return {
    id: input.owner,
    grade,
    gradeSource: known?.source ?? null,
    quizzes: perQuiz,
    nextUp: grade ? nextUp(grade, quizzes, perQuiz, input) : [],
    streak,
  };
}

const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** One student's entry about one quiz (owner ids never contain "/"). */
const entryId = (owner: string, quizId: string) => `${owner}/${quizId}`;

/** The grade of her latest finished quiz, when the gateway knows no other. */
function fromHistory(history: readonly HistoryRowDto[]): KnownGrade | null {
  const name = history.find((r) => r.grade?.trim())?.grade?.trim();
  return name ? { name, source: 'HISTORY' } : null;
}

function streakOf(days: Set<string>, today: string): { currentDays: number; activeToday: boolean } {
  const activeToday = days.has(today);
  let day = activeToday ? today : addDays(today, -1);
  let currentDays = 0;
  while (days.has(day)) {
    currentDays++;
    day = addDays(day, -1);
  }
  return { currentDays, activeToday };
}

/** The schema's `nextUp` rule: weakest subject first; unfinished quizzes, then her lowest finished scores. */
function nextUp(
  grade: string,
  quizzes: CatalogueQuiz[],
  perQuiz: QuizProgressSource[],
  input: ProgressInputs,
): NextUpSource[] {
  const progressOf = new Map(perQuiz.map((p) => [p.quizId, p]));
  const mine = quizzes.filter((q) => q.grade === grade);
  const subjects = [...new Set(mine.map((q) => q.subject))];
  // Her averages from her history in her grade: the same figures subject performance shows.
  const weakness = new Map(
    [...historyAverages(input.history, (r) => sameName(r.grade) === sameName(grade))].map(([k, s]) => [
      k,
      s.average,
    ]),
  );
  // Not started (no average) counts as weakest; Array.prototype.sort is stable, so catalogue order breaks ties.
  const ordered = [...subjects].sort(
    (a, b) => (weakness.get(sameName(a)) ?? -1) - (weakness.get(sameName(b)) ?? -1),
  );
  const picks: NextUpSource[] = [];
  for (const subject of ordered) {
    const inSubject = mine.filter((q) => q.subject === subject);
    const fresh = inSubject.filter((q) => !progressOf.get(q.quizId)?.attempted);
    const low = inSubject
      .filter((q) => {
        const p = progressOf.get(q.quizId);
        return p?.attempted && (p.bestPercentage ?? 0) < 100;
      })
      .sort((a, b) => best(progressOf, a) - best(progressOf, b));
    for (const q of [...fresh, ...low]) {
      if (picks.length === NEXT_UP) return picks;
      const p = progressOf.get(q.quizId);
      picks.push({
        id: entryId(input.owner, q.quizId),
        quiz: q.summary,
        quizId: q.quizId,
        title: q.title,
        subject: q.subject,
        chapter: q.chapter,
        reason: p?.attempted ? 'LOW_SCORE' : 'NOT_ATTEMPTED',
        bestPercentage: p?.bestPercentage ?? null,
        countedSince: p?.countedSince ?? null,
      });
    }
  }
  return picks;
}

const best = (progressOf: Map<string, QuizProgressSource>, q: CatalogueQuiz) =>
  progressOf.get(q.quizId)?.bestPercentage ?? 0;
