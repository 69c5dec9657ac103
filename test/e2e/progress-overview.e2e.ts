// The composed screens in Chromium (web → gateway → REST double): a student's home built from her progress, and a
// teacher's class overview — also when one student's history fails upstream.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { doubleAdmin, doubleOrigin } from './support/browser';
import { loginFromHome, PASSWORD, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

/** A percentage as the page writes it ("85.71%") → number. */
const percentIn = (text: string) => Number(/(\d+(?:\.\d+)?)%/.exec(text)?.[1] ?? NaN);

/** What the double's own history says about one of ayesha's quizzes (the latest attempt). */
async function latestPercentage(username: string, quizTitle: string): Promise<number> {
  const api = `${doubleOrigin()}/api/`;
  const token = (await (
    await fetch(`${api}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    })
  ).json()) as { access: string };
  const history = (await (
    await fetch(`${api}student/quiz-history/`, { headers: { authorization: `Bearer ${token.access}` } })
  ).json()) as { results: { quiz_title: string; grade: string; percentage: number }[] };
  const row = history.results.find((r) => r.quiz_title === quizTitle && r.grade === 'Grade 3');
  if (!row) throw new Error(`no ${quizTitle} in ${username}'s history`);
  return row.percentage;
}

async function openOverview(page: Page) {
  await page.goto('/teacher/assessment');
  const overview = await shown(page.getByRole('region', { name: 'My class at a glance' }));
  await shown(overview.getByRole('table'));
  await unfold(page);
  return overview;
}

/** Shows every student of the lists folded to their first rows. */
async function unfold(page: Page) {
  const button = page.getByRole('button', { name: /^Show all \d+ students$/ });
  while ((await button.count()) > 0) await button.first().click();
}

describe('a student’s home', () => {
  it('shows her grade first, her finished quizzes with her best score, Next up and her streak', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    await shown(page.getByRole('heading', { name: 'Hello, Ayesha Siddiqui! Ready for a quiz?' }));
    // Her home shows her progress, not a "You are signed in" card.
    expect(await page.getByText('You are signed in').count()).toBe(0);

    // Her streak: the demo seed has quizzes yesterday and the day before.
    await shown(page.getByText(/^\d+ days in a row$/));
    await shown(page.getByText(/quizz?(es)? finished this week\./));

    const nextUp = await shown(page.getByRole('region', { name: 'Next up' }));
    const suggestions = nextUp.getByRole('link');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);

    // Grade 3 comes first; the other grades are folded below it.
    const grades = page.getByRole('heading', { level: 3, name: /^Grade \d$/ });
    expect(await grades.first().textContent()).toBe('Grade 3');
    await shown(page.getByText('Other grades'));
    expect(await page.getByRole('region', { name: 'Grade 1' }).isVisible()).toBe(false);

    const grade3 = page.getByRole('region', { name: 'Grade 3' });
    const mixed = grade3.getByRole('listitem').filter({
      has: page.getByRole('link', { name: '1. Numbers Mixed Quiz', exact: true }),
    });
    // The gateway first read her (seeded) history in this run: her best counts since today, and says so.
    const today = new Date(Date.now() + 5 * 3_600_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('-');
    const mark = await shown(mixed.getByText(new RegExp(`^Done · best since ${today}: \\d+(\\.\\d+)?%$`)));
    const best = percentIn((await mark.textContent()) ?? '');
    expect(best).toBeGreaterThanOrEqual(await latestPercentage('ayesha', '1. Numbers Mixed Quiz'));
    // The mark also describes the link for screen readers.
    const described = await mixed.getByRole('link').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(await mark.textContent());
    // A quiz she has not finished carries no mark.
    const unfinished = grade3
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .filter({ hasNotText: 'Done ·' });
    expect(await unfinished.count()).toBeGreaterThan(0);

    // A Next up suggestion opens its quiz.
    await suggestions.first().click();
    await page.waitForURL(/\/student\/attempt-quiz\/\d+/);
  });
});

describe('a teacher’s class overview', () => {
  it('shows every student’s average and both lists above the student list', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'mrs.khan');
    await shown(welcome(page, 'Mrs. Farah Khan'));
    const overview = await openOverview(page);

    const table = overview.getByRole('table', { name: 'Each student at a glance' });
    const ayesha = await shown(table.getByRole('row', { name: /Ayesha Siddiqui/ }));
    const cells = (await ayesha.getByRole('cell').allTextContents()).map((c) => c.trim());
    expect(cells[0]).toBe('Grade 3');
    expect(cells[1]).toMatch(/^\d+(\.\d+)?%$/);
    expect(await table.getByRole('row').count()).toBeGreaterThan(40);

    const help = overview.getByRole('region', { name: 'Needs help' });
    expect(await help.getByRole('listitem').count()).toBeGreaterThan(0);
    for (const item of await help.getByRole('listitem').allTextContents())
      expect(percentIn(item)).toBeLessThan(50);
    const inactive = overview.getByRole('region', { name: 'Not active for 7 days' });
    expect(await inactive.getByRole('listitem').count()).toBeGreaterThan(0);
    await shown(overview.getByRole('img', { name: 'Class average by grade and subject' }));

    // Above the list.
    const list = await shown(page.getByRole('table', { name: 'Students' }));
    const overviewBox = (await overview.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(overviewBox.y).toBeLessThan(listBox.y);
  });

  it('still shows the class with a note naming who is missing when one history fails upstream', async () => {
    const { page } = e2e;
    // A teacher of the same school whose overview no earlier test has cached (the gateway keeps one for 60 s).
    const username = `ms.iqbal${Date.now() % 1_000_000}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      role: 'teacher',
      username,
      password: PASSWORD,
      full_name: 'Ms. Nadia Iqbal',
      email: `${username}@example.pk`,
      school_name: 'Iqra Model School',
      city: 'Lahore',
      province: 'Punjab',
      schooling_status: 'I am teacher',
      subscription_plan: 'monthly',
    }))
      form.set(k, v);
    const registered = await fetch(`${doubleOrigin()}/api/register/`, { method: 'POST', body: form });
    expect(registered.status).toBe(201);
    await doubleAdmin('activate', { username });
    await doubleAdmin('faults', {
      method: 'GET',
      path: 'teacher/student/sana/quiz-history/$',
      status: 500,
      html: true,
    });

    await loginFromHome(page, username);
    await shown(welcome(page, 'Ms. Nadia Iqbal'));
    const overview = await openOverview(page);
    await shown(overview.getByRole('note').filter({ hasText: 'Sana Malik' }));
    const table = overview.getByRole('table', { name: 'Each student at a glance' });
    await shown(table.getByRole('row', { name: /Ayesha Siddiqui/ }));
    expect(await table.getByRole('row', { name: /Sana Malik/ }).count()).toBe(0);
    // The student list itself is whole: sana is still there, with her history link.
    await shown(page.getByRole('table', { name: 'Students' }).getByRole('rowheader').first());
    await unfold(page);
    await shown(page.getByRole('table', { name: 'Students' }).getByRole('rowheader', { name: 'Sana Malik' }));
  });
});
