import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { QuizHistoryScreenDocument, type QuizHistoryScreenQuery } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import QuizHistoryScreen from './quiz-history-screen';
import { viewerData } from '@/test/fixtures';

type Entry = NonNullable<NonNullable<QuizHistoryScreenQuery['viewer']>['quizHistory']>['entries'][number];

// Responses carry __typename as the gateway sends it: Apollo needs it to match fragments.
const entry = {
  __typename: 'QuizHistoryEntry' as const,
  id: 'attempt-9',
  quizTitle: '2. Numbers Drill',
  subject: 'Mathematics',
  chapter: 'Numbers',
  grade: 'Grade 3',
  marksObtained: 4,
  marksPerQuestion: 2,
  totalQuestions: 5,
  percentage: 40,
  gradeLetter: 'D',
  attemptedAt: '2026-03-05T09:30:00+05:00',
};

const historyOf = (entries: Entry[]) => {
  const history = { __typename: 'QuizHistory' as const, id: 'ayesha', entries };
  return history;
};

function renderHistory(entries: (Entry & { __typename: string })[] | 'error') {
  server.use(
    gqlApi.query(QuizHistoryScreenDocument, () =>
      entries === 'error'
        ? HttpResponse.json({
            data: null,
            errors: [{ message: 'Upstream down', extensions: { code: 'UPSTREAM_ERROR' } }],
          })
        : HttpResponse.json({ data: viewerData({ quizHistory: historyOf(entries) }) }),
    ),
  );
  return renderScreen(<QuizHistoryScreen />, { route: '/student/quiz-history' });
}

describe('QuizHistoryScreen', () => {
  it('lists each attempt with marks, percentage, grade letter, the date day-month-year and a link to the result', async () => {
    renderHistory([entry]);
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz History' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Quiz history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Quiz',
      'Subject',
      'Chapter',
      'Grade',
      'Marks',
      'Percentage',
      'Letter grade',
      'Attempted on',
      'Result',
    ]);
    const row = within(table).getByRole('row', { name: /2\. Numbers Drill/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Mathematics',
      'Numbers',
      'Grade 3',
      '4 / 10',
      '40%',
      'D',
      '05-03-2026 09:30 AM',
      'View result',
    ]);
    expect(within(row).getByRole('link', { name: 'View result: 2. Numbers Drill' })).toHaveAttribute(
      'href',
      '/student/quiz-result/attempt-9/',
    );
  });

  it('draws the percentages over time above the table, with the points as a table for screen readers', async () => {
    renderHistory([
      entry,
      {
        ...entry,
        id: 'attempt-7',
        quizTitle: '1. Counting',
        percentage: 80,
        attemptedAt: '2026-03-01T09:00:00+05:00',
      },
    ]);
    const figure = await screen.findByRole('figure', { name: 'Your percentage over time' });
    expect(figure.querySelectorAll('circle')).toHaveLength(2);
    const points = within(figure).getByRole('table', { name: 'Your percentage over time' });
    expect(
      within(points)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1. Counting', '2. Numbers Drill']);
    expect(within(points).getByText('80%')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderHistory([]);
    expect(await screen.findByText('No quiz history available.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error when the history cannot be loaded, and loads it again on Retry', async () => {
    let calls = 0;
    server.use(
      gqlApi.query(QuizHistoryScreenDocument, () =>
        ++calls === 1
          ? HttpResponse.json({
              data: null,
              errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_ERROR' } }],
            })
          : HttpResponse.json({ data: viewerData({ quizHistory: historyOf([entry]) }) }),
      ),
    );
    const { user } = renderScreen(<QuizHistoryScreen />, { route: '/student/quiz-history' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load quiz history.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Quiz history' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
