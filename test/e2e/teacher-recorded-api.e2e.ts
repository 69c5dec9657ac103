// The teacher's screens against the double at recorded fidelity: `teacher/students/` answers Django's HTML 500
// whenever a listed student has a grade, as the recorded real API does. The screens degrade as designed: a clear
// message for the list and for the overview, the page itself intact, and a student's history still reachable.
import { describe, expect, it } from 'vitest';
import { doubleAdmin, doubleGet, doubleOrigin } from './support/browser';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

/**
 * A teacher at mrs.khan's school that no other test has signed in as: the gateway keeps a whole class overview for
 * a minute, so a teacher whose overview another test composed would be answered from that.
 */
async function freshTeacherAtIqra(): Promise<{ username: string; fullName: string }> {
  const username = `iqra.teacher.${Date.now()}`;
  const fullName = 'Ms. Iqra Teacher';
  const form = new FormData();
  const fields = {
    role: 'teacher',
    username,
    password: 'learnify123',
    full_name: fullName,
    email: `${username}@example.com`,
    gender: 'Female',
    schooling_status: 'I am teacher',
    school_name: 'Iqra Model School',
    city: 'Lahore',
    province: 'Punjab',
    subscription_plan: 'monthly',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${doubleOrigin()}/api/register/`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  await doubleAdmin('activate', { username });
  return { username, fullName };
}

describe('a teacher, when the Learnify API behaves as recorded', () => {
  it('sees clear messages for the list and the overview, and still opens a history by username', async () => {
    const { page } = e2e;
    const teacher = await freshTeacherAtIqra();
    await doubleAdmin('fidelity', { fidelity: 'recorded' });
    expect(await doubleGet('fidelity')).toMatchObject({ fidelity: 'recorded' });
    await loginFromHome(page, teacher.username);
    await shown(welcome(page, teacher.fullName));
    await page.goto('/teacher/assessment');

    await shown(page.getByRole('heading', { level: 1, name: 'My Students' }));
    await shown(page.getByRole('alert').filter({ hasText: 'Failed to load your students.' }));
    await shown(page.getByText('The class overview could not be loaded.'));
    await shown(page.getByRole('button', { name: 'Load the overview again' }));
    // Nothing broken: no error page, no upstream words, no half-drawn table.
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
    expect(await page.getByText(/Server Error|500/).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Students' }).count()).toBe(0);

    const find = page.getByRole('search', { name: 'Find a student by username' });
    await find.getByRole('textbox', { name: 'Find a student by username' }).fill('sana');
    await find.getByRole('button', { name: 'Open history' }).click();
    await page.waitForURL(/\/teacher\/student\/sana\/quiz-history\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Quiz history of Sana Malik' }));
    await shown(
      page.getByRole('table', { name: 'Quiz history of Sana Malik' }).getByRole('rowheader').first(),
    );
  });

  it('shows a teacher whose students have no grade her list as usual', async () => {
    const { page } = e2e;
    await doubleAdmin('fidelity', { fidelity: 'recorded' });
    await loginFromHome(page, 'mr.baloch');
    await shown(welcome(page, 'Mr. Jamal Baloch'));
    await page.goto('/teacher/assessment');
    const table = page.getByRole('table', { name: 'Students' });
    await shown(table.getByRole('row').nth(1));
    expect(await page.getByRole('alert').filter({ hasText: 'Failed to load your students.' }).count()).toBe(
      0,
    );
    expect(await page.getByText('The class overview could not be loaded.').count()).toBe(0);
  });
});
