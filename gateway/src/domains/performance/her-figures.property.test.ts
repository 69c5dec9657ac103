// Her own figures agree wherever they are shown: home (myProgress), history and subject performance, over generated
// histories, ledgers and Learnify API answers (fast-check). The same is checked end to end, through the gateway and
// the double in both fidelities, in test/gateway/her-figures.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { karachiStamp, twoGradeCatalogue } from '../../testing/quiz-history-fixtures';
import { parseKarachiDateTime } from '../../lib/dates';
import { addDays, karachiDay, karachiDayOf, weekStart } from '../../lib/karachi-day';
import { historyRowDto, type HistoryRowDto } from '../results/upstream-types';
import { composeProgress, seenAttempts } from './progress';
import { emptyLedger, extendLedger, type ProgressLedger } from './progress-ledger';
import { catalogueQuizzes, sameName } from './quiz-matching';
import { composeSubjectPerformance } from './subject-performance';
import { performanceDto, type PerformanceDto } from './upstream-types';

const SUBJECTS = ['Mathematics', 'English', 'Urdu'];
const catalogue = twoGradeCatalogue(SUBJECTS);
const QUIZZES = catalogueQuizzes(catalogue);
// A Wednesday, 10:00 in Karachi.
const NOW = Date.parse('2026-11-25T10:00:00+05:00');
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const percentage = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
);

/** An attempt: which quiz, its score, and how long before now it was finished. */
const attemptArb = fc.record({
  quiz: fc.nat({ max: QUIZZES.length - 1 }),
  percentage,
  minutesAgo: fc.integer({ min: 0, max: 20 * 24 * 60 }),
});

/** Her history as the API gives it: the latest of each quiz, newest first (plus now and then an unknown quiz). */
function historyOf(
  attempts: { quiz: number; percentage: number; at: number; id: number }[],
): HistoryRowDto[] {
  const latest = new Map<number, (typeof attempts)[number]>();
  for (const a of attempts) {
    const prev = latest.get(a.quiz);
    if (!prev || a.at > prev.at || (a.at === prev.at && a.id > prev.id)) latest.set(a.quiz, a);
  }
  return [...latest.values()]
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .map((a) => {
      const q = QUIZZES[a.quiz]!;
      return historyRowDto.parse({
        quiz_title: q.title,
        chapter: q.chapter,
        subject: q.subject,
        grade: q.grade,
        percentage: a.percentage,
        attempted_on: karachiStamp(a.at),
        attempt_id: String(a.id),
      });
    });
}

const ledgerArb: fc.Arbitrary<ProgressLedger> = fc.record({
  quizzes: fc.dictionary(
    fc.constantFrom(...QUIZZES.map((q) => q.quizId)),
    fc.record({
      ids: fc.array(fc.nat({ max: 50 }).map(String), { maxLength: 4 }),
      attempts: fc.integer({ min: 1, max: 9 }),
      best: fc.option(percentage, { nil: null }),
      complete: fc.option(fc.boolean(), { nil: undefined }),
    }),
  ),
  days: fc.dictionary(
    fc.integer({ min: 0, max: 30 }).map((n) => addDays(karachiDay(NOW), -n)),
    fc.integer({ min: 1, max: 5 }),
  ),
  since: fc.option(
    fc.integer({ min: 0, max: 60 }).map((n) => addDays(karachiDay(NOW), -n)),
    { nil: undefined },
  ),
});

const apiArb: fc.Arbitrary<PerformanceDto | null> = fc.option(
  fc
    .array(
      fc.record({
        subject: fc.constantFrom(...SUBJECTS, 'Overall Performance', 'mathematics '),
        student_avg: fc.option(fc.double({ min: -10, max: 150, noNaN: true }), { nil: null }),
        class_avg: fc.option(fc.oneof(fc.constant(0), fc.double({ min: -10, max: 150, noNaN: true })), {
          nil: null,
        }),
        percentile: fc.option(fc.double({ min: 0, max: 300, noNaN: true }), { nil: null }),
      }),
      { maxLength: 5 },
    )
    .map((rows) => performanceDto.parse(rows)),
  { nil: null },
);

/** Every agreement between home, history and subject performance the schema's descriptions promise. */
function expectAgreement(history: HistoryRowDto[], ledger: ProgressLedger, api: PerformanceDto | null) {
  const progress = composeProgress({
    owner: 'o',
    catalogue,
    history,
    knownGrade: null,
    ledger,
    now: NOW,
  });
  const performance = composeSubjectPerformance(history, api, 'owner1');
  const today = karachiDay(NOW);

  // Subject performance: her history's mean per subject; overall the mean of the rows.
  for (const row of performance.subjects) {
    const pcts = history.filter((r) => r.subject === row.subject).map((r) => r.percentage!);
    expect(row.studentAverage).toBe(round2(mean(pcts)));
    expect(row.quizCount).toBe(pcts.length);
  }
  expect(performance.subjects.map((s) => s.subject).sort()).toEqual(
    [...new Set(history.map((r) => r.subject!))].sort(),
  );
  if (performance.overall)
    expect(performance.overall.studentAverage).toBe(
      round2(mean(performance.subjects.map((s) => s.studentAverage))),
    );
  // A class comparison is the API's class average for the same subject exactly (the overall: the mean of the
  // subjects' averages), or absent with a reason; never out of 0–100, never a 0 beside a score of hers.
  const apiSubjectRows = (api ?? []).filter(
    (r) => r.subject && sameName(r.subject).replace(/[^a-z]/g, '') !== 'overallperformance',
  );
  for (const row of performance.subjects) {
    const c = row.classComparison;
    const apiRow = apiSubjectRows.findLast((r) => sameName(r.subject) === sameName(row.subject));
    const cls = apiRow?.class_avg ?? null;
    const plausible =
      cls !== null &&
      cls >= 0 &&
      cls <= 100 &&
      !(row.studentAverage > 0 && (cls === 0 || apiRow!.student_avg === 0));
    expect(c.classAverage).toBe(plausible ? cls : null);
    expect(c.unavailableReason).toBe(plausible ? null : cls === null ? 'NOT_REPORTED' : 'IMPLAUSIBLE');
  }
  if (performance.overall) {
    const c = performance.overall.classComparison;
    const averages = performance.subjects.map((s) => s.classComparison.classAverage);
    if (averages.every((a) => a !== null) && c.classAverage !== null)
      expect(c.classAverage).toBe(round2(mean(averages as number[])));
    if (averages.some((a) => a === null)) expect(c.classAverage).toBeNull();
    if (c.classAverage === null) expect(c.unavailableReason).not.toBeNull();
  }

  // Home: each history entry is its quiz's latest, her best never below it.
  for (const r of history) {
    const entry = progress.quizzes.find((q) => q.quizId === `${r.grade}/${r.subject}/${r.quiz_title}`);
    expect(entry).toMatchObject({
      attempted: true,
      latestPercentage: r.percentage,
      lastAttemptedAt: parseKarachiDateTime(r.attempted_on),
    });
    expect(entry!.attempts).toBeGreaterThanOrEqual(1);
    expect(entry!.bestPercentage).toBeGreaterThanOrEqual(r.percentage!);
  }
  for (const entry of progress.quizzes) {
    const inHistory = history.some((r) => `${r.grade}/${r.subject}/${r.quiz_title}` === entry.quizId);
    expect(entry.attempted).toBe(inHistory || ledger.quizzes[entry.quizId] !== undefined);
    if (!entry.attempted)
      expect(entry).toMatchObject({ attempts: 0, bestPercentage: null, countedSince: null });
  }
  // The week: her history's entries (each quiz's latest attempt) finished this week.
  const days = history.map((r) => karachiDayOf(parseKarachiDateTime(r.attempted_on))!);
  expect(progress.streak.thisWeekCount).toBe(days.filter((d) => d >= weekStart(today) && d <= today).length);
  if (days.includes(today)) expect(progress.streak.activeToday).toBe(true);
  // Next up repeats her entries' figures.
  for (const n of progress.nextUp) {
    const entry = progress.quizzes.find((q) => q.quizId === n.quizId)!;
    expect([n.bestPercentage, n.countedSince]).toEqual([entry.bestPercentage, entry.countedSince]);
    expect(n.reason).toBe(entry.attempted ? 'LOW_SCORE' : 'NOT_ATTEMPTED');
  }
}

describe('her figures agree (home, history, subject performance)', () => {
  it('for any history, any ledger and any answer of the API', () => {
    fc.assert(
      fc.property(fc.array(attemptArb, { maxLength: 20 }), ledgerArb, apiArb, (attempts, ledger, api) => {
        const history = historyOf(attempts.map((a, id) => ({ ...a, id, at: NOW - a.minutesAgo * 60_000 })));
        expectAgreement(history, ledger, api);
      }),
      { numRuns: 300 },
    );
  });

  it('with every subject reported plausibly: each class average exact, the overall their mean', () => {
    const fullApi = fc
      .tuple(...SUBJECTS.map(() => fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100)))
      .map((avgs) =>
        performanceDto.parse(
          SUBJECTS.map((subject, i) => ({ subject, student_avg: 50, class_avg: avgs[i], percentile: 50 })),
        ),
      );
    fc.assert(
      fc.property(
        fc.array(attemptArb, { minLength: 1, maxLength: 20 }),
        ledgerArb,
        fullApi,
        (attempts, ledger, api) => {
          const history = historyOf(attempts.map((a, id) => ({ ...a, id, at: NOW - a.minutesAgo * 60_000 })));
          expectAgreement(history, ledger, api);
          const { subjects, overall } = composeSubjectPerformance(history, api, 'owner1');
          const averages = subjects.map((s) => api.find((r) => r.subject === s.subject)!.class_avg!);
          expect(subjects.map((s) => s.classComparison.classAverage)).toEqual(averages);
          expect(overall!.classComparison.classAverage).toBe(round2(mean(averages)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('over a timeline of attempts and readings: never above the truth, exact where nothing predates the count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quiz: fc.nat({ max: QUIZZES.length - 1 }), percentage, read: fc.boolean() }), {
          minLength: 1,
          maxLength: 20,
        }),
        (events) => {
          // One attempt an hour up to now; her history is read after some of them, and at the end.
          let ledger = emptyLedger();
          const done: { quiz: number; percentage: number; at: number; id: number }[] = [];
          const start = NOW - events.length * 3_600_000;
          events.forEach((e, i) => {
            const at = start + (i + 1) * 3_600_000;
            done.push({ quiz: e.quiz, percentage: e.percentage, at, id: i + 1 });
            if (e.read || i === events.length - 1)
              ledger = extendLedger(ledger, seenAttempts(catalogue, historyOf(done)), karachiDay(at));
          });
          const history = historyOf(done);
          expectAgreement(history, ledger, null);
          const progress = composeProgress({
            owner: 'o',
            catalogue,
            history,
            knownGrade: null,
            ledger,
            now: NOW,
          });
          for (const entry of progress.quizzes.filter((q) => q.attempted)) {
            const index = QUIZZES.findIndex((q) => q.quizId === entry.quizId);
            const mine = done.filter((a) => a.quiz === index);
            // Never an invention: at most her real attempts, at most her real best.
            expect(entry.attempts).toBeLessThanOrEqual(mine.length);
            expect(entry.bestPercentage).toBeLessThanOrEqual(Math.max(...mine.map((a) => a.percentage)));
            // Read after every attempt of it, and first finished after the first reading: exactly the truth.
            const everyRead = mine.every((a) => events[a.id - 1]!.read || a.id === events.length);
            const firstRead = events.findIndex((e) => e.read);
            if (everyRead && entry.countedSince === null) {
              expect(entry.attempts).toBe(mine.length);
              expect(entry.bestPercentage).toBe(Math.max(...mine.map((a) => a.percentage)));
            }
            // Counted since the first reading exactly when the first reading already showed it.
            const shownAtFirst = mine.some(
              (a) => a.id - 1 <= (firstRead < 0 ? events.length - 1 : firstRead),
            );
            expect(entry.countedSince === null).toBe(!shownAtFirst);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
