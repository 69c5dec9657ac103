import { describe, expect, it } from 'vitest';
import { doubleUser, loginFromHome, pngFile, sha256, shown, useE2E } from './support/flows';

const e2e = useE2E();

describe('a slow receipt upload', () => {
  it('shows bytes sent and a percentage, can be cancelled keeping the form, and can then be sent', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'bilal');
    await page.waitForURL(/\/account\/renew-subscription\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Renew Subscription' }));

    // A 600 KB photo over a school's weak uplink (64 KB/s): about ten seconds to send.
    const receipt = pngFile('receipt.png', 'r'.repeat(600 * 1024));
    await page.getByRole('radio', { name: /^Yearly/ }).check();
    await page.getByLabel('Fee receipt').setInputFiles(receipt);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page.getByRole('button', { name: 'Submit renewal request' }).click();

    const bar = page.getByRole('progressbar', { name: 'Sending your files' });
    await shown(bar);
    // Part-way: some bytes have gone, not all, and the sentence says how many and what share.
    await page.waitForFunction(() => {
      const el = document.querySelector('progress');
      return !!el && el.max > 1 && el.value > 0 && el.value < el.max;
    });
    const midway = (await bar.getAttribute('aria-valuetext'))!;
    expect(midway).toMatch(/^\d+ (KB|MB) of \d+(\.\d)? (KB|MB) sent \((\d{1,2})%\)$/);
    expect(Number(/\((\d+)%\)/.exec(midway)![1])).toBeLessThan(100);
    // The same sentence is on screen (it moves on as bytes go, so match its shape).
    await shown(page.getByText(/^\d+ (KB|MB) of \d+(\.\d)? (KB|MB) sent \(\d+%\)$/));

    await page.getByRole('button', { name: 'Cancel sending' }).click();
    await shown(page.getByText(/Sending was cancelled\. Everything you typed is still here/));
    expect(await bar.count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^Yearly/ }).isChecked()).toBe(true);
    expect(
      await page.getByLabel('Fee receipt').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('receipt.png');
    expect((await doubleUser('bilal')).renewal_requests).toEqual([]);

    // The connection recovers: the same form goes through as it is.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Submit renewal request' }).click();
    await shown(page.getByText('Renewal request submitted! You are now signed out.'));
    const [request] = (await doubleUser('bilal')).renewal_requests;
    expect(request).toMatchObject({ plan: 'yearly', status: 'pending' });
    expect(request!.receipt.sha256).toBe(sha256(receipt.buffer));
  });
});
