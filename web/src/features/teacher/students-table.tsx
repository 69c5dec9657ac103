import { Link } from 'react-router';
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
    <div className="table-scroll" role="region" aria-label={t('teacher.students.caption')} tabIndex={0}>
      <table className={styles.table}>
        <caption>{t('teacher.students.caption')}</caption>
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
            return (
              <tr key={student.id}>
                <th scope="row">
                  <Link
                    to={paths.teacherStudentHistory(student.username)}
                    aria-label={t('teacher.students.historyOf', { name })}
                    className={styles.studentLink}
                  >
                    {name}
                  </Link>
                </th>
                <td>{student.username}</td>
                <td className={styles.email}>{student.email ?? missing}</td>
                <td className={styles.nowrap}>{student.grade ? gradeLabel(t, student.grade) : missing}</td>
                <td>{student.gender ? t(`common.gender.${student.gender}`) : missing}</td>
                <td>{student.schoolName ?? missing}</td>
                <td>{student.city ?? missing}</td>
                <td>{student.province ? t(`common.province.${student.province}`) : missing}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
