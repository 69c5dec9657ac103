import { describe, expect, it } from 'vitest';
import { chooseLanguage, openScreen } from './support/a11y';
import { checkLayout, overflowProblems } from './support/layout';
import { loginFromHome, shown, useE2E } from './support/flows';
import { studentRoutes, teacherRoutes, VISITOR_ROUTES } from './support/routes';

const e2e = useE2E();

// Every route of spec §2, as the user it is for, at 360 and 412 px in English and Urdu: the document no wider than the viewport, no text outside it.
const SLOW = 300_000;

describe('every screen fits a phone', () => {
  it(
    'visitor routes',
    async () => {
      expect(await checkLayout(e2e.page, VISITOR_ROUTES)).toEqual({});
    },
    SLOW,
  );

  it(
    "ayesha's routes, a quiz and a result",
    async () => {
      expect(await checkLayout(e2e.page, await studentRoutes(e2e.page, 'ayesha'))).toEqual({});
    },
    SLOW,
  );

  it(
    "mrs.khan's routes",
    async () => {
      expect(await checkLayout(e2e.page, await teacherRoutes(e2e.page, 'ayesha'))).toEqual({});
    },
    SLOW,
  );
});

describe('the subject chart in both directions', () => {
  it(
    'is mirrored in Urdu and clips no label, at 390 and 1366 px',
    async () => {
      const { page } = e2e;
      await loginFromHome(page, 'ayesha');
      await shown(page.getByText(/^Welcome, /));
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        for (const language of ['en', 'ur'] as const) {
          await chooseLanguage(page, language);
          await openScreen(page, '/student/assessment');
          expect({ width, language, problems: await overflowProblems(page) }).toEqual({
            width,
            language,
            problems: [],
          });
          // Where the labels and bars start: the reader's starting edge of the drawing.
          const edges = await page.locator('figure svg[role="img"]').evaluate((svg) => {
            const box = svg.getBoundingClientRect();
            const label = svg.querySelector(':scope > g text')!.getBoundingClientRect();
            const bar = svg.querySelector(':scope > g rect')!.getBoundingClientRect();
            return {
              labelInside: label.left >= box.left - 0.5 && label.right <= box.right + 0.5,
              labelAt:
                Math.abs(label.left - box.left) < 1
                  ? 'left'
                  : Math.abs(label.right - box.right) < 1
                    ? 'right'
                    : 'middle',
              barAt:
                Math.abs(bar.left - box.left) < 1
                  ? 'left'
                  : Math.abs(bar.right - box.right) < 1
                    ? 'right'
                    : 'middle',
            };
          });
          const side = language === 'ur' ? 'right' : 'left';
          expect({ width, language, ...edges }).toEqual({
            width,
            language,
            labelInside: true,
            labelAt: side,
            barAt: side,
          });
        }
      }
      // The overall row is ours, in the reader's language (the upstream names it in English).
      await shown(page.getByRole('rowheader', { name: 'مجموعی کارکردگی' }));
      expect(await page.getByText('Overall Performance').count()).toBe(0);
    },
    SLOW,
  );
});
