import { useId } from 'react';
import { useI18n } from '@/lib/i18n';
import styles from './bar-chart.module.css';

export interface BarSeries {
  /** Legend text, e.g. "You". */
  label: string;
  /** solid or hatched fill, so the series differ by pattern as well as by colour. */
  fill: 'solid' | 'hatched';
}

export interface BarGroup {
  /** Category name, e.g. a subject. */
  label: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

export interface BarChartProps {
  /** Visible caption; also the chart's accessible name. */
  title: string;
  /** Text alternative read by screen readers: say every value. */
  description: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  /** Value of a full-length bar (default: 100, or the largest value when bigger). */
  max?: number;
  formatValue: (value: number) => string;
}

const LABEL_HEIGHT = 22;
const BAR_HEIGHT = 20;
const BAR_GAP = 4;
const GROUP_GAP = 16;
/** Bars use at most this share of the width, leaving room for the value written after them. */
const BAR_SPAN = 82;

/**
 * A horizontal grouped bar chart in SVG. Coordinates across are percentages and text is not scaled, so labels stay
 * readable on a narrow phone. The drawing is one image with a full text alternative; the legend is plain HTML.
 * In a right-to-left language the drawing is mirrored: bars grow from the right edge, where the labels start. SVG
 * coordinates do not follow `dir`, so the mirroring is done here (`across`), and text gets an explicit direction
 * and anchor (an inherited `direction: rtl` on text placed from x = 0 runs off the left edge).
 */
export function BarChart({ title, description, series, groups, max, formatValue }: BarChartProps) {
  const { dir } = useI18n();
  const rtl = dir === 'rtl';
  /** A position across in percent, measured from the edge the reader starts at. */
  const across = (percent: number) => `${rtl ? 100 - percent : percent}%`;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `hatch-${uid}`;
  const largest = Math.max(0, ...groups.flatMap((g) => g.values));
  const full = max ?? Math.max(100, largest);
  const groupHeight = LABEL_HEIGHT + series.length * (BAR_HEIGHT + BAR_GAP) + GROUP_GAP;
  const fillOf = (s: BarSeries) => (s.fill === 'hatched' ? `url(#${hatchId})` : undefined);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.label}>
            <svg width="18" height="18" aria-hidden="true" focusable="false">
              <rect width="18" height="18" rx="3" className={styles[s.fill]} fill={fillOf(s)} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        className={styles.chart}
        width="100%"
        height={groups.length * groupHeight}
        role="img"
        aria-labelledby={`${uid}-title`}
        aria-describedby={`${uid}-desc`}
      >
        <title id={`${uid}-title`}>{title}</title>
        <desc id={`${uid}-desc`}>{description}</desc>
        <defs>
          <pattern
            id={hatchId}
            patternUnits="userSpaceOnUse"
            width="8"
            height="8"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" className={styles.hatchBackground} />
            <line x1="0" y1="0" x2="0" y2="8" className={styles.hatchLine} />
          </pattern>
        </defs>
        <g direction={dir} textAnchor="start">
          {groups.map((group, g) => {
            const top = g * groupHeight;
            return (
              <g key={`${g}:${group.label}`}>
                <text x={across(0)} y={top + 16} className={styles.groupLabel}>
                  {group.label}
                </text>
                {series.map((s, i) => {
                  const value = group.values[i] ?? 0;
                  const width = full > 0 ? (Math.max(0, value) / full) * BAR_SPAN : 0;
                  const y = top + LABEL_HEIGHT + i * (BAR_HEIGHT + BAR_GAP);
                  return (
                    <g key={s.label}>
                      <rect
                        x={rtl ? across(width) : '0'}
                        y={y}
                        width={`${width}%`}
                        height={BAR_HEIGHT}
                        rx="4"
                        className={styles[s.fill]}
                        fill={fillOf(s)}
                      />
                      <text x={across(width + 1.5)} y={y + BAR_HEIGHT - 5} className={styles.value}>
                        {formatValue(value)}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
