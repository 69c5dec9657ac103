import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openScreen } from './a11y';
import { loginFromHome, shown, welcome } from './flows';

// The routes of spec §2 by the user they are for; the screen-by-screen suites (accessibility, phone layout) walk them.
export const VISITOR_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/why-join',
  '/assessment/public',
  '/membership',
  '/help-center',
  '/privacy',
  '/honor-board',
  '/honor-roll',
  '/no/such/page',
];

const STUDENT_ROUTES = [
  '/',
  '/student/quiz-history',
  '/student/assessment',
  '/account/edit-profile',
  '/account/renew-subscription',
  '/account/family-links',
];

/** Signs a student in and lists her routes, with one of her results and one quiz (their addresses carry ids). */
export async function studentRoutes(page: Page, username: string): Promise<string[]> {
  await loginFromHome(page, username);
  await shown(page.getByText(/^Welcome, /));
  await openScreen(page, '/student/quiz-history');
  const resultHref = await page
    .getByRole('link', { name: /^View result: / })
    .first()
    .getAttribute('href');
  await openScreen(page, '/');
  const quizHref = await page.locator('a[href^="/student/attempt-quiz/"]').first().getAttribute('href');
  expect(resultHref).toBeTruthy();
  expect(quizHref).toBeTruthy();
  return [...STUDENT_ROUTES, resultHref!, quizHref!];
}

/** Signs mrs.khan in and lists a teacher's routes, with the history of one of her students. */
export async function teacherRoutes(page: Page, student: string): Promise<string[]> {
  await loginFromHome(page, 'mrs.khan');
  await shown(welcome(page, 'Mrs. Farah Khan'));
  return ['/', '/teacher/assessment', `/teacher/student/${student}/quiz-history`];
}
