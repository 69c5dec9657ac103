import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/lib/i18n';
import { HistoryChart, type HistoryPoint } from './history-chart';

const point = (id: string, percentage: number | null, attemptedAt: string | null): HistoryPoint => ({
  id,
  quizTitle: `Quiz ${id}`,
  percentage,
  attemptedAt,
});

function renderChart(points: HistoryPoint[]) {
  return render(
    <I18nProvider>
      <HistoryChart title="Your percentage over time" points={points} />
    </I18nProvider>,
  );
}

describe('HistoryChart', () => {
  it('draws one point per dated attempt, oldest first, joined by a line, higher percentages higher up', () => {
    const { container } = renderChart([
      point('c', 90, '2026-03-07T10:00:00+05:00'),
      point('a', 40, '2026-03-05T10:00:00+05:00'),
      point('b', 100, '2026-03-06T10:00:00+05:00'),
      point('undated', 70, null),
      point('unscored', null, '2026-03-08T10:00:00+05:00'),
    ]);
    const circles = [...container.querySelectorAll('circle')];
    expect(circles.map((c) => c.querySelector('title')?.textContent)).toEqual([
      'Quiz a: 40%',
      'Quiz b: 100%',
      'Quiz c: 90%',
    ]);
    const xs = circles.map((c) => parseFloat(c.getAttribute('cx')!));
    expect(xs).toEqual([...xs].sort((m, n) => m - n));
    const ys = circles.map((c) => Number(c.getAttribute('cy')));
    // SVG y grows downwards: 100% sits above 90%, which sits above 40%.
    expect(ys[1]).toBeLessThan(ys[2]!);
    expect(ys[2]).toBeLessThan(ys[0]!);
    expect(screen.getAllByTestId('chart-segment')).toHaveLength(2);
    // The first and last dates label the time axis, day-month-year.
    expect(container.querySelector('svg')).toHaveTextContent('05-03-2026');
    expect(container.querySelector('svg')).toHaveTextContent('07-03-2026');
  });

  it('gives screen readers the same points as a table, and hides the drawing from them', () => {
    const { container } = renderChart([
      point('b', 55.5, '2026-03-06T10:00:00+05:00'),
      point('a', 40, '2026-03-05T10:00:00+05:00'),
    ]);
    expect(screen.getByRole('figure', { name: 'Your percentage over time' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Your percentage over time' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Quiz', 'Percentage'],
      ['05-03-2026', 'Quiz a', '40%'],
      ['06-03-2026', 'Quiz b', '55.5%'],
    ]);
  });

  it('shows a single attempt as one point and draws nothing without dated scores', () => {
    const { container, rerender } = renderChart([point('a', 40, '2026-03-05T10:00:00+05:00')]);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.queryAllByTestId('chart-segment')).toHaveLength(0);
    rerender(
      <I18nProvider>
        <HistoryChart title="Your percentage over time" points={[point('x', null, null)]} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
