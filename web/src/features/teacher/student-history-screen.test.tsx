import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TeacherStudentHistoryScreenDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import StudentHistoryScreen from './student-history-screen';
import { viewerData } from '@/test/fixtures';

const entry = {
  __typename: 'QuizHistoryEntry' as const,
  id: 'attempt-3',
  quizTitle: '1. Plants Quiz',
  subject: 'Science',
  chapter: 'Plants',
  grade: 'Grade 3',
  marksObtained: 3,
  marksPerQuestion: 1,
  totalQuestions: 4,
  percentage: 75,
  gradeLetter: 'B',
  attemptedAt: '2026-11-22T15:45:00+05:00',
};

function renderHistory(response: { entries: (typeof entry)[] } | { code: string }) {
  let asked: unknown;
  server.use(
    gqlApi.query(TeacherStudentHistoryScreenDocument, ({ variables }) => {
      asked = variables;
      if ('code' in response)
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'No', extensions: { code: response.code } }],
        });
      const history = {
        __typename: 'QuizHistory' as const,
        id: 'zara',
        fullName: 'Zara Khan',
        entries: response.entries,
      };
      return HttpResponse.json({ data: viewerData({ studentQuizHistory: history }, 'mrs.khan') });
    }),
  );
  const rendered = renderScreen(<StudentHistoryScreen />, {
    route: '/teacher/student/zara/quiz-history',
    path: '/teacher/student/:username/quiz-history',
  });
  return { ...rendered, asked: () => asked };
}

describe('StudentHistoryScreen', () => {
  it("shows the student's name, a back link and the history table", async () => {
    const { asked } = renderHistory({ entries: [entry] });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiz history of Zara Khan' }),
    ).toBeInTheDocument();
    expect(asked()).toEqual({ username: 'zara' });
    expect(screen.getByRole('link', { name: /Back to my students/ })).toHaveAttribute(
      'href',
      '/teacher/assessment',
    );
    const row = within(screen.getByRole('table', { name: 'Quiz history of Zara Khan' })).getByRole('row', {
      name: /Plants Quiz/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Science', 'Plants', 'Grade 3', '3 / 4', '75%', 'B', '22-11-2026 03:45 PM', 'View result']);
  });

  it("charts the student's percentages over time, named after the student", async () => {
    renderHistory({
      entries: [
        entry,
        { ...entry, id: 'attempt-1', percentage: 50, attemptedAt: '2026-11-20T09:00:00+05:00' },
      ],
    });
    const figure = await screen.findByRole('figure', { name: 'Percentage of Zara Khan over time' });
    expect(
      within(figure)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20-11-2026', '50%', '22-11-2026', '75%']);
  });

  it('shows the empty state', async () => {
    renderHistory({ entries: [] });
    expect(await screen.findByText('No quiz history available for this student.')).toBeInTheDocument();
  });

  it('explains FORBIDDEN', async () => {
    renderHistory({ code: 'FORBIDDEN' });
    expect(await screen.findByRole('alert')).toHaveTextContent('not one of your school’s students');
    expect(screen.getByRole('heading', { level: 1, name: 'Student quiz history' })).toBeInTheDocument();
  });

  it('explains NOT_FOUND', async () => {
    renderHistory({ code: 'NOT_FOUND' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a student with the username “zara”.',
    );
  });

  it('shows a general failure', async () => {
    renderHistory({ code: 'UPSTREAM_TIMEOUT' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this student’s quiz history.');
  });
});
