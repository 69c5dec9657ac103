import { CardTable } from '@/components/ui/card-table';
import type { ClassStudentsTable_StudentFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import styles from './teacher.module.css';

/**
 * Each student's figures in the overview, as a real table (caption, headers) that screen readers can walk; on a
 * phone a card per student, led by the averages and the last quiz.
 */
export function ClassStudentsTable({
  students,
}: {
  students: readonly ClassStudentsTable_StudentFragment[];
}) {
  const t = useT();
  const { percent } = useNumbers();
  const missing = t('teacher.students.missing');
  const label = {
    grade: t('teacher.students.grade'),
    average: t('teacher.overview.average'),
    recentAverage: t('teacher.overview.recentAverage'),
    last7Days: t('teacher.overview.last7Days'),
    lastActive: t('teacher.overview.lastActive'),
    weakest: t('teacher.overview.weakest'),
  };
  return (
    <CardTable label={t('teacher.overview.tableCaption')} className={styles.overviewTable}>
      <thead>
        <tr>
          <th scope="col">{t('teacher.students.fullName')}</th>
          <th scope="col">{label.grade}</th>
          <th scope="col">{label.average}</th>
          <th scope="col">{label.recentAverage}</th>
          <th scope="col">{label.last7Days}</th>
          <th scope="col">{label.lastActive}</th>
          <th scope="col">{label.weakest}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((s) => (
          <tr key={s.id}>
            {/* Plain text: the list below links each name to the student's history. */}
            <th scope="row">
              <bdi>{s.fullName ?? s.username}</bdi>
            </th>
            <td data-label={label.grade} className={styles.nowrap}>
              {s.grade ? gradeLabel(t, s.grade) : missing}
            </td>
            <td data-label={label.average} className="cell-key cell-figure">
              {percent(s.averagePercentage)}
            </td>
            <td data-label={label.recentAverage} className="cell-key cell-figure">
              {percent(s.recentAveragePercentage)}
            </td>
            <td data-label={label.last7Days}>{s.quizzesLast7Days}</td>
            <td data-label={label.lastActive} className={`${styles.nowrap} cell-key`}>
              {s.lastActiveOn ? formatDate(s.lastActiveOn) : t('teacher.overview.never')}
            </td>
            <td data-label={label.weakest}>
              <bdi dir="auto">{s.weakestSubject ?? missing}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
