import { expect, it } from 'vitest';
import { historyDto } from '../results/upstream-types';
import { composeClassOverview, type HistoryOutcome } from './class-overview';
import { teacherStudentsDto } from './upstream-types';

const NOW = Date.parse('2026-11-25T10:00:00+05:00');
const students = teacherStudentsDto.parse([
  { username: 'amna', full_name: 'Amna', grade: 'Grade 3' },
  { username: 'bilal', full_name: 'Bilal', grade: 'Grade 3' },
  { username: 'sana', full_name: 'Sana', grade: 'Grade 3' },
  { username: 'zain', full_name: 'Zain', grade: null },
]);
const rows = (...r: [string, number, string][]) =>
  historyDto.parse({
    results: r.map(([subject, percentage, attempted_on]) => ({
      subject,
      percentage,
      attempted_on,
      grade: 'Grade 3',
    })),
  });
const ok = (history: ReturnType<typeof rows>): HistoryOutcome => ({ ok: true, history });

it('composes per-student figures, class averages per grade and subject, both lists and who is missing', () => {
  const outcomes = new Map<string, HistoryOutcome>([
    [
      'amna',
      ok(
        rows(
          ['Mathematics', 40, '24-11-2026 09:00 AM'],
          ['English', 30, '10-11-2026 09:00 AM'],
          ['Mathematics', 90, '01-11-2026 09:00 AM'],
        ),
      ),
    ],
    ['bilal', ok(rows(['English', 80, '01-11-2026 09:00 AM']))],
    ['sana', { ok: false, reason: 'UPSTREAM_TIMEOUT' }],
    ['zain', ok(rows())],
  ]);
  const o = composeClassOverview(students, outcomes, NOW);
  expect(o.students.map((s) => s.username)).toEqual(['amna', 'bilal', 'zain']);
  expect(o.students[0]).toMatchObject({
    quizzesLast7Days: 1,
    averagePercentage: 53.33,
    recentAveragePercentage: 53.33,
    lastActiveOn: '2026-11-24',
    weakestSubject: 'English',
  });
  expect(o.students[2]).toMatchObject({ averagePercentage: null, lastActiveOn: null, weakestSubject: null });
  expect(o.subjectAverages).toEqual([
    { id: 'Grade 3/English', grade: 'Grade 3', subject: 'English', averagePercentage: 55, studentCount: 2 },
    {
      id: 'Grade 3/Mathematics',
      grade: 'Grade 3',
      subject: 'Mathematics',
      averagePercentage: 65,
      studentCount: 1,
    },
  ]);
  expect(o.needsHelp).toEqual([]);
  // Never active first, then the longest inactive.
  expect(o.inactive.map((s) => s.username)).toEqual(['zain', 'bilal']);
  expect(o.missing).toEqual([{ id: 'sana', username: 'sana', fullName: 'Sana', reason: 'UPSTREAM_TIMEOUT' }]);
});

it('puts a student below 50 % over her last five quizzes in needs help, whatever came before', () => {
  const history = rows(
    ['Mathematics', 40, '25-11-2026 09:00 AM'],
    ['Mathematics', 45, '24-11-2026 09:00 AM'],
    ['Mathematics', 40, '23-11-2026 09:00 AM'],
    ['Mathematics', 45, '22-11-2026 09:00 AM'],
    ['Mathematics', 49, '21-11-2026 09:00 AM'],
    ['Mathematics', 100, '01-10-2026 09:00 AM'],
    ['Mathematics', 100, '02-10-2026 09:00 AM'],
  );
  const o = composeClassOverview(students.slice(0, 1), new Map([['amna', ok(history)]]), NOW);
  expect(o.students[0]?.averagePercentage).toBeGreaterThan(50);
  expect(o.needsHelp.map((s) => [s.username, s.recentAveragePercentage])).toEqual([['amna', 43.8]]);
});
