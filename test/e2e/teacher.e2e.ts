import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { doubleAdmin } from './support/browser';
import { loginFromHome, openMenu, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/** Full name (row header) and grade of every row of the students table. */
async function rowsOf(table: Locator): Promise<{ name: string; grade: string }[]> {
  const rows = await table.getByRole('row').all();
  const out: { name: string; grade: string }[] = [];
  for (const row of rows.slice(1)) {
    const cells = (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
    const name = (await row.getByRole('rowheader').textContent())!.trim();
    out.push({ name, grade: cells[2]! }); // username, email, grade, …
  }
  return out;
}

/**
 * Opens the whole student list when it is folded to its first rows: its "Show all" button is the first button after
 * the table. (The class overview above has a fold of its own, which may still be loading.)
 */
async function showAllStudents(table: Locator): Promise<void> {
  const next = table.locator('xpath=following::button[1]');
  if ((await next.count()) === 0) return;
  if (/^Show all \d+ students$/.test(((await next.textContent()) ?? '').trim())) await next.click();
}

describe('a teacher', () => {
  it('sees her school’s students, filters by grade, sorts by name and opens a student’s history', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'mrs.khan');
    await shown(welcome(page, 'Mrs. Farah Khan'));

    const nav = await openMenu(page);
    await nav.getByRole('link', { name: 'Assessment' }).click();
    await page.waitForURL(/\/teacher\/assessment\/?(\?.*)?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'My Students' }));
    const table = page.getByRole('table', { name: 'Students' });
    await shown(table.getByRole('rowheader', { name: 'Ayesha Siddiqui' }));
    await showAllStudents(table);

    const all = await rowsOf(table);
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['Ayesha Siddiqui', 'Hamza Ali']));
    expect(new Set(all.map((r) => r.grade)).size).toBeGreaterThan(1);

    // Filter: Grade 3 only — ayesha stays, hamza (Grade 5) goes.
    await page.getByLabel('Grade', { exact: true }).selectOption('Grade 3');
    await table.getByRole('rowheader', { name: 'Hamza Ali' }).waitFor({ state: 'detached' });
    const grade3 = await rowsOf(table);
    expect(grade3.length).toBeGreaterThan(1);
    expect(grade3.length).toBeLessThan(all.length);
    expect(grade3.every((r) => r.grade === 'Grade 3')).toBe(true);
    expect(grade3.map((r) => r.name)).toContain('Ayesha Siddiqui');
    const names = grade3.map((r) => r.name);
    expect(names).toEqual([...names].sort(byName));
    await shown(page.getByText(`${grade3.length} students`, { exact: true }));

    // Sort Z → A: the same students, reversed.
    await page.getByLabel('Sort by name').selectOption({ label: 'Z → A' });
    await page.waitForURL(/sort=desc/);
    const descending = (await rowsOf(table)).map((r) => r.name);
    expect(descending).toEqual([...names].sort(byName).reverse());
    expect(descending[0]).not.toBe(names[0]);

    await table.getByRole('link', { name: 'Quiz history of Ayesha Siddiqui' }).click();
    await page.waitForURL(/\/teacher\/student\/ayesha\/quiz-history\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Quiz history of Ayesha Siddiqui' }));
    const history = page.getByRole('table', { name: 'Quiz history of Ayesha Siddiqui' });
    // The demo seed gives ayesha a little history.
    await shown(history.getByRole('rowheader').first());
    expect(await history.getByRole('row').count()).toBeGreaterThan(1);

    await page.getByRole('link', { name: 'Back to my students' }).click();
    await page.waitForURL(/\/teacher\/assessment\/?(\?.*)?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'My Students' }));
    await shown(table.getByRole('rowheader').first());
    await showAllStudents(table);
    await shown(table.getByRole('rowheader', { name: 'Ayesha Siddiqui' }));
  });

  it('reaches a student’s history through the username box while the student list is failing', async () => {
    const { page } = e2e;
    // The real backend's `teacher/students/` answers 500 for schools whose students have a grade.
    await doubleAdmin('faults', { method: 'GET', path: 'teacher/students/$', status: 500 });
    await loginFromHome(page, 'mrs.khan');
    await shown(welcome(page, 'Mrs. Farah Khan'));
    await page.goto('/teacher/assessment');
    const failed = await shown(page.getByRole('alert').filter({ hasText: 'Failed to load your students.' }));
    // The message points to the box (the way in while the list is down) and its button takes the focus there.
    await shown(failed.getByText(/type their username in the box “Find a student by username” above/));
    await failed.getByRole('button', { name: 'Go to the username box' }).click();
    const find = page.getByRole('search', { name: 'Find a student by username' });
    expect(
      await find
        .getByRole('textbox', { name: 'Find a student by username' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await find.getByRole('textbox', { name: 'Find a student by username' }).fill('ayesha');
    await find.getByRole('button', { name: 'Open history' }).click();
    await page.waitForURL(/\/teacher\/student\/ayesha\/quiz-history\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Quiz history of Ayesha Siddiqui' }));
    await shown(page.getByRole('figure', { name: 'Percentage of Ayesha Siddiqui over time' }));
    await shown(
      page.getByRole('table', { name: 'Quiz history of Ayesha Siddiqui' }).getByRole('rowheader').first(),
    );

    // A student of another school and a username nobody has answer alike: which usernames exist at other schools
    // is not a teacher's to learn.
    for (const [username, message] of [
      ['zainab', 'We could not find a student with the username “zainab”.'],
      ['no.such.child', 'We could not find a student with the username “no.such.child”.'],
    ] as const) {
      await page.getByRole('link', { name: 'Back to my students' }).click();
      await page.getByRole('textbox', { name: 'Find a student by username' }).fill(username);
      await page.getByRole('button', { name: 'Open history' }).click();
      await shown(page.getByRole('alert').filter({ hasText: message }));
    }

    // Once the list is back, Try again loads it without leaving the page.
    await page.getByRole('link', { name: 'Back to my students' }).click();
    await shown(page.getByRole('alert').filter({ hasText: 'Failed to load your students.' }));
    await doubleAdmin('faults/clear');
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(
      page.getByRole('table', { name: 'Students' }).getByRole('rowheader', { name: 'Ayesha Siddiqui' }),
    );
  });
});
