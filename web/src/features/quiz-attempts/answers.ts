import type { QuestionCard_QuestionFragment, SaveAnswerInput } from '@/gql/graphql';

/** What the child has given for one question, in the shape the answer controls work with. */
export type Answer =
  | { type: 'SCQ'; selected: string }
  | { type: 'MCQ'; selected: string[] }
  | { type: 'FIB'; blanks: Record<string, string> };

export type Answers = Record<string, Answer>;

/** The blanks of a fill-in-the-blank question: the schema's `blanks`, the one rule for blank labels. */
export function blankLabels(question: Pick<QuestionCard_QuestionFragment, 'blanks'>): readonly string[] {
  return question.blanks;
}

/**
 * Spec §4: a single choice needs a non-empty value, a multiple choice at least one selection, a fill-in-the-blank
 * every blank non-empty (spaces alone do not count).
 */
export function isAnswered(question: QuestionCard_QuestionFragment, answer: Answer | undefined): boolean {
  if (!answer || answer.type !== question.type) return false;
  switch (answer.type) {
    case 'SCQ':
      return answer.selected !== '';
    case 'MCQ':
      return answer.selected.length > 0;
    case 'FIB':
      return blankLabels(question).every((label) => (answer.blanks[label] ?? '').trim() !== '');
  }
}

/** The `saveAnswer` input for an answer: `selected` for SCQ, `selectedOptions` for MCQ, `blanks` for FIB. */
export function toSaveAnswerInput(attemptId: string, questionId: string, answer: Answer): SaveAnswerInput {
  const base = { attemptId, questionId, questionType: answer.type };
  switch (answer.type) {
    case 'SCQ':
      return { ...base, selected: answer.selected };
    case 'MCQ':
      return { ...base, selectedOptions: answer.selected };
    case 'FIB':
      return {
        ...base,
        blanks: Object.entries(answer.blanks).map(([label, value]) => ({ label, value: value.trim() })),
      };
  }
}
