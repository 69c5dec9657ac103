import { Link } from 'react-router';
import { CardTable } from '@/components/ui/card-table';
import { paths } from '@/lib/paths';
import type { StudentsTable_StudentFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { gradeLabel } from '@/lib/grade-label';
import styles from './teacher.module.css';

/** The teacher's students; each name opens that student's quiz history. */
export function StudentsTable({ students }: { students: readonly StudentsTable_StudentFragment[] }) {
  const t = useT();
  const missing = t('teacher.students.missing');
  const columns = [
    'teacher.students.username',
    'teacher.students.email',
    'teacher.students.grade',
    'teacher.students.gender',
    'teacher.students.school',
    'teacher.students.city',
    'teacher.students.province',
  ] as const;

  return (
    <CardTable label={t('teacher.students.caption')} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('teacher.students.fullName')}</th>
          {columns.map((key) => (
            <th key={key} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {students.map((student) => {
          const name = student.fullName ?? student.username;
          const [username, email, grade, gender, school, city, province] = columns.map((key) => t(key));
          return (
            <tr key={student.id}>
              <th scope="row">
                <Link
                  to={paths.teacherStudentHistory(student.username)}
                  aria-label={t('teacher.students.historyOf', { name })}
                  className={styles.studentLink}
                >
                  <bdi>{name}</bdi>
                </Link>
              </th>
              <td data-label={username}>{student.username}</td>
              <td data-label={email} className={`${styles.email} cell-key cell-wide`}>
                {student.email ?? missing}
              </td>
              <td data-label={grade} className={styles.nowrap}>
                {student.grade ? gradeLabel(t, student.grade) : missing}
              </td>
              <td data-label={gender}>{student.gender ? t(`common.gender.${student.gender}`) : missing}</td>
              <td data-label={school}>
                <bdi>{student.schoolName ?? missing}</bdi>
              </td>
              <td data-label={city}>
                <bdi>{student.city ?? missing}</bdi>
              </td>
              <td data-label={province}>
                {student.province ? t(`common.province.${student.province}`) : missing}
              </td>
            </tr>
          );
        })}
      </tbody>
    </CardTable>
  );
}
