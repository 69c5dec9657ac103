// Her first screen is hers: a signed-in child opening home on a 360 × 740 phone sees her greeting, her streak and
// Next up before scrolling, in English and in Urdu; the visitors' introduction is not what fills it.
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/locales/en';
import { ur } from '../../web/src/locales/ur';
import { chooseLanguage, openScreen } from './support/a11y';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';
import { overflowProblems } from './support/layout';

const e2e = useE2E();

describe('a signed-in child’s first screen', () => {
  it('shows her greeting, streak and Next up inside the first 360 × 740 viewport, in both languages', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 360, height: 740 });
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    for (const [language, m] of [
      ['en', en],
      ['ur', ur],
    ] as const) {
      await chooseLanguage(page, language);
      await openScreen(page, '/');
      const main = page.getByRole('main');
      // Her greeting is the page's title (her name sits in it isolated in Urdu, so it is matched apart).
      const greeting = main.getByRole('heading', {
        name: m.home.student.greeting.split('{name}')[0]!.trim(),
      });
      const streak = main.getByText(m.home.student.streak.days.replace('{count}', '2'));
      const nextUp = main.getByRole('region', { name: m.home.student.nextUp.title });
      const firstPick = nextUp.getByRole('link').first();
      const intro = main.getByText(m.home.intro);
      // Where each one is on the page as it opens (not scrolled): top and bottom.
      const place = async (what: typeof greeting) => {
        await shown(what);
        return what.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) };
        });
      };
      const inFirstScreen = (box: { top: number; bottom: number }) => box.top >= 0 && box.bottom <= 740;
      const seen = {
        language,
        greeting: inFirstScreen(await place(greeting)),
        streak: inFirstScreen(await place(streak)),
        nextUpHeading: inFirstScreen(await place(nextUp.getByRole('heading'))),
        firstPick: inFirstScreen(await place(firstPick)),
        // The visitors' introduction may stay lower on the page, never above her things.
        introAbove: (await intro.count()) > 0 && (await place(intro)).top < (await place(firstPick)).top,
      };
      expect(seen).toEqual({
        language,
        greeting: true,
        streak: true,
        nextUpHeading: true,
        firstPick: true,
        introAbove: false,
      });
    }
  });

  it('keeps her page as wide as the phone, with every "Done · best since" mark inside it, in both languages', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 360, height: 740 });
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    for (const language of ['en', 'ur'] as const) {
      await chooseLanguage(page, language);
      await openScreen(page, '/');
      // Her finished quizzes carry a mark; the longest says since when her best is counted.
      const marks = page
        .getByRole('main')
        .locator('li span[id]')
        .filter({ has: page.locator('svg') });
      await shown(marks.first());
      const outside = await marks.evaluateAll((els) =>
        els
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5)
          .map((box) => `${Math.round(box.left)}…${Math.round(box.right)}`),
      );
      expect({ language, outside, problems: await overflowProblems(page) }).toEqual({
        language,
        outside: [],
        problems: [],
      });
    }
  });
});
