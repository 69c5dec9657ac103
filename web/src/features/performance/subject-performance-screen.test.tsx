import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SubjectPerformanceScreenDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import SubjectPerformanceScreen from './subject-performance-screen';
import { viewerData } from '@/test/fixtures';

const row = (
  subject: string,
  studentAverage: number,
  classAverage: number | null,
  ratio: number | null,
  isOverall = false,
) => ({
  __typename: 'SubjectPerformanceRow' as const,
  id: subject,
  subject,
  studentAverage,
  classComparison: {
    __typename: 'ClassComparison' as const,
    classAverage,
    ratio,
    unavailableReason: classAverage === null ? ('IMPLAUSIBLE' as const) : null,
  },
  isOverall,
});

function renderPerformance(subjects: ReturnType<typeof row>[], overall: ReturnType<typeof row> | null) {
  const performance = { __typename: 'SubjectPerformance' as const, id: 'owner-a', subjects, overall };
  server.use(
    gqlApi.query(SubjectPerformanceScreenDocument, () =>
      HttpResponse.json({ data: viewerData({ subjectPerformance: performance }) }),
    ),
  );
  return renderScreen(<SubjectPerformanceScreen />, { route: '/student/assessment' });
}

describe('SubjectPerformanceScreen', () => {
  it('shows each subject with the Overall Performance row last and highlighted, plus a chart with a text alternative', async () => {
    renderPerformance(
      [row('Mathematics', 80, 64, 125), row('English', 55.5, 60, 92.5)],
      row('Overall Performance', 67.75, 62, 109.27, true),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Subject-wise Performance' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const table = await screen.findByRole('table', {
      name: 'Your average and the class average per subject',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Subject', 'Your average', 'Class average', 'Percentile']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Mathematics',
      'English',
      'Overall Performance',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['80%', '64%', '125']);
    expect(rows[2]).toHaveAttribute('data-overall', 'true');
    expect(within(rows[2]!).getByRole('rowheader').querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(rows[0]).toHaveAttribute('data-overall', 'false');

    const chart = screen.getByRole('img', { name: 'You and your class, subject by subject' });
    expect(chart).toHaveAccessibleDescription(
      'Bar chart of average scores in percent. Mathematics: you 80%, class 64%. English: you 55.5%, class 60%.',
    );
    // One bar per subject and series; the overall row is in the table, not the chart.
    expect(chart.querySelectorAll('rect')).toHaveLength(4 + 1);
    expect(within(screen.getByRole('figure')).getByText('Class average')).toBeInTheDocument();
  });

  it('says "not available" where the class figure is not plausible, never a 0, and draws no class bars', async () => {
    renderPerformance(
      [row('Mathematics', 57.14, null, null), row('English', 60, 64, 93.75)],
      row('Overall Performance', 58.57, null, null, true),
    );
    const table = await screen.findByRole('table', {
      name: 'Your average and the class average per subject',
    });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Mathematics')).toEqual(['57.14%', 'not available', 'not available']);
    expect(cells('English')).toEqual(['60%', '64%', '93.75']);
    expect(screen.getByText(/“Not available”: Learnify’s class figures/)).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'You and your class, subject by subject' });
    expect(chart).toHaveAccessibleDescription(
      'Bar chart of average scores in percent. Mathematics: you 57.14%, class not available. English: you 60%, class 64%.',
    );
    expect(within(screen.getByRole('figure')).queryByText('Class average')).not.toBeInTheDocument();
  });

  it('invites a student without history to try a quiz', async () => {
    renderPerformance([], null);
    expect(await screen.findByText(/You have not finished any quizzes yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a quiz to try' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure message', async () => {
    server.use(
      gqlApi.query(SubjectPerformanceScreenDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Students only', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    renderScreen(<SubjectPerformanceScreen />, { route: '/student/assessment' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subject performance.');
  });
});
