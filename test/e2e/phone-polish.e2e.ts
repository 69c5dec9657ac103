// A new user's walk on a 360×740 phone, in English and Urdu: the teacher's long class folds to its first students,
// a link opens the next screen at its top (back keeps the place), the percentile reads as a percent with its
// meaning, and in Urdu the API's subject and chapter names sit on the right like everything else.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/locales/en';
import { ur } from '../../web/src/locales/ur';
import { chooseLanguage, openScreen } from './support/a11y';
import { doubleAdmin, doubleOrigin } from './support/browser';
import { loginFromHome, PASSWORD, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();
const SLOW = 180_000;
const SHOTS = process.env.POLISH_SHOTS;
const PHONE = { width: 360, height: 740 };

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Registers and activates `count` students of Mrs. Khan's school through the double's own REST API. */
async function seedClass(count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const username = `pupil${String(i).padStart(2, '0')}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      role: 'student',
      username,
      password: PASSWORD,
      full_name: `Pupil ${i}`,
      email: `${username}@example.pk`,
      school_name: 'Iqra Model School',
      city: 'Lahore',
      province: 'Punjab',
    }))
      form.append(key, value);
    const response = await fetch(new URL('/api/register/', doubleOrigin()), { method: 'POST', body: form });
    expect(response.status).toBe(201);
    await doubleAdmin('activate', { username });
  }
}

/**
 * Which side the text of each element hugs inside its nearest block box: 'right' when the gap on the right is the
 * smaller one, as a right-to-left page must show it.
 */
async function textSides(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      let box = node as HTMLElement;
      while (getComputedStyle(box).display === 'inline' && box.parentElement) box = box.parentElement;
      const style = getComputedStyle(box);
      const outer = box.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const left = text.left - outer.left - parseFloat(style.paddingLeft);
      const right = outer.right - parseFloat(style.paddingRight) - text.right;
      return `${right <= left + 1 ? 'right' : 'left'}:${(node.textContent ?? '').trim().slice(0, 30)}`;
    }),
  );
}

describe('on a 360 px phone', () => {
  it(
    "a teacher's large class shows its summary first and folds each list to 10 students",
    async () => {
      const { page } = e2e;
      await seedClass(14);
      await page.setViewportSize(PHONE);
      await loginFromHome(page, 'mrs.khan');
      await shown(welcome(page, 'Mrs. Farah Khan'));
      for (const [language, m] of [
        ['en', en],
        ['ur', ur],
      ] as const) {
        await chooseLanguage(page, language);
        await openScreen(page, '/teacher/assessment');
        const glance = page.getByRole('table', { name: m.teacher.overview.tableCaption });
        await shown(glance);
        const list = page.getByRole('table', { name: m.teacher.students.caption, exact: true });
        await shown(list);
        expect(await glance.getByRole('rowheader').count()).toBe(10);
        expect(await list.getByRole('rowheader').count()).toBe(10);
        const total = await page.evaluate(() => document.documentElement.scrollHeight);
        const showAll = page.getByRole('button', {
          name: new RegExp(`^${m.teacher.students.showAll.replace('{count}', '\\d+')}$`),
        });
        expect(await showAll.count()).toBe(2);
        await shot(page, `teacher-top-${language}`);
        await showAll.first().scrollIntoViewIfNeeded();
        await shot(page, `teacher-fold-${language}`);
        // By keyboard: the button opens the whole class in place.
        await showAll.first().focus();
        await page.keyboard.press('Enter');
        expect(await glance.getByRole('rowheader').count()).toBeGreaterThan(10);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(total);
      }
    },
    SLOW,
  );

  it(
    'a link opens the next screen at its top, back returns to the place in the list',
    async () => {
      const { page } = e2e;
      await page.setViewportSize(PHONE);
      await loginFromHome(page, 'ayesha');
      await shown(welcome(page, 'Ayesha Siddiqui'));
      await openScreen(page, '/student/quiz-history');
      const links = page.getByRole('link', { name: /^View result/ });
      await links.last().scrollIntoViewIfNeeded();
      const down = await page.evaluate(() => window.scrollY);
      expect(down).toBeGreaterThan(300);
      await links.last().click();
      await page.waitForURL(/\/student\/quiz-result\//);
      await shown(page.locator('h1').first());
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60))).toMatch(
        /^<main id="main"/,
      );
      await shot(page, 'result-after-link-en');
      await page.goBack();
      await page.waitForURL(/\/student\/quiz-history/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    },
    SLOW,
  );

  it(
    'the percentile reads as a percent with its meaning, and Urdu puts API names on the right',
    async () => {
      const { page } = e2e;
      await page.setViewportSize(PHONE);
      await loginFromHome(page, 'ayesha');
      await shown(welcome(page, 'Ayesha Siddiqui'));
      for (const [language, m] of [
        ['en', en],
        ['ur', ur],
      ] as const) {
        await chooseLanguage(page, language);
        await openScreen(page, '/student/assessment');
        const cells = page.locator(`td[data-label="${m.performance.table.percentile}"]`);
        const figures = (await cells.allTextContents()).filter((c) => /\d/.test(c));
        expect(figures.length).toBeGreaterThan(0);
        for (const figure of figures) expect(figure).toMatch(/^\d+(\.\d{1,2})?%$/);
        await shown(page.getByText(m.performance.table.percentileMeaning));
        await cells.first().scrollIntoViewIfNeeded();
        await shot(page, `percentile-${language}`);
      }

      // Urdu (the page's language is still Urdu): the API's names hug the right, as the quiz titles do.
      await openScreen(page, '/');
      const grade = page.locator('section[id^="grade-"]').first();
      const names = grade.locator('h4, h5');
      const nameSides = await textSides(names);
      expect(nameSides.length).toBeGreaterThan(1);
      expect(nameSides.filter((s) => s.startsWith('left'))).toEqual([]);
      const nextUp = page.locator('a[href^="/student/attempt-quiz/"] bdi');
      const sides = await textSides(nextUp);
      expect(sides.length).toBeGreaterThan(0);
      expect(sides.filter((s) => s.startsWith('left'))).toEqual([]);
      await grade.locator('h4').first().scrollIntoViewIfNeeded();
      await shot(page, 'catalogue-ur');
      await page.locator('a[href^="/student/attempt-quiz/"] bdi').first().scrollIntoViewIfNeeded();
      await shot(page, 'next-up-ur');
      await openScreen(page, '/student/quiz-history');
      const history = page.locator(
        `td[data-label="${ur.results.table.subject}"] bdi, td[data-label="${ur.results.table.chapter}"] bdi`,
      );
      expect((await textSides(history)).filter((s) => s.startsWith('left'))).toEqual([]);
      await history.first().scrollIntoViewIfNeeded();
      await shot(page, 'history-ur');
    },
    SLOW,
  );
});
