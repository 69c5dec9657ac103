// Every data table on a phone: at 360 and 390 px, in English and Urdu, each row's figures and action lie inside the
// viewport (no sideways scrolling to reach the percentage, the date or "View result"), nothing is cut, emails stay
// whole, and no page is wider than the phone.
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/locales/en';
import { ur } from '../../web/src/locales/ur';
import { chooseLanguage, openScreen } from './support/a11y';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';
import { overflowProblems } from './support/layout';
import { rowProblems } from './support/phone';

const e2e = useE2E();
const SLOW = 300_000;
const WIDTHS = [360, 390] as const;
type Catalogue = typeof en | typeof ur;

/** A screen and the columns whose every cell must be in view (by header, in the page's language). */
interface Screen {
  path: string;
  keys: (m: Catalogue) => string[];
}

const HISTORY_KEYS = (m: Catalogue) => [
  m.results.table.percentage,
  m.results.table.gradeLetter,
  m.results.table.attemptedOn,
];

const STUDENT: Screen[] = [
  { path: '/student/quiz-history', keys: (m) => [...HISTORY_KEYS(m), m.results.table.result] },
  {
    path: '/student/assessment',
    keys: (m) => [m.performance.table.yourAverage, m.performance.table.classAverage],
  },
  { path: '/honor-board', keys: (m) => [m.honours.columns.averageScore, m.honours.columns.name] },
];

const TEACHER: Screen[] = [
  {
    path: '/teacher/assessment',
    keys: (m) => [
      m.teacher.overview.average,
      m.teacher.overview.recentAverage,
      m.teacher.overview.lastActive,
      m.teacher.students.fullName,
      m.teacher.students.email,
    ],
  },
  { path: '/teacher/student/ayesha/quiz-history', keys: HISTORY_KEYS },
];

/** Every screen at both widths in both languages; only the screens with problems are reported. */
async function check(screens: Screen[]): Promise<Record<string, string[]>> {
  const { page } = e2e;
  const report: Record<string, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of ['en', 'ur'] as const) {
      await chooseLanguage(page, language);
      for (const screen of screens) {
        await openScreen(page, screen.path);
        const problems = [
          ...(await rowProblems(page, screen.keys(language === 'en' ? en : ur))),
          ...(await overflowProblems(page)),
        ];
        // The first few say what is wrong; the count says how much.
        if (problems.length > 0)
          report[`${width}px ${language} ${screen.path}`] = [
            ...problems.slice(0, 6),
            ...(problems.length > 6 ? [`… ${problems.length - 6} more`] : []),
          ];
      }
    }
  }
  return report;
}

describe('tables on a phone are cards whose figures are in view', () => {
  it(
    "a student's history, subject performance and the honour board",
    async () => {
      await loginFromHome(e2e.page, 'ayesha');
      await shown(welcome(e2e.page, 'Ayesha Siddiqui'));
      expect(await check(STUDENT)).toEqual({});
    },
    SLOW,
  );

  it(
    "a teacher's class overview, student list and a student's history",
    async () => {
      await loginFromHome(e2e.page, 'mrs.khan');
      await shown(welcome(e2e.page, 'Mrs. Farah Khan'));
      expect(await check(TEACHER)).toEqual({});
    },
    SLOW,
  );
});
