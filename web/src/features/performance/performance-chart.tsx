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
    .map((row) =>
      t('performance.chart.detail', {
        subject: subjectLabel(row, t),
        student: percent(row.studentAverage),
        class: percent(row.classAverage),
      }),
    )
    .join(' ');
  return (
    <BarChart
      title={t('performance.chart.title')}
      description={t('performance.chart.description', { details })}
      series={[
        { label: t('performance.chart.you'), fill: 'solid' },
        { label: t('performance.chart.class'), fill: 'hatched' },
      ]}
      groups={rows.map((row) => ({
        label: subjectLabel(row, t),
        values: [row.studentAverage, row.classAverage],
      }))}
      formatValue={percent}
    />
  );
}
