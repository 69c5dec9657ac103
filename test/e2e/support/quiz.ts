// Taking a quiz through the UI, as the quiz e2e tests do: start it, answer each question (right, or one wrong on
// purpose), then compare what the REST double stored with what was given.
import type { Locator, Page } from 'playwright-core';
import type { SavedAnswer } from '@learnify/upstream-double';
import { doubleGet } from './browser';

export interface StartedQuestion {
  id: string;
  type: 'SCQ' | 'MCQ' | 'FIB';
  options: string[];
  blanks: string[];
}

/** An answer as the upstream stores it. */
export type AnswerData = { selected: string } | { selected: string[] } | Record<string, string>;

export interface StartedAttempt {
  attemptId: string | null;
  questions: StartedQuestion[];
}

/** Clicks a quiz link and reads the started attempt from the gateway's `startQuiz` answer. */
export async function startQuiz(page: Page, link: Locator): Promise<StartedAttempt> {
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AttemptQuizStart'),
  );
  await link.click();
  const body = (await (await started).json()) as { data: { startQuiz: { attempt: StartedAttempt } } };
  return body.data.startQuiz.attempt;
}

/** The right answer to every question of an attempt, from the double's operator endpoint. */
export async function correctAnswers(attemptId: string): Promise<Record<string, AnswerData>> {
  return (await doubleGet(`attempts/${attemptId}/correct-answers`)) as Record<string, AnswerData>;
}

/**
 * Answers the question on screen through the form: the right answer, or with `wrong` another option of a
 * single-choice question. Returns what was given.
 */
export async function answerQuestion(
  page: Page,
  question: StartedQuestion,
  right: AnswerData,
  wrong = false,
): Promise<AnswerData> {
  if (question.type === 'SCQ') {
    const correct = (right as { selected: string }).selected;
    const choice = wrong ? question.options.find((o) => o !== correct)! : correct;
    await page.getByRole('radio', { name: choice, exact: true }).check();
    return { selected: choice };
  }
  if (question.type === 'MCQ') {
    const picks = (right as { selected: string[] }).selected;
    for (const option of picks) await page.getByRole('checkbox', { name: option, exact: true }).check();
    return { selected: picks };
  }
  const blanks = right as Record<string, string>;
  for (const [label, value] of Object.entries(blanks))
    await page.getByRole('textbox', { name: `Blank ${label}`, exact: true }).fill(value);
  return blanks;
}

/** MCQ selections are a set: compare them sorted. */
const canonical = (data: unknown) =>
  data && typeof data === 'object' && 'selected' in data && Array.isArray(data.selected)
    ? { selected: [...(data.selected as string[])].sort() }
    : data;

/** What the double stored for an attempt, and what was given, both by question id in comparable form. */
export async function storedAndGiven(attemptId: string, given: Record<string, AnswerData>) {
  const saved = (await doubleGet(`attempts/${attemptId}/answers`)) as SavedAnswer[];
  return {
    savedIds: saved.map((a) => String(a.question_id)),
    stored: Object.fromEntries(saved.map((a) => [String(a.question_id), canonical(a.answer_data)])),
    expected: Object.fromEntries(Object.entries(given).map(([id, data]) => [id, canonical(data)])),
  };
}
