import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { doubleAdmin } from './support/browser';
import {
  doubleUser,
  homeSignIn,
  loginFromHome,
  pngFile,
  sha256,
  shown,
  useE2E,
  welcome,
} from './support/flows';

const e2e = useE2E();

const NEW_PASSWORD = 'Sunflower-2026';

interface Applicant {
  role: 'Student' | 'Teacher';
  username: string;
  fullName: string;
}

/** Fills the fields both roles share (everything but role, schooling status and grade). */
async function fillCommon(page: Page, who: Applicant) {
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(who.username);
  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('Full name').fill(who.fullName);
  await main.getByLabel('E-mail').fill(`${who.username}@example.com`);
  await main.getByLabel('Gender').selectOption({ label: who.role === 'Student' ? 'Female' : 'Male' });
  await main.getByLabel('Language spoken at home').selectOption({ label: 'Punjabi' });
  await main.getByLabel('School name').fill('Iqra Model School');
  await main.getByLabel('City').fill('Lahore');
  await main.getByLabel('Province').selectOption({ label: 'Punjab' });
  await main.getByLabel('Subscription plan').selectOption({ label: 'Yearly' });
}

async function submitAndExpectPending(page: Page) {
  await page.getByRole('button', { name: 'Create my account' }).click();
  await shown(page.getByText(/Our team will verify it within 10–15 minutes/));
  expect(new URL(page.url()).pathname).toBe('/');
  await shown(homeSignIn(page));
}

/** Before activation the login is refused with the failure text; after it, the user is welcomed. */
async function loginOnlyAfterActivation(page: Page, who: Applicant) {
  await loginFromHome(page, who.username, NEW_PASSWORD);
  await shown(homeSignIn(page).getByText(/^Login failed/));
  expect(await welcome(page, who.fullName).count()).toBe(0);

  await doubleAdmin('activate', { username: who.username });
  await loginFromHome(page, who.username, NEW_PASSWORD);
  await shown(welcome(page, who.fullName));
}

describe('a visitor signing up', () => {
  it('registers as a student with a grade from the server, a picture and a receipt', async () => {
    const { page } = e2e;
    const who: Applicant = { role: 'Student', username: 'noor.e2e', fullName: 'Noor Fatima' };
    const picture = pngFile('noor.png', 'noor-picture');
    const receipt = pngFile('noor-receipt.png', 'noor-receipt');

    await page.goto('/signup');
    await shown(page.getByRole('heading', { level: 1, name: 'Join Learnify' }));
    expect(await page.getByRole('radio', { name: 'Student' }).isChecked()).toBe(true);
    await fillCommon(page, who);
    await page.getByLabel('Schooling status').selectOption({ label: 'Private school' });
    // The grade list comes from the server: Grades 1–5.
    const grade = page.getByLabel('Grade', { exact: true });
    // Options of a closed <select> count as hidden: wait for them to be attached.
    await grade.getByRole('option', { name: 'Grade 5' }).waitFor({ state: 'attached' });
    const gradeOptions = (await grade.getByRole('option').allTextContents()).filter((o) => /^Grade/.test(o));
    expect(gradeOptions).toEqual(['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5']);
    await grade.selectOption({ label: 'Grade 4' });
    await page.getByLabel('Profile picture').setInputFiles(picture);
    await page.getByLabel('Fee receipt').setInputFiles(receipt);
    // A child's account needs a parent's or guardian's agreement: without it nothing is sent.
    await page.getByRole('button', { name: 'Create my account' }).click();
    await shown(page.getByText('A parent or guardian must agree before a child’s account can be created.'));
    expect(await doubleUser(who.username).catch(() => null)).toBeNull();
    await page.getByRole('checkbox', { name: /parent or guardian/ }).check();
    await submitAndExpectPending(page);

    const stored = await doubleUser(who.username);
    expect(stored).toMatchObject({
      role: 'student',
      full_name: who.fullName,
      email: `${who.username}@example.com`,
      grade: 'Grade 4',
      city: 'Lahore',
      province: 'Punjab',
      subscription_plan: 'yearly',
      account_status: 'inactive',
      is_active: false,
    });
    expect(stored.uploads.profile_picture?.sha256).toBe(sha256(picture.buffer));
    expect(stored.uploads.fee_receipt?.sha256).toBe(sha256(receipt.buffer));
    expect(stored.uploads.fee_receipt?.size).toBe(receipt.buffer.length);

    await loginOnlyAfterActivation(page, who);
  });

  it('registers as a teacher, whose only schooling status is "I am Teacher"', async () => {
    const { page } = e2e;
    const who: Applicant = { role: 'Teacher', username: 'mr.rashid.e2e', fullName: 'Mr. Rashid Mehmood' };
    const receipt = pngFile('rashid-receipt.png', 'rashid-receipt');

    await page.goto('/signup');
    await shown(page.getByRole('heading', { level: 1, name: 'Join Learnify' }));
    await page.getByRole('radio', { name: 'Teacher' }).check();
    const schooling = page.getByLabel('Schooling status');
    await shown(schooling);
    expect((await schooling.getByRole('option').allTextContents()).map((t) => t.trim())).toEqual([
      'I am Teacher',
    ]);
    expect(await page.getByLabel('Grade', { exact: true }).count()).toBe(0);
    await fillCommon(page, who);
    await page.getByLabel('Profile picture').setInputFiles(pngFile('rashid.png', 'rashid-picture'));
    await page.getByLabel('Fee receipt').setInputFiles(receipt);
    await submitAndExpectPending(page);

    const stored = await doubleUser(who.username);
    expect(stored).toMatchObject({ role: 'teacher', full_name: who.fullName, account_status: 'inactive' });
    expect(stored.schooling_status).toMatch(/teacher/i);
    expect(stored.uploads.fee_receipt?.sha256).toBe(sha256(receipt.buffer));

    await loginOnlyAfterActivation(page, who);
  });
});
