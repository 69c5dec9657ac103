import { useId } from 'react';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import styles from './history-chart.module.css';

/** One finished quiz on the chart. */
export interface HistoryPoint {
  id: string;
  quizTitle: string;
  percentage?: number | null;
  /** ISO date-time of completion. */
  attemptedAt?: string | null;
}

export interface HistoryChartProps {
  /** Visible caption, also the name of the figure and of the data table. */
  title: string;
  /** In any order; those without a percentage or a date are left out. */
  points: readonly HistoryPoint[];
}

/** Drawing height in px; across, positions are percentages so the chart fills any width without scaling text. */
const HEIGHT = 200;
const TOP = 12;
const BOTTOM = 168;
/** Room on the left for the 0–100 % labels and on the right for the last point. */
const LEFT = 12;
const RIGHT = 96;
const GRID = [0, 50, 100];

const yOf = (percent: number) => BOTTOM - (Math.min(100, Math.max(0, percent)) / 100) * (BOTTOM - TOP);

/** The dated points, oldest first (the order a line over time is read in). */
export function chartPoints(points: readonly HistoryPoint[]) {
  return points
    .flatMap((p) => {
      const time = p.attemptedAt ? Date.parse(p.attemptedAt) : NaN;
      return p.percentage === null || p.percentage === undefined || Number.isNaN(time)
        ? []
        : [{ ...p, percentage: p.percentage, time }];
    })
    .sort((a, b) => a.time - b.time);
}

/**
 * A line chart of percentages over time, drawn in SVG by hand: a chart library would cost more bytes than the
 * whole route. Attempts are spaced evenly in the order they happened (several on one day stay apart). The drawing
 * is decorative for assistive technology: the same points are in a table that screen readers read instead.
 */
export function HistoryChart({ title, points }: HistoryChartProps) {
  const t = useT();
  const { percent } = useNumbers();
  const tableId = useId();
  const dated = chartPoints(points);
  if (dated.length === 0) return null;
  const xOf = (i: number) =>
    dated.length === 1 ? (LEFT + RIGHT) / 2 : LEFT + (i * (RIGHT - LEFT)) / (dated.length - 1);
  const first = dated[0]!;
  const last = dated[dated.length - 1]!;

  return (
    <figure className={styles.figure} aria-labelledby={`${tableId}-caption`}>
      <figcaption id={`${tableId}-caption`} className={styles.caption}>
        {title}
      </figcaption>
      <svg className={styles.chart} width="100%" height={HEIGHT} aria-hidden="true" focusable="false">
        {GRID.map((value) => (
          <g key={value}>
            <line x1={`${LEFT}%`} x2={`${RIGHT}%`} y1={yOf(value)} y2={yOf(value)} className={styles.grid} />
            <text x={`${LEFT - 2}%`} y={yOf(value) + 5} textAnchor="end" className={styles.axis}>
              {percent(value)}
            </text>
          </g>
        ))}
        {dated.slice(1).map((p, i) => (
          <line
            key={`line-${p.id}`}
            x1={`${xOf(i)}%`}
            y1={yOf(dated[i]!.percentage)}
            x2={`${xOf(i + 1)}%`}
            y2={yOf(p.percentage)}
            className={styles.line}
            data-testid="chart-segment"
          />
        ))}
        {dated.map((p, i) => (
          <circle key={p.id} cx={`${xOf(i)}%`} cy={yOf(p.percentage)} r="6" className={styles.point}>
            <title>{`${p.quizTitle}: ${percent(p.percentage)}`}</title>
          </circle>
        ))}
        <text
          x={`${xOf(0)}%`}
          y={HEIGHT - 8}
          textAnchor={dated.length === 1 ? 'middle' : 'start'}
          className={styles.axis}
        >
          {formatDate(first.attemptedAt)}
        </text>
        {dated.length > 1 ? (
          <text x={`${RIGHT}%`} y={HEIGHT - 8} textAnchor="end" className={styles.axis}>
            {formatDate(last.attemptedAt)}
          </text>
        ) : null}
      </svg>
      {/* The hidden box is a div around the table: a table ignores the 1 px width and, absolutely positioned, would
          still widen a phone's page by its own width (526 px on a 412 px screen). */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.chart.date')}</th>
              <th scope="col">{t('results.table.quiz')}</th>
              <th scope="col">{t('results.table.percentage')}</th>
            </tr>
          </thead>
          <tbody>
            {dated.map((p) => (
              <tr key={p.id}>
                <td>{formatDate(p.attemptedAt)}</td>
                <th scope="row">{p.quizTitle}</th>
                <td>{percent(p.percentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
