// Urdu that reads right: in an Urdu page, each place that shows a number, a percentage or a quiz title that begins
// with a number is read as it is laid out (left to right, Latin characters only, support/phone.ts): "1. Nouns Quiz"
// never "Nouns Quiz .1", a badge "1." never ".1", "33.33%" never "%33.33"; grade names are Urdu labels.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ur } from '../../web/src/locales/ur';
import { chooseLanguage, openScreen } from './support/a11y';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';
import { seenLatin, seenLatinAll } from './support/phone';

const e2e = useE2E();
const SLOW = 120_000;
const grade = (n: number) => ur.common.gradeNumber.replace('{number}', String(n));
/** A percentage as a reader must see it: digits, then the sign. */
const PERCENT = /^\d+(\.\d{1,2})?%$/;

/** Each percentage inside `locator` (digits and "%" as seen), one per element matching `selector`. */
async function seenPercents(locator: Locator, selector: string): Promise<string[]> {
  const seen = await seenLatinAll(locator.locator(selector));
  return seen.filter((text) => text.includes('%')).map((text) => text.match(/\S*%\S*/)![0]);
}

/** Every percentage on the open page as seen (percent signs inside leaf elements of main). */
async function pagePercents(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const seen = await seenPercents(main, 'td, th, li, dd, p, span:not(:has(*))');
  expect(seen.length).toBeGreaterThan(0);
  return seen;
}

async function signInInUrdu(page: Page, username: string, fullName: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginFromHome(page, username);
  await shown(welcome(page, fullName));
  await chooseLanguage(page, 'ur');
}

describe('an Urdu page reads right', () => {
  it(
    "on a student's home, history, subject performance and the honour board",
    async () => {
      const { page } = e2e;
      await signInInUrdu(page, 'ayesha', 'Ayesha Siddiqui');
      await openScreen(page, '/');
      const main = page.getByRole('main');

      // Her grade is a label in Urdu, as on the teacher's pages.
      await shown(main.getByRole('heading', { level: 3, name: grade(3) }));
      expect(await main.getByText('Grade 3', { exact: true }).count()).toBe(0);

      // Every quiz link's number badge (its first piece) reads "1.", not ".1".
      // Her grade's section comes first (the others are folded away).
      const quiz = main.locator('section[id^="grade-"]').first().locator('a[href^="/student/attempt-quiz/"]');
      const badges = await seenLatinAll(quiz.locator('> span:first-child'));
      expect(badges.length).toBe(await quiz.count());
      expect(badges.length).toBeGreaterThan(3);
      for (const badge of badges) expect(badge).toMatch(/^\d+\.$/);

      // Her marks ("Done · best 90%") and Next up's best so far.
      const marks = await seenPercents(main, 'li > span[id^="done-"]');
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(mark).toMatch(PERCENT);
      const nextUp = main.getByRole('region', { name: ur.home.student.nextUp.title });
      for (const title of await nextUp.locator('a > span:nth-child(2)').all())
        expect(await seenLatin(title)).toBe((await title.textContent())!.trim());

      // "Other grades" opens like a disclosure should: a marker beside its words.
      const summary = main.locator('summary', { hasText: ur.home.student.otherGrades });
      const marker = await summary.evaluate((el) => {
        const display = getComputedStyle(el).display;
        const icon = el.querySelector('svg');
        const box = icon?.getBoundingClientRect();
        return display === 'list-item' || (!!box && box.width > 4 && box.height > 4);
      });
      expect(marker).toBe(true);

      await openScreen(page, '/student/quiz-history');
      // The history table (the chart's own table is for screen readers only).
      const history = main.locator('.table-scroll table');
      const rows = await history.locator('tbody tr').all();
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        const title = row.locator('th');
        // A title that begins with its number keeps it in front.
        expect(await seenLatin(title)).toBe((await title.textContent())!.trim());
        expect(await row.locator('td').nth(2).textContent()).toBe(grade(3));
        // The letter grade: "A+", never "+A" (subject, chapter, grade, marks, percentage, then the letter).
        expect(await seenLatin(row.locator('td').nth(5))).toMatch(/^[A-F][+-]?$/);
      }
      for (const seen of await seenPercents(history, 'tbody td')) expect(seen).toMatch(PERCENT);

      for (const path of ['/student/assessment', '/honor-board']) {
        await openScreen(page, path);
        for (const seen of await pagePercents(page))
          expect({ path, seen }).toEqual({ path, seen: expect.stringMatching(PERCENT) });
      }
    },
    SLOW,
  );

  it(
    "on a quiz result's summary: the letter grade and the percentage",
    async () => {
      const { page } = e2e;
      await signInInUrdu(page, 'ayesha', 'Ayesha Siddiqui');
      await openScreen(page, '/student/quiz-history');
      const view = page.getByRole('main').locator('a[href*="/student/quiz-result/"]').first();
      await openScreen(page, (await (await shown(view)).getAttribute('href'))!);
      const stat = (label: string) =>
        page.locator('main dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
      // "A+", never "+A"; "100%", never "%100".
      expect(await seenLatin(stat(ur.results.result.grade).locator('dd'))).toMatch(/^[A-F][+-]?$/);
      expect(await seenLatin(stat(ur.results.result.percentage).locator('dd'))).toMatch(PERCENT);
    },
    SLOW,
  );

  it(
    "on a teacher's class overview and a student's history",
    async () => {
      const { page } = e2e;
      await signInInUrdu(page, 'mrs.khan', 'Mrs. Farah Khan');
      await openScreen(page, '/teacher/assessment');
      const table = page.getByRole('table', { name: ur.teacher.overview.tableCaption });
      await shown(table);
      for (const seen of await seenPercents(table, 'tbody td')) expect(seen).toMatch(PERCENT);
      // "Needs help": "name: 45%" with the sign after the digits.
      const help = page.getByRole('region', { name: ur.teacher.overview.needsHelp });
      for (const item of await help.locator('li').all()) expect(await seenLatin(item)).toMatch(/\d%/);

      await openScreen(page, '/teacher/student/ayesha/quiz-history');
      const rows = await page.locator('main .table-scroll table tbody tr').all();
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        const title = row.locator('th');
        expect(await seenLatin(title)).toBe((await title.textContent())!.trim());
      }
    },
    SLOW,
  );
});
