import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './support/a11y';
import { doubleRequests, homeSignIn, shown, useE2E } from './support/flows';

const e2e = useE2E();

describe('a visitor (not signed in)', () => {
  it('browses the catalogue: grades → subjects → chapters → numbered quiz links', async () => {
    const { page } = e2e;
    await page.goto('/');
    await shown(page.getByRole('heading', { level: 1, name: 'Welcome to Learnify!' }));
    await shown(homeSignIn(page));

    const jump = page.getByRole('navigation', { name: 'Jump to a grade' });
    for (const grade of [1, 2, 3, 4, 5]) {
      await shown(jump.getByRole('link', { name: `Grade ${grade}` }));
      await shown(page.getByRole('heading', { level: 3, name: `Grade ${grade}` }));
    }

    const grade3 = page.getByRole('region', { name: 'Grade 3' });
    await shown(grade3.getByRole('heading', { level: 4, name: 'Mathematics' }));
    await shown(grade3.getByRole('heading', { level: 4, name: 'English' }));
    const subjects = await grade3.getByRole('heading', { level: 4 }).allTextContents();
    expect(subjects.length).toBe(4);

    // Every chapter lists its quizzes as an ordered list of links "1. …", "2. …" to the quiz page.
    const firstChapter = grade3.getByRole('heading', { level: 5 }).first();
    expect((await firstChapter.textContent())?.trim()).toBeTruthy();
    const links = grade3.getByRole('list').first().getByRole('link');
    const texts = (await links.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts.length).toBeGreaterThanOrEqual(2);
    texts.forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^\/student\/attempt-quiz\/\d+$/);

    // The jump link scrolls to the grade's section.
    await jump.getByRole('link', { name: 'Grade 5' }).click();
    expect(page.url()).toMatch(/#grade-grade-5$/);
  });

  it("a failed sign-in in Urdu is all Urdu: our words for the code, not the API's English", async () => {
    const { page } = e2e;
    await chooseLanguage(page, 'ur');
    await page.goto('/login');
    await page.getByLabel('یوزر نیم').fill('ayesha');
    await page.getByLabel('پاس ورڈ').fill('not-her-password');
    await page.getByRole('button', { name: 'لاگ اِن', exact: true }).click();
    const alert = await shown(page.getByRole('alert'));
    const text = (await alert.innerText()).replace(/[\u2068\u2069]/g, '');
    expect(text).toContain('لاگ اِن نہیں ہو سکا: یوزر نیم یا پاس ورڈ درست نہیں');
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('opens the honour board at /honor-board and /honor-roll', async () => {
    const { page } = e2e;
    for (const path of ['/honor-board', '/honor-roll']) {
      await page.goto(path);
      await shown(page.getByRole('heading', { level: 1, name: 'Learnify Heroes' }));
      await shown(page.getByRole('heading', { name: 'Shining Stars' }));
      await shown(page.getByRole('heading', { name: 'National Heroes' }));
      for (const board of ['Shining Stars', 'National Heroes']) {
        const table = page.getByRole('table', { name: new RegExp(`^${board}: Grade \\d`) }).first();
        await shown(table);
        await shown(table.getByRole('columnheader', { name: 'Rank', exact: true }));
        await shown(table.getByRole('columnheader', { name: 'Name', exact: true }));
        // The demo seed has attempts in the last 90 days, so every board has ranked rows.
        expect(await table.getByRole('row').count()).toBeGreaterThan(1);
      }
    }
  });

  it('previews a quiz: banner, only three questions, "Exit Preview" returns home, nothing is saved', async () => {
    const { page } = e2e;
    await page.goto('/');
    const grade3 = page.getByRole('region', { name: 'Grade 3' });
    const quiz = grade3.getByRole('link', { name: /^1\. .*Mixed Quiz$/ }).first();
    const title = (await quiz.textContent())!.replace(/^1\.\s*/, '').trim();
    await quiz.click();

    await shown(page.getByRole('heading', { level: 1, name: title }));
    await shown(page.getByText(/This is a preview: your answers are not saved/));
    const dots = page.getByRole('navigation', { name: 'Questions' }).getByRole('button');
    // The mixed quiz has 7 questions; only the first three can be opened.
    expect(await dots.count()).toBe(7);
    for (let i = 0; i < 7; i += 1) {
      if (i < 3) expect(await dots.nth(i).isEnabled()).toBe(true);
      else expect(await dots.nth(i).isDisabled()).toBe(true);
    }

    for (let n = 1; n <= 3; n += 1) {
      await shown(page.getByRole('heading', { name: `Question ${n} of 3` }));
      await answerCurrent(page);
      if (n < 3) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Exit Preview' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Welcome to Learnify!' }));
    expect(new URL(page.url()).pathname).toBe('/');

    const requests = await doubleRequests();
    expect(requests.some((r) => r.path.includes('/quiz/') && r.method === 'POST')).toBe(true);
    expect(requests.filter((r) => r.path.includes('submit-answer'))).toEqual([]);
    expect(requests.filter((r) => r.path.includes('finalize'))).toEqual([]);
  });
});

/** Gives any answer to the question on screen (preview answers are not graded). */
async function answerCurrent(page: Page): Promise<void> {
  const card = page.getByRole('main');
  const radios = card.getByRole('radio');
  const boxes = card.getByRole('checkbox');
  const blanks = card.getByRole('textbox', { name: /^Blank / });
  if (await radios.count()) await radios.first().check();
  else if (await boxes.count()) await boxes.first().check();
  else for (const blank of await blanks.all()) await blank.fill('7');
  await shown(page.getByRole('button', { name: /^Question \d+, answered$/ }).first());
}
