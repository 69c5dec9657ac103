import { describe, expect, it } from 'vitest';
import { checkScreens, openScreen, screenProblems } from './support/a11y';
import { shown, useE2E } from './support/flows';
import { studentRoutes, teacherRoutes, VISITOR_ROUTES } from './support/routes';

const e2e = useE2E();

// Every screen of spec §2 by audience, checked with axe (WCAG 2.2 A + AA) in English and in Urdu, at phone (390 px)
// and desktop (1366 px) width. Each check visits every screen four times, hence the longer time-outs.
const SLOW = 240_000;

describe('accessibility and Urdu, screen by screen', () => {
  it(
    'visitor screens have no axe violations in either language, on a phone and on a desktop',
    async () => {
      expect(await checkScreens(e2e.page, VISITOR_ROUTES)).toEqual({});
    },
    SLOW,
  );

  it(
    'student screens, a quiz and a result have no axe violations in either language, phone and desktop',
    async () => {
      expect(await checkScreens(e2e.page, await studentRoutes(e2e.page, 'sana'))).toEqual({});
    },
    SLOW,
  );

  it(
    'teacher screens have no axe violations in either language, phone and desktop',
    async () => {
      expect(await checkScreens(e2e.page, await teacherRoutes(e2e.page, 'sana'))).toEqual({});
    },
    SLOW,
  );

  it('the open language menu and mobile navigation stay accessible', async () => {
    const { page } = e2e;
    await openScreen(page, '/why-join');
    await page.getByRole('button', { name: 'Menu' }).click();
    await shown(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' }));
    expect(await screenProblems(page, 'en')).toEqual([]);
    await page.getByRole('button', { name: 'اردو' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'لرنیفائی میں کیوں شامل ہوں؟' }));
    expect(await screenProblems(page, 'ur')).toEqual([]);
  });
});
