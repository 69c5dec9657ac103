import { BarChart } from '@/components/ui/bar-chart';
import type { ClassAverageChart_AverageFragment } from '@/gql/graphql';
import { formatPercent } from '@/lib/format';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';

/** The class average per grade and subject, every value also spelled out for screen readers. */
export function ClassAverageChart({ averages }: { averages: readonly ClassAverageChart_AverageFragment[] }) {
  const t = useT();
  if (averages.length === 0) return null;
  const label = (a: ClassAverageChart_AverageFragment) => `${gradeLabel(t, a.grade)} · ${a.subject}`;
  const details = averages
    .map((a) =>
      t('teacher.overview.chartDetail', {
        group: label(a),
        value: formatPercent(a.averagePercentage),
        count: a.studentCount,
      }),
    )
    .join(' ');
  return (
    <BarChart
      title={t('teacher.overview.chartTitle')}
      description={t('teacher.overview.chartDescription', { details })}
      series={[{ label: t('teacher.overview.classAverage'), fill: 'solid' }]}
      groups={averages.map((a) => ({ label: label(a), values: [a.averagePercentage] }))}
      formatValue={(value) => t('teacher.overview.percentValue', { value: formatPercent(value) })}
    />
  );
}
