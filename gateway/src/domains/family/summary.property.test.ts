// The family summary is her home's figures (fast-check): for any history and ledger, the summary kept when her
// progress and subject performance were composed says what they say — and read days later, with nothing new, what
// her home would say on that day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { karachiStamp, twoGradeCatalogue } from '../../testing/quiz-history-fixtures';
import { parseKarachiDateTime } from '../../lib/dates';
import { addDays, karachiDay, karachiDayOf, weekStart } from '../../lib/karachi-day';
import { composeProgress, seenAttempts } from '../performance/progress';
import { emptyLedger, extendLedger, type ProgressLedger } from '../performance/progress-ledger';
import { catalogueQuizzes } from '../performance/quiz-matching';
import { composeSubjectPerformance } from '../performance/subject-performance';
import { historyRowDto, type HistoryRowDto } from '../results/upstream-types';
import { buildFamilySummary, familySummarySchema, familyWeekAt } from './summary';

const SUBJECTS = ['Mathematics', 'English', 'Urdu', 'General Science'];
const catalogue = twoGradeCatalogue(SUBJECTS);
const QUIZZES = catalogueQuizzes(catalogue);

/** Her history as the API gives it: the latest attempt of each quiz, newest first. */
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

const percentage = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
);

const scenario = fc.record({
  // Any moment of a fortnight (every weekday, every hour).
  now: fc
    .integer({ min: 0, max: 14 * 24 * 60 })
    .map((m) => Date.parse('2026-11-16T00:00:00+05:00') + m * 60_000),
  attempts: fc.array(
    fc.record({
      quiz: fc.nat({ max: QUIZZES.length - 1 }),
      percentage,
      minutesAgo: fc.integer({ min: 0, max: 20 * 24 * 60 }),
    }),
    { maxLength: 20 },
  ),
  // Readings of her history before this one: earlier days her ledger counted.
  earlierDays: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }),
  grade: fc.constantFrom(null, 'Grade 2', 'Grade 3'),
  // How long after her last visit her family opens the page (up to ten days).
  viewAfterMinutes: fc.integer({ min: 0, max: 10 * 24 * 60 }),
});

describe('the family summary is her home’s figures', () => {
  it('when kept, and when read later with nothing new', () => {
    fc.assert(
      fc.property(scenario, ({ now, attempts, earlierDays, grade, viewAfterMinutes }) => {
        const history = historyOf(attempts.map((a, id) => ({ ...a, id, at: now - a.minutesAgo * 60_000 })));
        let ledger: ProgressLedger = emptyLedger();
        for (const back of earlierDays)
          ledger = { ...ledger, days: { ...ledger.days, [addDays(karachiDay(now), -back)]: 1 } };
        ledger = extendLedger(ledger, seenAttempts(catalogue, history), karachiDay(now));
        const knownGrade = grade ? { name: grade, source: 'PROFILE' as const } : null;
        const compose = (at: number) =>
          composeProgress({ owner: 'o', catalogue, history, knownGrade, ledger, now: at });
        const home = compose(now);
        const performance = composeSubjectPerformance(history, null, 'o');

        const kept = buildFamilySummary({
          now,
          fullName: 'Ayesha Khan',
          accountStatus: 'active',
          progress: home,
          history,
          subjects: performance.subjects.map((s) => ({ subject: s.subject, average: s.studentAverage })),
          previousSubscription: null,
        });
        // What the store gives back is what was kept.
        const summary = familySummarySchema.parse(JSON.parse(JSON.stringify(kept)));
        expect(summary).toEqual(kept);

        const week = familyWeekAt(summary, now);
        expect(week.quizzes).toHaveLength(home.streak.thisWeekCount);
        expect(week.streakDays).toBe(home.streak.currentDays);
        expect(summary.grade).toBe(home.grade);
        expect(summary.practiseNext).toBe(home.nextUp[0]?.quiz.subject ?? null);
        expect(summary.subjects).toEqual(
          performance.subjects.map((s) => ({ subject: s.subject, average: s.studentAverage })),
        );
        // Each one her history's entry, with its score, newest first.
        const monday = weekStart(karachiDay(now));
        expect(week.quizzes.map((q) => [q.title, q.subject, q.percentage])).toEqual(
          history
            .filter((r) => {
              const day = karachiDayOf(parseKarachiDateTime(r.attempted_on));
              return day !== null && day >= monday && day <= karachiDay(now);
            })
            .map((r) => [r.quiz_title, r.subject, r.percentage]),
        );

        // Her family opens it later; she has not used Learnify since: her home on that day would say the same.
        const later = now + viewAfterMinutes * 60_000;
        const homeLater = compose(later);
        const weekLater = familyWeekAt(summary, later);
        expect(weekLater.quizzes).toHaveLength(homeLater.streak.thisWeekCount);
        expect(weekLater.streakDays).toBe(homeLater.streak.currentDays);
      }),
      { numRuns: 400, seed: 45 },
    );
  });
});
