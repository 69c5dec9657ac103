// Nothing a child answers is lost: ayesha takes a quiz while 30% of GraphQL requests are dropped (some
// before reaching the gateway, some after — the answer is saved but the reply is lost), the network is cut
// for a while in the middle, and the page is reloaded once. Every answer reaches the REST double exactly as
// given, one per question, and the result page agrees.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SavedAnswer } from '../upstream/index';
import { doubleGet } from './support/browser';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';

const e2e = useE2E();

interface StartedQuestion {
  id: string;
  type: 'SCQ' | 'MCQ' | 'FIB';
  options: string[];
}
type AnswerData = { selected: string } | { selected: string[] } | Record<string, string>;

const canonical = (data: unknown) =>
  data && typeof data === 'object' && 'selected' in data && Array.isArray(data.selected)
    ? { selected: [...(data.selected as string[])].sort() }
    : data;

/**
 * Drops exactly 3 of every 10 GraphQL requests, deterministically: #2 and #8 never leave the browser; #5 is
 * delivered and answered, but the reply is thrown away (the worst case for "saving twice").
 */
async function dropThirtyPercent(page: Page) {
  let n = 0;
  const counts = { total: 0, dropped: 0 };
  await page.route('**/graphql', async (route: Route) => {
    n += 1;
    counts.total += 1;
    const slot = n % 10;
    if (slot === 2 || slot === 8) {
      counts.dropped += 1;
      await route.abort('connectionreset');
    } else if (slot === 5) {
      counts.dropped += 1;
      await route.fetch().catch(() => undefined);
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  return counts;
}

describe('quiz resilience', () => {
  it('keeps every answer through dropped requests, an offline spell and a reload', async () => {
    const { page } = e2e;
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));

    const grade3 = page.getByRole('region', { name: 'Grade 3' });
    const link = grade3.getByRole('link', { name: /^1\. .*Mixed Quiz$/ }).first();
    const title = (await link.textContent())!.replace(/^1\.\s*/, '').trim();
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AttemptQuizStart'),
    );
    await link.click();
    const body = (await (await started).json()) as {
      data: { startQuiz: { attempt: { attemptId: string; questions: StartedQuestion[] } } };
    };
    const { attemptId, questions } = body.data.startQuiz.attempt;
    const total = questions.length;
    const correct = (await doubleGet(`attempts/${attemptId}/correct-answers`)) as Record<string, AnswerData>;
    await shown(page.getByRole('heading', { level: 1, name: title }));

    const counts = await dropThirtyPercent(page);
    const given: Record<string, AnswerData> = {};
    const offlineAt = 2;
    const onlineAt = 4;
    const reloadAt = 5;
    for (const [index, question] of questions.entries()) {
      const n = index + 1;
      if (index === offlineAt) await page.context().setOffline(true);
      if (index === onlineAt) await page.context().setOffline(false);
      if (index === reloadAt) {
        await page.reload();
        await shown(page.getByRole('heading', { level: 1, name: title }));
      }
      await shown(page.getByRole('heading', { level: 2, name: `Question ${n} of ${total}` }));
      const want = correct[question.id]!;
      // Every answer right except the first single-choice one, so the result has something to compare.
      if (question.type === 'SCQ') {
        const right = (want as { selected: string }).selected;
        const choice = index === 0 ? question.options.find((o) => o !== right)! : right;
        await page.getByRole('radio', { name: choice, exact: true }).check();
        given[question.id] = { selected: choice };
      } else if (question.type === 'MCQ') {
        const picks = (want as { selected: string[] }).selected;
        for (const option of picks) await page.getByRole('checkbox', { name: option, exact: true }).check();
        given[question.id] = { selected: picks };
      } else {
        const blanks = want as Record<string, string>;
        for (const [label, value] of Object.entries(blanks))
          await page.getByRole('textbox', { name: `Blank ${label}`, exact: true }).fill(value);
        given[question.id] = blanks;
      }
      if (index === offlineAt) await shown(page.getByText(/Offline/).first());
      await page.getByRole('button', { name: n === total ? 'Submit' : 'Next', exact: true }).click();
    }

    await page.waitForURL(new RegExp(`/student/quiz-result/${attemptId}/?$`), { timeout: 45_000 });
    expect(counts.dropped).toBeGreaterThanOrEqual(Math.floor(counts.total * 0.3));

    // Exactly the answers given, one per question, nothing lost, nothing doubled.
    const saved = (await doubleGet(`attempts/${attemptId}/answers`)) as SavedAnswer[];
    expect(saved.map((a) => String(a.question_id)).sort()).toEqual(questions.map((q) => q.id).sort());
    const stored = Object.fromEntries(saved.map((a) => [String(a.question_id), canonical(a.answer_data)]));
    const expected = Object.fromEntries(Object.entries(given).map(([id, data]) => [id, canonical(data)]));
    expect(stored).toEqual(expected);

    // The result page matches what was answered: all right but one.
    const summary = await shown(page.getByRole('region', { name: 'Your score' }));
    const stat = (label: string) =>
      summary.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    expect(await stat('Total questions').textContent()).toBe(String(total));
    expect(await stat('Correct').textContent()).toBe(String(total - 1));
    expect(await stat('Incorrect').textContent()).toBe('1');
  });
});
