import { BarChart } from '@/components/ui/bar-chart';
import type { PerformanceTable_RowFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import { subjectLabel } from './subject-label';

/** The student's average beside the class average for each subject, with the values spelled out for screen readers. */
export function PerformanceChart({ rows }: { rows: readonly PerformanceTable_RowFragment[] }) {
  const t = useT();
  const { percent } = useNumbers();
  const details = rows
    .map((row) => {
      const cls = row.classComparison.classAverage;
      const figures = { subject: subjectLabel(row, t), student: percent(row.studentAverage) };
      return cls === null
        ? t('performance.chart.detailNoClass', figures)
        : t('performance.chart.detail', { ...figures, class: percent(cls) });
    })
    .join(' ');
  // The class bars only when every subject has a class figure: a missing one is never drawn as 0.
  const classAverages = rows.map((row) => row.classComparison.classAverage);
  const withClass = classAverages.every((c): c is number => c !== null);
  return (
    <BarChart
      title={t('performance.chart.title')}
      description={t('performance.chart.description', { details })}
      series={[
        { label: t('performance.chart.you'), fill: 'solid' },
        ...(withClass ? [{ label: t('performance.chart.class'), fill: 'hatched' as const }] : []),
      ]}
      groups={rows.map((row, i) => ({
        label: subjectLabel(row, t),
        values: withClass ? [row.studentAverage, classAverages[i] as number] : [row.studentAverage],
      }))}
      formatValue={percent}
    />
  );
}
