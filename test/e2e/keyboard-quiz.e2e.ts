import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

/** What has keyboard focus: its tag, type, text and whether it sits in the current question. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? '',
      text: (el?.textContent ?? '').trim(),
      disabled: el?.hasAttribute('disabled') ?? false,
      inQuestion: Boolean(el?.closest('section[aria-labelledby$="-heading"]')),
    };
  });

/** Presses Tab until `wanted` holds for the focused element (bounded: a page has far fewer stops than this). */
async function tabTo(page: Page, wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return;
  }
  throw new Error('Tab never reached the wanted control');
}

describe('keyboard only', () => {
  it('a child completes a whole quiz with Tab, Space, Enter and typing, focus following the questions', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    const link = page
      .getByRole('region', { name: 'Grade 3' })
      .getByRole('link', { name: /Mixed Quiz$/ })
      .first();
    await link.focus();
    await page.keyboard.press('Enter');

    const first = await shown(page.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ }));
    const total = Number((await first.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(1);

    for (let number = 1; number <= total; number += 1) {
      await tabTo(page, (f) => f.inQuestion && f.tag === 'input');
      const control = await focused(page);
      if (control.type === 'text') {
        // Every blank of the question, in order.
        while ((await focused(page)).type === 'text') {
          await page.keyboard.type('seven');
          await page.keyboard.press('Tab');
        }
      } else {
        await page.keyboard.press('Space');
      }
      // The save is announced politely in the status line.
      if (number === 1) await shown(page.getByRole('status').filter({ hasText: 'Saved' }));

      const last = number === total;
      await tabTo(
        page,
        (f) => f.tag === 'button' && !f.disabled && f.text.includes(last ? 'Submit' : 'Next'),
      );
      await page.keyboard.press('Enter');
      if (!last) {
        const heading = page.getByRole('heading', { level: 2, name: `Question ${number + 1} of ${total}` });
        await shown(heading);
        await page.waitForFunction(
          (text) => document.activeElement?.textContent === text,
          `Question ${number + 1} of ${total}`,
        );
      }
    }

    await page.waitForURL(/\/student\/quiz-result\/[^/]+\/?$/);
    // The result is announced through the app's live region as soon as it arrives.
    await page.waitForFunction(() =>
      /^Your result for .+: [\d.]+%, grade \S+\.$/.test(
        document.getElementById('app-announcer')?.textContent ?? '',
      ),
    );
    expect(await page.getAttribute('#app-announcer', 'aria-live')).toBe('polite');
  });
});
