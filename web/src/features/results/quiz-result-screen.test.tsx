import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { QuizResultScreenDocument, type QuizResultScreenQuery } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import QuizResultScreen from './quiz-result-screen';
import { viewerData } from '@/test/fixtures';

// Responses carry __typename as the gateway sends it: Apollo needs it to match fragments.
const result = {
  __typename: 'QuizResult' as const,
  id: 'attempt-9',
  quizTitle: '2. Numbers Drill',
  totalQuestions: 3,
  correctAnswers: 2,
  incorrectAnswers: 1,
  marksObtained: 2,
  percentage: 66.666,
  gradeLetter: 'B',
  questions: [
    {
      __typename: 'ResultQuestion' as const,
      id: 'attempt-9:1',
      position: 1,
      text: 'What is 2 + 3?',
      studentAnswer: '5',
      correctAnswer: '5',
      isCorrect: true,
    },
    {
      __typename: 'ResultQuestion' as const,
      id: 'attempt-9:2',
      position: 2,
      text: 'Which are even?',
      studentAnswer: '2, 8',
      correctAnswer: '2, 8',
      isCorrect: true,
    },
    {
      __typename: 'ResultQuestion' as const,
      id: 'attempt-9:3',
      position: 3,
      text: 'The sun rises in the [a].',
      studentAnswer: null,
      correctAnswer: 'a: east',
      isCorrect: false,
    },
  ],
};

function renderResult(handler: Parameters<typeof gqlApi.query<QuizResultScreenQuery>>[1], query = '') {
  server.use(gqlApi.query(QuizResultScreenDocument, handler));
  return renderScreen(<QuizResultScreen />, {
    route: `/student/quiz-result/attempt-9/${query}`,
    path: '/student/quiz-result/:attemptId',
  });
}

describe('QuizResultScreen', () => {
  it('shows Loading... and then the score and every question', async () => {
    let asked: unknown;
    renderResult(({ variables }) => {
      asked = variables;
      return HttpResponse.json({ data: viewerData({ quizResult: result }) });
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '2. Numbers Drill' })).toBeInTheDocument();
    expect(asked).toEqual({ attemptId: 'attempt-9' });

    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Total questions')).toHaveTextContent('3');
    expect(stat('Correct')).toHaveTextContent('2');
    expect(stat('Incorrect')).toHaveTextContent('1');
    expect(stat('Marks')).toHaveTextContent('2');
    expect(stat('Percentage')).toHaveTextContent('66.67%');
    expect(stat('Grade')).toHaveTextContent('B');

    const items = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Correct', { selector: 'span' })).toBeInTheDocument();
    expect(within(items[2]!).getByText('Incorrect', { selector: 'span' })).toBeInTheDocument();
    expect(within(items[2]!).getByText('No answer')).toBeInTheDocument();
    expect(within(items[2]!).getByText('a: east')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Quiz history' })).toHaveAttribute(
      'href',
      '/student/quiz-history',
    );
  });

  it("leads a teacher back to the student's history, and a student to their own", async () => {
    renderResult(() => HttpResponse.json({ data: viewerData({ quizResult: result }) }), '?student=ali');
    const back = await screen.findByRole('link', { name: "Back to ali's history" });
    expect(back).toHaveAttribute('href', '/teacher/student/ali/quiz-history');
    expect(screen.queryByRole('link', { name: 'Quiz history' })).not.toBeInTheDocument();
  });

  it('says so when no question was answered', async () => {
    renderResult(() => HttpResponse.json({ data: viewerData({ quizResult: { ...result, questions: [] } }) }));
    expect(await screen.findByText('No questions were answered.')).toBeInTheDocument();
  });

  it('shows the failure message when the result cannot be loaded', async () => {
    renderResult(() =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'No such attempt', extensions: { code: 'NOT_FOUND' } }],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load result.');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});
