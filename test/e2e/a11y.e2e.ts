import { describe, expect, it } from 'vitest';
import { checkScreens, openScreen, screenProblems } from './support/a11y';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

// Every screen of spec §2 by audience, checked with axe (WCAG 2.2 A + AA) in English and in Urdu, at phone (390 px)
// and desktop (1366 px) width. Each check visits every screen four times, hence the longer time-outs.
const SLOW = 240_000;
const VISITOR_SCREENS = [
  '/',
  '/login',
  '/signup',
  '/why-join',
  '/assessment/public',
  '/membership',
  '/help-center',
  '/privacy',
  '/honor-board',
  '/no/such/page',
];
const STUDENT_SCREENS = [
  '/',
  '/student/quiz-history',
  '/student/assessment',
  '/account/edit-profile',
  '/account/renew-subscription',
];
const TEACHER_SCREENS = ['/teacher/assessment', '/teacher/student/sana/quiz-history'];

describe('accessibility and Urdu, screen by screen', () => {
  it(
    'visitor screens have no axe violations in either language, on a phone and on a desktop',
    async () => {
      expect(await checkScreens(e2e.page, VISITOR_SCREENS)).toEqual({});
    },
    SLOW,
  );

  it(
    'student screens, a quiz and a result have no axe violations in either language, phone and desktop',
    async () => {
      const { page } = e2e;
      await loginFromHome(page, 'sana');
      await shown(page.getByText(/^Welcome, /));
      await openScreen(page, '/student/quiz-history');
      const resultHref = await page
        .getByRole('link', { name: /^View result: / })
        .first()
        .getAttribute('href');
      const quizHref = await (async () => {
        await openScreen(page, '/');
        return page
          .getByRole('region', { name: 'Grade 3' })
          .getByRole('link', { name: /Quiz$/ })
          .first()
          .getAttribute('href');
      })();
      expect(resultHref).toBeTruthy();
      expect(quizHref).toBeTruthy();
      expect(await checkScreens(page, [...STUDENT_SCREENS, resultHref!, quizHref!])).toEqual({});
    },
    SLOW,
  );

  it(
    'teacher screens have no axe violations in either language, phone and desktop',
    async () => {
      const { page } = e2e;
      await loginFromHome(page, 'mrs.khan');
      await shown(welcome(page, 'Mrs. Farah Khan'));
      expect(await checkScreens(page, TEACHER_SCREENS)).toEqual({});
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
