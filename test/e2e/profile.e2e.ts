import { describe, expect, it } from 'vitest';
import { gatewayUrl } from './support/browser';
import {
  PASSWORD,
  doubleUser,
  homeSignIn,
  loginFromHome,
  logout,
  openMenu,
  shown,
  useE2E,
  welcome,
} from './support/flows';

const e2e = useE2E();

describe('a student’s account settings', () => {
  it('edits the profile, changes the password, stays signed in and logs in with the new password', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'hamza');
    await shown(welcome(page, 'Hamza Ali'));

    const nav = await openMenu(page);
    await nav.getByRole('button', { name: 'Account Settings' }).click();
    await nav.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL(/\/account\/edit-profile\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Edit Profile' }));

    const fullName = page.getByLabel('Full name');
    await shown(fullName);
    expect(await fullName.inputValue()).toBe('Hamza Ali');
    await fullName.fill('Hamza Ali Khan');
    await page.getByLabel('City').fill('Rawalpindi');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shown(page.getByText('Profile updated successfully.'));
    await shown(welcome(page, 'Hamza Ali Khan'));
    const stored = await doubleUser('hamza');
    expect(stored).toMatchObject({ full_name: 'Hamza Ali Khan', city: 'Rawalpindi', grade: 'Grade 5' });
    // The grade was not touched, so none of the two yearly grade changes was used.
    expect(stored.grade_changes_this_year).toBe(0);

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill('Kite-Flying-77');
    await password.getByLabel('Confirm new password').fill('Kite-Flying-78');
    await password.getByRole('button', { name: 'Change password' }).click();
    await shown(page.getByText('New passwords do not match'));

    await password.getByLabel('Confirm new password').fill('Kite-Flying-77');
    await password.getByRole('button', { name: 'Change password' }).click();
    await shown(page.getByText('Password changed successfully.'));

    // Still signed in, also after a reload (the old tokens no longer work upstream).
    await page.reload();
    await shown(welcome(page, 'Hamza Ali Khan'));
    await page.goto('/');
    await shown(page.getByText('Hello, Hamza Ali Khan! Ready for a quiz?'));

    await logout(page);
    await loginFromHome(page, 'hamza', PASSWORD);
    await shown(homeSignIn(page).getByText(/^Login failed/));
    await loginFromHome(page, 'hamza', 'Kite-Flying-77');
    await shown(welcome(page, 'Hamza Ali Khan'));
  });
});

describe('sign out of every device', () => {
  it('asks first, then ends this session and the one on another phone, and says so', async () => {
    const { page } = e2e;
    const other = await page
      .context()
      .browser()!
      .newContext({
        baseURL: gatewayUrl(),
        viewport: { width: 360, height: 740 },
      });
    try {
      const otherPage = await other.newPage();
      await loginFromHome(otherPage, 'ayesha');
      await shown(welcome(otherPage, 'Ayesha Siddiqui'));
      await loginFromHome(page, 'ayesha');
      await shown(welcome(page, 'Ayesha Siddiqui'));

      await page.goto('/account/edit-profile');
      const section = await shown(page.getByRole('region', { name: 'Sign out of every device' }));
      // Changing her mind leaves her signed in.
      await section.getByRole('button', { name: 'Sign out of every device' }).click();
      await shown(section.getByText('Sign out on every device, this one too?'));
      await section.getByRole('button', { name: 'Cancel' }).click();
      expect(await section.getByRole('button', { name: 'Yes, sign out everywhere' }).count()).toBe(0);

      await section.getByRole('button', { name: 'Sign out of every device' }).click();
      await section.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
      await shown(page.getByText('You are signed out on every device, this one too.'));
      await shown(homeSignIn(page));
      expect(new URL(page.url()).pathname).toBe('/');
      await page.reload();
      await shown(homeSignIn(page));

      // The other phone's session is over too: its next page is a visitor's.
      await otherPage.goto('/');
      await shown(homeSignIn(otherPage));
      expect(await welcome(otherPage, 'Ayesha Siddiqui').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
