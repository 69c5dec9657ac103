import { HttpResponse } from 'msw';
import { configure } from '@testing-library/react';
import {
  AttemptQuizFinalizeDocument,
  AttemptQuizSaveAnswerDocument,
  AttemptQuizStartDocument,
  type SaveAnswerInput,
} from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import AttemptQuizScreen from './attempt-quiz-screen';

/** Test data and msw handlers shared by the quiz screen's tests. */

export const QUESTIONS = [
  {
    __typename: 'Question',
    id: 'q1',
    type: 'SCQ',
    html: '<p>What is 2 + 3?</p>',
    options: ['4', '5', '6'],
    blanks: [],
  },
  {
    __typename: 'Question',
    id: 'q2',
    type: 'MCQ',
    html: '<p>Which are even?</p>',
    options: ['2', '3', '8'],
    blanks: [],
  },
  {
    __typename: 'Question',
    id: 'q3',
    type: 'FIB',
    html: '<p>The sun rises in the [a] and sets in the <strong>[b]</strong>.</p>',
    options: [],
    blanks: ['a', 'b'],
  },
  {
    __typename: 'Question',
    id: 'q4',
    type: 'SCQ',
    html: '<p>Which is a fruit?</p>',
    options: ['Apple', 'Chair'],
    blanks: [],
  },
] as const;

type QuestionFixture = {
  __typename: 'Question';
  id: string;
  type: 'SCQ' | 'MCQ' | 'FIB';
  html: string;
  options: readonly string[];
  blanks: readonly string[];
};

export function attemptFixture({
  preview = false,
  questions = QUESTIONS as readonly QuestionFixture[],
  blankWidth = 12,
} = {}) {
  return {
    __typename: 'QuizAttempt' as const,
    id: preview ? 'preview:quiz-7' : 'attempt-1',
    attemptId: preview ? null : 'attempt-1',
    previewMode: preview,
    quizId: 'quiz-7',
    quizTitle: '2. Numbers Drill',
    totalExpectedQuestions: questions.length,
    formatting: {
      __typename: 'QuizFormatting' as const,
      blankWidth,
      fontSize: 20,
      lineSpacing: 1.8,
      textAlignment: 'LEFT' as const,
    },
    questions: questions.map((q) => ({ ...q, options: [...q.options], blanks: [...q.blanks] })),
  };
}

export interface QuizHandlerOptions {
  attempt?: ReturnType<typeof attemptFixture>;
  /**
   * Called for each save; 'fail' answers with a network error, 'expired' with the gateway's SUBSCRIPTION_EXPIRED,
   * 'unknown' with STANDING_UNKNOWN (the account could not be checked; retryable).
   */
  onSave?: (input: SaveAnswerInput, call: number) => 'ok' | 'fail' | 'expired' | 'unknown';
}

/** Installs startQuiz/saveAnswer/finalizeQuiz handlers and records what the screen sent. */
export function mockQuizGateway({
  attempt = attemptFixture(),
  onSave = () => 'ok',
}: QuizHandlerOptions = {}) {
  const calls = {
    start: 0,
    saves: [] as SaveAnswerInput[],
    finalize: [] as { attemptId: string | number; durationSeconds: number }[],
  };
  server.use(
    gqlApi.mutation(AttemptQuizStartDocument, () => {
      calls.start += 1;
      return HttpResponse.json({
        data: { __typename: 'Mutation', startQuiz: { __typename: 'StartQuizPayload', attempt, errors: [] } },
      });
    }),
    gqlApi.mutation(AttemptQuizSaveAnswerDocument, ({ variables }) => {
      calls.saves.push(variables.input);
      const outcome = onSave(variables.input, calls.saves.length);
      if (outcome === 'fail') return HttpResponse.error();
      if (outcome === 'unknown')
        return HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Learnify could not confirm your account just now.',
              extensions: { code: 'STANDING_UNKNOWN', retryable: true },
            },
          ],
        });
      if (outcome === 'expired')
        return HttpResponse.json({
          data: null,
          errors: [
            { message: 'Your subscription has expired.', extensions: { code: 'SUBSCRIPTION_EXPIRED' } },
          ],
        });
      const { questionId } = variables.input;
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          saveAnswer: {
            __typename: 'SaveAnswerPayload',
            questionId: String(questionId),
            status: 'SAVED',
            errors: [],
          },
        },
      });
    }),
    gqlApi.mutation(AttemptQuizFinalizeDocument, ({ variables }) => {
      calls.finalize.push(variables.input);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          finalizeQuiz: {
            __typename: 'FinalizeQuizPayload',
            attemptId: String(variables.input.attemptId),
            errors: [],
            result: null,
          },
        },
      });
    }),
  );
  return calls;
}

/**
 * Renders the screen as the app does, under StrictMode at the root (nested StrictMode does not double-run effects
 * in React 19, and the double run is what could start two attempts).
 */
export function renderQuiz() {
  configure({ reactStrictMode: true });
  return renderScreen(<AttemptQuizScreen />, {
    route: '/student/attempt-quiz/quiz-7',
    path: '/student/attempt-quiz/:quizId',
    otherRoutes: {
      '/': <h1>Home page</h1>,
      '/student/quiz-result/:attemptId': <h1>Result page</h1>,
      '/account/renew-subscription': <h1>Renewal page</h1>,
    },
  });
}
