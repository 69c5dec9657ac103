import { CardTable } from '@/components/ui/card-table';
import { MedalIcon } from '@/components/ui/icons/medal-icon';
import type { HonourBoardSection_BoardFragment } from '@/gql/graphql';
import { useT, type MessageKey } from '@/lib/i18n';
import { gradeLabel } from '@/lib/grade-label';
import { useNumbers } from '@/lib/use-numbers';
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

/** One grade's top students: a card per student on a phone, a table (scrolling inside its own box) wider. */
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
  const { percent, number } = useNumbers();
  const column = {
    rank: t('honours.columns.rank'),
    quizzesAttempted: t('honours.columns.quizzesAttempted'),
    averageScore: t('honours.columns.averageScore'),
    totalMarks: t('honours.columns.totalMarks'),
  };
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
      <CardTable label={label} caption="hidden">
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
              {column.quizzesAttempted}
            </th>
            <th scope="col" className="num">
              {column.averageScore}
            </th>
            <th scope="col" className="num">
              {column.totalMarks}
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id}>
              {/* Without names the rank is what identifies the row. */}
              {named ? (
                <td data-label={column.rank} className={`${styles.rank} cell-key`}>
                  {rank(student)}
                </td>
              ) : (
                <th scope="row" className={styles.rank}>
                  {rank(student)}
                </th>
              )}
              {named ? (
                <th scope="row">
                  <bdi>{student.fullName ?? student.username}</bdi>
                </th>
              ) : null}
              {columns.map((c) => (
                <td key={c} data-label={t(`honours.columns.${c}` satisfies MessageKey)}>
                  <bdi>{cell(student, c)}</bdi>
                </td>
              ))}
              <td data-label={column.quizzesAttempted} className="num">
                {number(student.quizzesAttempted)}
              </td>
              <td data-label={column.averageScore} className="num cell-key cell-figure">
                {percent(student.averageScore)}
              </td>
              <td data-label={column.totalMarks} className="num">
                {number(student.totalMarks)}
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </div>
  );
}
