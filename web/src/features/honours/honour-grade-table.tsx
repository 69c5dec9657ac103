import { MedalIcon } from '@/components/ui/icons/medal-icon';
import type { HonourBoardSection_BoardFragment } from '@/gql/graphql';
import { formatPercent } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';
import { gradeLabel } from '@/lib/grade-label';
import styles from './honours.module.css';

type HonourGrade = HonourBoardSection_BoardFragment['grades'][number];
type Student = HonourGrade['topStudents'][number];

const isMedalRank = (rank: number): rank is 1 | 2 | 3 => rank >= 1 && rank <= 3;

/**
 * The columns that describe who a student is. The gateway leaves out what the operator hides from visitors
 * (HONOUR_BOARD_PUBLIC_NAMES), so a column nobody on the table has is not shown at all rather than left empty.
 */
const IDENTITY = ['username', 'school', 'city', 'province'] as const;
type IdentityColumn = (typeof IDENTITY)[number];

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
  const gradeName = gradeLabel(t, grade.grade);
  const label = t('honours.tableLabel', { board: boardTitle, grade: gradeName });
  const students = grade.topStudents;
  const named = students.some((s) => s.fullName || s.username);
  const columns = IDENTITY.filter((c) => students.some((s) => s[c] !== null));
  const cell = (student: Student, column: IdentityColumn) =>
    column === 'province'
      ? student.province && t(`common.province.${student.province}`)
      : (student[column] ?? '');
  const rank = (student: Student) => (
    <>
      {isMedalRank(student.rank) ? <MedalIcon rank={student.rank} className={styles.medal} /> : null}
      {student.rank}
    </>
  );
  return (
    <div className={styles.grade}>
      <h3 id={headingId}>{gradeName}</h3>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('honours.columns.rank')}</th>
              {named ? <th scope="col">{t('honours.columns.name')}</th> : null}
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t(`honours.columns.${c}` satisfies MessageKey)}
                </th>
              ))}
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
            {students.map((student) => (
              <tr key={student.id}>
                {/* Without names the rank is what identifies the row. */}
                {named ? (
                  <td className={styles.rank}>{rank(student)}</td>
                ) : (
                  <th scope="row" className={styles.rank}>
                    {rank(student)}
                  </th>
                )}
                {named ? <th scope="row">{student.fullName ?? student.username}</th> : null}
                {columns.map((c) => (
                  <td key={c}>{cell(student, c)}</td>
                ))}
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
