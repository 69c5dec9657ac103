import { BarChart } from '@/components/ui/bar-chart';
import type { ClassAverageChart_AverageFragment } from '@/gql/graphql';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';

/** The class average per grade and subject, every value also spelled out for screen readers. */
export function ClassAverageChart({ averages }: { averages: readonly ClassAverageChart_AverageFragment[] }) {
  const t = useT();
  const { percent } = useNumbers();
  if (averages.length === 0) return null;
  const label = (a: ClassAverageChart_AverageFragment) => `${gradeLabel(t, a.grade)} · ${a.subject}`;
  const details = averages
    .map((a) =>
      t('teacher.overview.chartDetail', {
        group: label(a),
        value: percent(a.averagePercentage),
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
      formatValue={percent}
    />
  );
}
