import { describe, expect, it } from 'vitest';
import { doubleUser, loginFromHome, pngFile, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

describe('Edit Profile against the API as it is', () => {
  it('says "Not on file" for what user/me does not return, and a picture upload shows progress and cancels', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    await page.goto('/account/edit-profile');
    await shown(page.getByRole('heading', { level: 1, name: 'Edit Profile' }));

    // The API's user/me/ sends no school or city: the form says so instead of showing empty boxes.
    for (const name of ['School name', 'City']) {
      const field = page.getByRole('textbox', { name });
      await shown(field);
      expect(await field.inputValue()).toBe('');
      expect(await field.getAttribute('placeholder')).toBe('Not on file');
      const hintId = (await field.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${hintId}"]`).textContent()).toContain(
        'Learnify has no record of this yet',
      );
    }
    // Her grade is known (user/me/ at this fidelity, else learned by the gateway): the form shows it, never blank.
    const grade = page.getByRole('combobox', { name: 'Grade' });
    expect(await grade.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      'Grade 3',
    );

    // A new picture over a slow uplink: progress, then Cancel keeps what was typed and changes nothing upstream.
    const before = await doubleUser('ayesha');
    await page.getByRole('textbox', { name: 'City' }).fill('Lahore');
    await page.getByLabel('Profile picture').setInputFiles(pngFile('me.png', 'p'.repeat(400 * 1024)));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 48 * 1024,
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shown(page.getByRole('progressbar', { name: 'Sending your files' }));
    await page.waitForFunction(() => {
      const bar = document.querySelector('progress');
      return !!bar && bar.max > 1 && bar.value > 0 && bar.value < bar.max;
    });
    await page.getByRole('button', { name: 'Cancel sending' }).click();
    await shown(page.getByText(/Sending was cancelled\. Everything you typed is still here/));
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Lahore');
    expect(
      await page.getByLabel('Profile picture').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('me.png');
    const after = await doubleUser('ayesha');
    expect(after.city).toBe(before.city);
    expect(after.uploads.profile_picture).toEqual(before.uploads.profile_picture);
  });
});
