import { describe, expect, it } from 'vitest';
import { doubleGet } from './support/browser';
import { doubleUser, homeSignIn, loginFromHome, pngFile, sha256, shown, useE2E } from './support/flows';

const e2e = useE2E();

/** `2026-11-16` → `16-11-2026`, how the app shows dates. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

describe('an expired student', () => {
  it('is sent to renewal, sends a monthly request with a receipt and is signed out', async () => {
    const { page } = e2e;
    const before = await doubleUser('bilal');
    expect(before.renewal_requests).toEqual([]);

    await loginFromHome(page, 'bilal');
    await shown(page.getByText('Your subscription has expired. Please renew.'));
    await page.waitForURL(/\/account\/renew-subscription\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Renew Subscription' }));

    const current = page.getByRole('region', { name: 'Your subscription' });
    const value = (label: string) =>
      current.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await shown(value('Plan'));
    expect(await value('Plan').textContent()).toBe('Monthly');
    expect(await value('Status').textContent()).toBe('Expired');
    expect(await value('Expires on').textContent()).toBe(dayMonthYear(before.subscription_expiry!));

    const receipt = pngFile('receipt.png', 'bilal-renewal');
    await page.getByRole('radio', { name: /^Monthly/ }).check();
    await page.getByLabel('Fee receipt').setInputFiles(receipt);
    await page.getByRole('button', { name: 'Submit renewal request' }).click();

    await shown(page.getByText('Renewal request submitted! You are now signed out.'));
    await shown(homeSignIn(page));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(/^Welcome, /).count()).toBe(0);

    const after = await doubleUser('bilal');
    expect(after.renewal_requests).toHaveLength(1);
    const [request] = after.renewal_requests;
    expect(request).toMatchObject({ plan: 'monthly', status: 'pending' });
    expect(request!.receipt.sha256).toBe(sha256(receipt.buffer));
    expect(request!.receipt.size).toBe(receipt.buffer.length);
    // Only an operator's approval extends the subscription (the recorded API extends it at once).
    const { defects } = (await doubleGet('fidelity')) as { defects: string[] };
    if (defects.includes('renewal-extends-at-once'))
      expect(after.subscription_expiry).not.toBe(before.subscription_expiry);
    else expect(after.subscription_expiry).toBe(before.subscription_expiry);

    // Signed out for real: a reload still shows the visitor's form.
    await page.reload();
    await shown(homeSignIn(page));
  });
});

describe('an expired student opening a quiz', () => {
  it('is told in her language that answers are not saved until she renews, with the way to renew', async () => {
    const { page } = e2e;
    // A quiz's address, as a visitor sees it on home (she may have kept it from before).
    await page.goto('/');
    const quiz = page.getByRole('region', { name: 'Grade 3' }).getByRole('link').first();
    const href = (await shown(quiz)).getAttribute('href');
    await loginFromHome(page, 'bilal');
    await page.waitForURL(/\/account\/renew-subscription\/?$/);

    await page.goto((await href)!);
    const notice = page.getByRole('status').filter({ hasText: 'Preview' });
    await shown(notice.getByText(/Your subscription has ended, so this is only a preview/));
    await shown(notice.getByText(/your answers are saved again/));

    await page.evaluate(() => localStorage.setItem('learnify.language', 'ur'));
    await page.reload();
    const urdu = page.getByRole('status').filter({ hasText: 'جھلک' });
    await shown(urdu.getByText(/آپ کی رکنیت ختم ہو گئی ہے، اس لیے یہ صرف جھلک ہے/));
    await urdu.getByRole('link', { name: 'اپنی رکنیت کی تجدید کریں' }).click();
    await page.waitForURL(/\/account\/renew-subscription\/?$/);
  });
});
