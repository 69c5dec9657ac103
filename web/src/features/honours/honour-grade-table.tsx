import { MedalIcon } from '@/components/ui/icons/medal-icon';
import type { HonourBoardSection_BoardFragment } from '@/gql/graphql';
import { formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { provinceName } from '@/lib/place-names';
import styles from './honours.module.css';

type HonourGrade = HonourBoardSection_BoardFragment['grades'][number];

const isMedalRank = (rank: number): rank is 1 | 2 | 3 => rank >= 1 && rank <= 3;

/** One grade's top students. The table scrolls inside its own box on phones instead of widening the page. */
export function HonourGradeTable({
  grade,
  boardTitle,
  headingId,
}: {
  grade: HonourGrade;
  boardTitle: string;
  headingId: string;
}) {
  const t = useT();
  const label = t('honours.tableLabel', { board: boardTitle, grade: grade.grade });
  return (
    <div className={styles.grade}>
      <h3 id={headingId}>{grade.grade}</h3>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('honours.columns.rank')}</th>
              <th scope="col">{t('honours.columns.name')}</th>
              <th scope="col">{t('honours.columns.username')}</th>
              <th scope="col">{t('honours.columns.school')}</th>
              <th scope="col">{t('honours.columns.city')}</th>
              <th scope="col">{t('honours.columns.province')}</th>
              <th scope="col" className="num">
                {t('honours.columns.quizzesAttempted')}
              </th>
              <th scope="col" className="num">
                {t('honours.columns.averageScore')}
              </th>
              <th scope="col" className="num">
                {t('honours.columns.totalMarks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {grade.topStudents.map((student) => (
              <tr key={student.id}>
                <td className={styles.rank}>
                  {isMedalRank(student.rank) ? (
                    <MedalIcon rank={student.rank} className={styles.medal} />
                  ) : null}
                  {student.rank}
                </td>
                <th scope="row">{student.fullName ?? student.username}</th>
                <td>{student.username}</td>
                <td>{student.school ?? ''}</td>
                <td>{student.city ?? ''}</td>
                <td>{provinceName(t, student.province)}</td>
                <td className="num">{student.quizzesAttempted}</td>
                <td className="num">
                  {t('honours.percent', { value: formatPercent(student.averageScore) })}
                </td>
                <td className="num">{formatPercent(student.totalMarks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
