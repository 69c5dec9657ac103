import type { ClassStudentsTable_StudentFragment } from '@/gql/graphql';
import { formatDate, formatPercent } from '@/lib/format';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import styles from './teacher.module.css';

/** Each student's figures in the overview, as a real table (caption, headers) that screen readers can walk. */
export function ClassStudentsTable({
  students,
}: {
  students: readonly ClassStudentsTable_StudentFragment[];
}) {
  const t = useT();
  const missing = t('teacher.students.missing');
  const percent = (v: number | null | undefined) =>
    v === null || v === undefined ? missing : t('teacher.overview.percentValue', { value: formatPercent(v) });
  return (
    <div className="table-scroll" role="region" aria-label={t('teacher.overview.tableCaption')} tabIndex={0}>
      <table className={styles.overviewTable}>
        <caption>{t('teacher.overview.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('teacher.students.fullName')}</th>
            <th scope="col">{t('teacher.students.grade')}</th>
            <th scope="col">{t('teacher.overview.average')}</th>
            <th scope="col">{t('teacher.overview.recentAverage')}</th>
            <th scope="col">{t('teacher.overview.last7Days')}</th>
            <th scope="col">{t('teacher.overview.lastActive')}</th>
            <th scope="col">{t('teacher.overview.weakest')}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((s) => {
            const name = s.fullName ?? s.username;
            return (
              <tr key={s.id}>
                {/* Plain text: the list below links each name to the student's history. */}
                <th scope="row">{name}</th>
                <td className={styles.nowrap}>{s.grade ? gradeLabel(t, s.grade) : missing}</td>
                <td>{percent(s.averagePercentage)}</td>
                <td>{percent(s.recentAveragePercentage)}</td>
                <td>{s.quizzesLast7Days}</td>
                <td className={styles.nowrap}>
                  {s.lastActiveOn ? formatDate(s.lastActiveOn) : t('teacher.overview.never')}
                </td>
                <td dir="auto">{s.weakestSubject ?? missing}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
