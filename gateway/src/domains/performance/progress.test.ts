import { describe, expect, it } from 'vitest';
import type { CatalogueGradeSource } from '../catalogue/converters';
import { historyRowDto } from '../results/upstream-types';
import { composeProgress, seenAttempts, type ProgressInputs } from './progress';
import { emptyLedger, extendLedger, type ProgressLedger } from './progress-ledger';
import { QuizMatcher, catalogueIndex, catalogueQuizzes } from './quiz-matching';

const chapter = (grade: string, subject: string, name: string, quizzes: [string, string][]) => ({
  id: `${grade}/${subject}/${name}`,
  name,
  quizzes: quizzes.map(([id, title]) => ({
    id,
    title,
    number: Number(title[0]),
    grade,
    subject,
    chapter: name,
  })),
});
const catalogue: CatalogueGradeSource[] = ['Grade 2', 'Grade 3'].map((g, gi) => ({
  id: g,
  name: g,
  subjects: [
    {
      id: `${g}/Mathematics`,
      name: 'Mathematics',
      chapters: [
        chapter(g, 'Mathematics', 'Numbers', [
          [`${gi}1`, '1. Numbers Mixed Quiz'],
          [`${gi}2`, '2. Numbers SCQ Drill'],
        ]),
      ],
    },
    {
      id: `${g}/English`,
      name: 'English',
      chapters: [chapter(g, 'English', 'Nouns', [[`${gi}3`, '1. Nouns Mixed Quiz']])],
    },
    {
      id: `${g}/Urdu`,
      name: 'Urdu',
      chapters: [chapter(g, 'Urdu', 'Alfaz', [[`${gi}4`, '1. Alfaz Mixed Quiz']])],
    },
  ],
}));
const row = (over: Record<string, unknown>) =>
  historyRowDto.parse({ grade: 'Grade 3', subject: 'Mathematics', chapter: 'Numbers', ...over });
// 2026-11-25 10:00 in Karachi (a Wednesday).
const NOW = Date.parse('2026-11-25T10:00:00+05:00');

describe('QuizMatcher', () => {
  const m = new QuizMatcher(catalogueQuizzes(catalogue));
  it('matches by the whole path, ignoring case and spaces', () => {
    expect(m.match(row({ quiz_title: ' 1.  numbers mixed QUIZ ' }))?.quizId).toBe('11');
    expect(m.match(row({ quiz_title: '1. Numbers Mixed Quiz', grade: 'Grade 2' }))?.quizId).toBe('01');
  });
  it('accepts a partial path only when one quiz fits, and nothing for an unknown quiz', () => {
    expect(m.match(row({ quiz_title: '1. Nouns Mixed Quiz', subject: null, chapter: null }))?.quizId).toBe(
      '13',
    );
    expect(m.match(row({ quiz_title: '1. Numbers Mixed Quiz', grade: null }))).toBeNull();
    expect(m.match(row({ quiz_title: '9. Removed Quiz' }))).toBeNull();
  });
  it('is made once per catalogue, and a new catalogue gets its own', () => {
    const index = catalogueIndex(catalogue);
    expect(catalogueIndex(catalogue)).toBe(index);
    expect(index.quizzes).toEqual(catalogueQuizzes(catalogue));
    expect(index.matcher.match(row({ quiz_title: '1. Numbers Mixed Quiz' }))?.quizId).toBe('11');
    const renamed = catalogue.map((g) => ({ ...g, name: `${g.name}!` }));
    expect(catalogueIndex(renamed)).not.toBe(index);
    expect(catalogueIndex(renamed).matcher.match(row({ quiz_title: '1. Numbers Mixed Quiz' }))).toBeNull();
  });
});

describe('composeProgress', () => {
  const history = [
    row({
      quiz_title: '2. Numbers SCQ Drill',
      percentage: 40,
      attempted_on: '25-11-2026 08:00 AM',
      attempt_id: '9',
    }),
    row({
      quiz_title: '1. Numbers Mixed Quiz',
      percentage: 90,
      attempted_on: '24-11-2026 07:00 PM',
      attempt_id: '7',
    }),
    row({
      quiz_title: '1. Nouns Mixed Quiz',
      subject: 'English',
      chapter: 'Nouns',
      percentage: 70,
      attempted_on: '23-11-2026 11:00 PM',
      attempt_id: '5',
    }),
    row({
      quiz_title: '9. Removed Quiz',
      percentage: 10,
      attempted_on: '20-11-2026 09:00 AM',
      attempt_id: '2',
    }),
  ];
  const base: ProgressInputs = {
    owner: 'owner-a',
    catalogue,
    history,
    knownGrade: null,
    ledger: emptyLedger(),
    now: NOW,
  };
  /** As the resolver does: the ledger extended by this history, then the composition. */
  const read = (input: ProgressInputs) => {
    const ledger = extendLedger(input.ledger, seenAttempts(catalogue, input.history), '2026-11-25');
    return { progress: composeProgress({ ...input, ledger }), ledger };
  };

  it('marks every catalogue quiz, takes the grade from the latest row, and counts the streak in Karachi days', () => {
    const { progress } = read(base);
    expect(progress.grade).toBe('Grade 3');
    expect(progress.quizzes.map((q) => [q.quizId, q.attempted, q.attempts, q.bestPercentage])).toEqual([
      ['01', false, 0, null],
      ['02', false, 0, null],
      ['03', false, 0, null],
      ['04', false, 0, null],
      ['11', true, 1, 90],
      ['12', true, 1, 40],
      ['13', true, 1, 70],
      ['14', false, 0, null],
    ]);
    // 23rd 11 PM, 24th and 25th: three days in a row; the unmatched row still counts as a day (the 20th).
    expect(progress.streak).toMatchObject({ currentDays: 3, activeToday: true, lastActiveOn: '2026-11-25' });
    // Monday 23rd to today: three rows this week.
    expect(progress.streak.thisWeekCount).toBe(3);
  });

  it("links each entry to the catalogue's own quiz object and keys every entity by its owner", () => {
    const progress = composeProgress(base);
    const grade3Maths = catalogue[1]?.subjects[0]?.chapters[0]?.quizzes[0];
    const entry = progress.quizzes.find((q) => q.quizId === '11');
    expect(entry?.quiz).toBe(grade3Maths);
    expect(progress.nextUp.every((n) => n.quiz.id === n.quizId && n.quiz.grade === 'Grade 3')).toBe(true);
    const other = composeProgress({ ...base, owner: 'owner-b' });
    expect([progress.id, progress.streak.id, entry?.id]).toEqual(['owner-a', 'owner-a', 'owner-a/11']);
    expect([other.id, other.streak.id, other.quizzes.find((q) => q.quizId === '11')?.id]).toEqual([
      'owner-b',
      'owner-b',
      'owner-b/11',
    ]);
  });

  it('suggests unstarted subjects first, then the weakest; unfinished quizzes before low scores', () => {
    const { progress } = read(base);
    expect(progress.nextUp.map((n) => [n.quizId, n.reason])).toEqual([
      ['14', 'NOT_ATTEMPTED'], // Urdu: not started, weakest
      ['12', 'LOW_SCORE'], // Mathematics (her history: 65): the drill at 40 before the mixed quiz at 90
      ['11', 'LOW_SCORE'],
    ]);
  });

  it('remembers attempts the history forgets: a new attempt id adds one, the best score stays', () => {
    const first = read(base);
    const retake = [
      row({
        quiz_title: '1. Numbers Mixed Quiz',
        percentage: 30,
        attempted_on: '25-11-2026 09:00 AM',
        attempt_id: '11',
      }),
      ...history.filter((r) => r.quiz_title !== '1. Numbers Mixed Quiz'),
    ];
    const second = read({ ...base, history: retake, ledger: first.ledger });
    expect(second.progress.quizzes.find((q) => q.quizId === '11')).toMatchObject({
      attempts: 2,
      latestPercentage: 30,
      bestPercentage: 90,
    });
    const third = read({ ...base, history: retake, ledger: second.ledger });
    expect(third.progress.quizzes.find((q) => q.quizId === '11')?.attempts).toBe(2);
    // Nothing new: the very same ledger object, so nothing is written.
    expect(third.ledger).toBe(second.ledger);
    // The week counts each quiz's latest attempt, as described: three quizzes this week, not four attempts.
    expect(second.progress.streak.thisWeekCount).toBe(3);

    // A history read before the retake (the old attempt id) arriving late counts nothing again.
    const stale = read({ ...base, ledger: second.ledger });
    expect(stale.ledger).toBe(second.ledger);
    expect(stale.progress.quizzes.find((q) => q.quizId === '11')?.attempts).toBe(2);
  });

  it('keeps at most the newest days, and reads only a valid ledger', () => {
    let ledger: ProgressLedger = emptyLedger();
    for (let i = 0; i < 130; i++) {
      const day = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      ledger = extendLedger(ledger, [{ quizKey: 'q', attemptId: String(i), percentage: 50, day }], day);
    }
    expect(Object.keys(ledger.days)).toHaveLength(120);
    expect(Object.keys(ledger.days)[0]).toBe('2026-05-10');
    expect(ledger.quizzes.q).toMatchObject({ attempts: 130, best: 50 });
    expect(ledger.quizzes.q?.ids).toHaveLength(16);
  });

  it('has no streak when the last quiz is older than yesterday, and no next up without a grade', () => {
    const old = [
      row({
        quiz_title: '1. Numbers Mixed Quiz',
        percentage: 50,
        attempted_on: '22-11-2026 09:00 AM',
        attempt_id: '1',
        grade: null,
        subject: null,
        chapter: null,
      }),
    ];
    const { progress } = read({ ...base, history: old });
    expect(progress.streak).toMatchObject({ currentDays: 0, activeToday: false, thisWeekCount: 0 });
    expect(progress.grade).toBeNull();
    expect(progress.nextUp).toEqual([]);
  });

  it('says since when a quiz counts: from the first reading for quizzes it already showed, never for later ones', () => {
    const first = read(base); // the first reading, on the 25th
    expect(first.ledger.since).toBe('2026-11-25');
    const mixed = () => first.progress.quizzes.find((q) => q.quizId === '11');
    expect(mixed()?.countedSince).toBe('2026-11-25');
    expect(first.progress.quizzes.find((q) => q.quizId === '14')?.countedSince).toBeNull(); // not attempted
    const urdu = row({
      quiz_title: '1. Alfaz Mixed Quiz',
      subject: 'Urdu',
      chapter: 'Alfaz',
      percentage: 20,
      attempted_on: '26-11-2026 09:00 AM',
      attempt_id: '20',
    });
    const later = extendLedger(first.ledger, seenAttempts(catalogue, [urdu, ...history]), '2026-11-26');
    const next = composeProgress({ ...base, history: [urdu, ...history], ledger: later });
    expect(later.since).toBe('2026-11-25');
    expect(next.quizzes.find((q) => q.quizId === '14')).toMatchObject({ attempts: 1, countedSince: null });
    expect(next.quizzes.find((q) => q.quizId === '11')?.countedSince).toBe('2026-11-25');
    expect(next.nextUp.find((n) => n.quizId === '12')?.countedSince).toBe('2026-11-25');
  });

  it('starts counting at the first reading even with no history, and keeps a ledger from before `since`', () => {
    const empty = extendLedger(emptyLedger(), [], '2026-11-20');
    expect(empty).toEqual({ quizzes: {}, days: {}, since: '2026-11-20' });
    expect(extendLedger(empty, [], '2026-11-21')).toBe(empty);
    const attempt = { quizKey: 'q', attemptId: '1', percentage: 50, day: '2026-11-22' };
    expect(extendLedger(empty, [attempt], '2026-11-22').quizzes.q?.complete).toBe(true);
    // A ledger kept before `since` existed had readings: it counts from now, and its quizzes are not complete.
    const old: ProgressLedger = { quizzes: { q: { ids: ['1'], attempts: 1, best: 50 } }, days: {} };
    const upgraded = extendLedger(old, [{ ...attempt, attemptId: '2', quizKey: 'r' }], '2026-11-23');
    expect(upgraded.since).toBe('2026-11-23');
    expect([upgraded.quizzes.q?.complete, upgraded.quizzes.r?.complete]).toEqual([undefined, true]);
  });
});
