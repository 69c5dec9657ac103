// Operators see what the web client does: after a student opens the home page, signs in and saves an answer in a
// real browser, the gateway's Prometheus metrics count those persisted operations (every one goes through Apollo's
// pipeline) and the upstream endpoints they reached, by route template — never a raw id.
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from './support/browser';
import { loginFromHome, shown, useE2E, welcome } from './support/flows';
import { E2E_METRICS_TOKEN } from './support/global-setup';
import { answerQuestion, correctAnswers, startQuiz } from './support/quiz';

const e2e = useE2E();

/** Counter values from the exposition text, keyed by their label set as printed. */
async function scrape(): Promise<Map<string, number>> {
  const res = await fetch(`${gatewayUrl()}/metrics`, {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const values = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^(learnify_(?:graphql|upstream)_requests_total\{.*\}) (\d+(?:\.\d+)?)$/.exec(line);
    if (m) values.set(m[1]!, Number(m[2]));
  }
  return values;
}

const grew = (before: Map<string, number>, after: Map<string, number>, series: string) =>
  (after.get(series) ?? 0) - (before.get(series) ?? 0);

describe('metrics after a browser run', () => {
  it("count the web client's operations and the upstream endpoints they reached", async () => {
    const before = await scrape();
    const { page } = e2e;
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    const link = page
      .getByRole('region', { name: 'Grade 3' })
      .getByRole('link', { name: /Mixed Quiz$/ })
      .first();
    const attempt = await startQuiz(page, link);
    const first = attempt.questions[0]!;
    const correct = await correctAnswers(attempt.attemptId!);
    await answerQuestion(page, first, correct[first.id]!, false);
    await expect
      .poll(async () => grew(before, await scrape(), saved('ok')), { timeout: 10_000 })
      .toBeGreaterThan(0);

    const after = await scrape();
    for (const operation of ['HomeScreen', 'SessionLogin', 'AttemptQuizStart'])
      expect(grew(before, after, op(operation, 'ok')), operation).toBeGreaterThan(0);
    for (const endpoint of ['token/', 'landing/quizzes/', 'quiz/start/{id}/', 'student/submit-answer/'])
      expect(
        [...after.keys()].some((k) => k.includes(`endpoint="${endpoint}"`) && grew(before, after, k) > 0),
        endpoint,
      ).toBe(true);
    // Route templates only: no attempt or quiz id, no username in any label.
    expect([...after.keys()].join('\n')).not.toMatch(/endpoint="[^"]*\d[^"]*"|ayesha/);
  });
});

const op = (operation: string, outcome: string) =>
  `learnify_graphql_requests_total{operation="${operation}",outcome="${outcome}"}`;
const saved = (outcome: string) => op('AttemptQuizSaveAnswer', outcome);
