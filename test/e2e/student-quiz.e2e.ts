import { describe, expect, it } from 'vitest';
import { letterGrade } from '@learnify/upstream-double';
import {
  doubleRequests,
  homeSignIn,
  loginFromHome,
  loginFromLoginPage,
  openMenu,
  shown,
  useE2E,
  welcome,
} from './support/flows';
import { answerQuestion, correctAnswers, startQuiz, storedAndGiven, type AnswerData } from './support/quiz';

const e2e = useE2E();

describe('a student', () => {
  it('logs in from the home form, takes a mixed quiz, and finds it in her reports', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    await shown(page.getByText('Hello, Ayesha Siddiqui! Ready for a quiz?'));

    // Grade 3's first subject, first chapter, first quiz: "1. … Mixed Quiz" (3 SCQ + 2 MCQ + 2 FIB).
    const grade3 = page.getByRole('region', { name: 'Grade 3' });
    const subject = (await grade3.getByRole('heading', { level: 4 }).first().textContent())!.trim();
    const link = grade3.getByRole('link', { name: /^1\. .*Mixed Quiz$/ }).first();
    const title = (await link.textContent())!.replace(/^1\.\s*/, '').trim();
    const attempt = await startQuiz(page, link);
    const attemptId = attempt.attemptId!;
    expect(attemptId).toBeTruthy();
    const types = attempt.questions.map((q) => q.type);
    expect(new Set(types)).toEqual(new Set(['SCQ', 'MCQ', 'FIB']));
    const total = attempt.questions.length;

    const correct = await correctAnswers(attemptId);
    // The first single-choice question is answered wrong on purpose; every other one right.
    const wrongIndex = types.indexOf('SCQ');
    const given: Record<string, AnswerData> = {};

    await shown(page.getByRole('heading', { level: 1, name: title }));
    expect(await page.getByText(/This is a preview/).count()).toBe(0);
    // One tap, one attempt: the start sent at the tap is the one the screen took (lib/quiz-start-early.ts).
    const starts = (await doubleRequests()).filter(
      (r) => r.method === 'POST' && r.path.includes('quiz/start/'),
    );
    expect(starts).toHaveLength(1);
    const previous = page.getByRole('button', { name: 'Previous' });
    const dots = page.getByRole('navigation', { name: 'Questions' });
    for (const [index, question] of attempt.questions.entries()) {
      const n = index + 1;
      await shown(page.getByRole('heading', { level: 2, name: `Question ${n} of ${total}` }));
      const isLast = n === total;
      const forward = page.getByRole('button', { name: isLast ? 'Submit' : 'Next', exact: true });
      expect(await forward.isDisabled()).toBe(true);
      if (index === 0) expect(await previous.isDisabled()).toBe(true);
      else expect(await previous.isEnabled()).toBe(true);
      await shown(dots.getByRole('button', { name: `Question ${n}, not answered yet` }));

      const want = correct[question.id];
      expect(want, `correct answer of question ${question.id}`).toBeDefined();
      given[question.id] = await answerQuestion(page, question, want!, index === wrongIndex);
      // Answered: the dot turns solid (and says so) and the way forward opens.
      const dot = await shown(dots.getByRole('button', { name: `Question ${n}, answered` }));
      expect(await dot.getAttribute('data-answered')).toBe('true');
      expect(await forward.isEnabled()).toBe(true);
      await forward.click();
    }

    await page.waitForURL(new RegExp(`/student/quiz-result/${attemptId}/?$`));
    await shown(page.getByRole('heading', { level: 1, name: title }));
    const summary = page.getByRole('region', { name: 'Your score' });
    const stat = (label: string) =>
      summary.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    const right = total - 1;
    const percent = Math.round((right / total) * 10000) / 100;
    expect(await stat('Total questions').textContent()).toBe(String(total));
    expect(await stat('Correct').textContent()).toBe(String(right));
    expect(await stat('Incorrect').textContent()).toBe('1');
    expect(await stat('Percentage').textContent()).toBe(`${percent}%`);
    // The backend's letter bands, as the REST double applies them.
    expect(await stat('Grade').textContent()).toBe(letterGrade(percent));

    const rows = page.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
    expect(await rows.count()).toBe(total);
    // Each verdict is a drawn tick or cross (SVG) with its word.
    const verdict = (word: string) => page.getByText(word, { exact: true });
    const wrongRows = rows.filter({ has: verdict('Incorrect') });
    expect(await wrongRows.first().locator('svg[aria-hidden="true"]').count()).toBeGreaterThan(0);
    expect(await wrongRows.count()).toBe(1);
    const wrongChoice = (given[attempt.questions[wrongIndex]!.id] as { selected: string }).selected;
    expect(await wrongRows.first().textContent()).toContain(wrongChoice);
    expect(await rows.filter({ has: verdict('Correct') }).count()).toBe(right);
    expect(await rows.filter({ hasText: 'No answer' }).count()).toBe(0);

    // The double stored exactly the answers given, one per question.
    const { stored, expected } = await storedAndGiven(attemptId, given);
    expect(stored).toEqual(expected);

    // Quiz History lists the attempt with its score and a link back to this result.
    let nav = await openMenu(page);
    await nav.getByRole('button', { name: 'Assessment' }).click();
    await nav.getByRole('link', { name: 'Quiz History' }).click();
    await page.waitForURL(/\/student\/quiz-history\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Quiz History' }));
    // Titles repeat across grades ("Numbers Mixed Quiz" is in Grade 1 too): pick the Grade 3 row.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title }) })
      .filter({ hasText: 'Grade 3' });
    await shown(row);
    expect(await row.textContent()).toContain(`${percent}%`);
    expect(await row.getByRole('link', { name: /^View result: / }).getAttribute('href')).toMatch(
      new RegExp(`^/student/quiz-result/${attemptId}/?$`),
    );
    // The chart above the table ends with this attempt (oldest first; its points are also a table for screen readers).
    const chart = page.getByRole('figure', { name: 'Your percentage over time' });
    await shown(chart.locator('svg'));
    const latest = (await chart.getByRole('row').last().textContent())!;
    expect(latest).toContain(title);
    expect(latest).toContain(`${percent}%`);

    nav = await openMenu(page);
    await nav.getByRole('button', { name: 'Assessment' }).click();
    await nav.getByRole('link', { name: 'Subject-wise Performance' }).click();
    await page.waitForURL(/\/student\/assessment\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Subject-wise Performance' }));
    const table = page.getByRole('table', { name: 'Your average and the class average per subject' });
    await shown(table.getByRole('row').filter({ hasText: subject }).first());
    await shown(table.getByRole('row').filter({ hasText: 'Overall Performance' }));
  });

  it('logs in from /login and is welcomed by name', async () => {
    const { page } = e2e;
    await loginFromLoginPage(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    await page.goto('/');
    await shown(page.getByText('Hello, Ayesha Siddiqui! Ready for a quiz?'));
    expect(await homeSignIn(page).count()).toBe(0);
  });
});
