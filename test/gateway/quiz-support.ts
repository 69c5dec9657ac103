// Shared by the quiz-attempt and result tests: the operations, the catalogue's quiz ids, answering an attempt.
import { expect } from 'vitest';
import type { Data, GqlClient, Stack } from './support';

export const START = /* GraphQL */ `
  mutation Start($input: StartQuizInput!) {
    startQuiz(input: $input) {
      errors {
        code
      }
      attempt {
        id
        attemptId
        previewMode
        quizId
        quizTitle
        totalExpectedQuestions
        formatting {
          fontSize
          lineSpacing
          textAlignment
          blankWidth
        }
        questions {
          id
          type
          html
          options
          blanks
        }
      }
    }
  }
`;
export const SAVE = /* GraphQL */ `
  mutation Save($input: SaveAnswerInput!) {
    saveAnswer(input: $input) {
      questionId
      status
      errors {
        code
        field
        message
      }
    }
  }
`;
export const FINALIZE = /* GraphQL */ `
  mutation Finalize($input: FinalizeQuizInput!) {
    finalizeQuiz(input: $input) {
      attemptId
      errors {
        code
      }
      result {
        id
        quizTitle
        subject
        grade
        gradeLetter
        totalQuestions
        correctAnswers
        incorrectAnswers
        marksObtained
        percentage
        completedAt
        questions {
          id
          position
          text
          type
          isCorrect
          studentAnswer
          correctAnswer
        }
      }
    }
  }
`;

/** Quiz ids of the minimal seed, read from the catalogue (ids are the upstream's, not hard-coded). */
export async function quizIds(stack: Stack) {
  const cat = await stack
    .client()
    .gql('{ catalogue { name subjects { chapters { quizzes { id title } } } } }');
  const quizzesOf = (grade: string): Array<{ id: string; title: string }> =>
    cat.data.catalogue
      .find((g: Data) => g.name === grade)
      .subjects.flatMap((s: Data) => s.chapters.flatMap((c: Data) => c.quizzes));
  return { grade3: quizzesOf('Grade 3'), grade5: quizzesOf('Grade 5') };
}

export async function start(c: GqlClient, quizId: string) {
  const res = await c.gql(START, { input: { quizId } });
  expect(res.errors).toBeUndefined();
  return res.data.startQuiz.attempt;
}

/** Answers every served question correctly (from the double's answer key) and returns the attempt. */
export async function answerAll(stack: Stack, c: GqlClient, attempt: Data) {
  const key = stack.double.admin.correctAnswersOf(Number(attempt.attemptId))!;
  for (const q of attempt.questions) {
    const correct = key[q.id] as Data;
    const input: Data = { attemptId: attempt.attemptId, questionId: q.id, questionType: q.type };
    if (q.type === 'SCQ') input.selected = correct.selected;
    if (q.type === 'MCQ') input.selectedOptions = correct.selected;
    if (q.type === 'FIB') input.blanks = Object.entries(correct).map(([label, value]) => ({ label, value }));
    const saved = await c.gql(SAVE, { input });
    expect(saved.data.saveAnswer).toEqual({ questionId: q.id, status: 'SAVED', errors: [] });
  }
}

/** A finished attempt of sana's: another child's result, as far as anyone else is concerned. */
export async function sanasResultId(stack: Stack): Promise<string> {
  const sana = await stack.signedIn('sana');
  const history = await sana.gql('{ quizHistory { entries { id } } }');
  return history.data.quizHistory.entries[0].id as string;
}
