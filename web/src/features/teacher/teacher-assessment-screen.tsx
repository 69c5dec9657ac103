import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { hasErrorCode } from '@/apollo/client';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import type { StudentsTable_StudentFragment } from '@/gql/graphql';
import { useTeacherAssessmentScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { ClassOverview } from './class-overview';
import { FindStudentBox } from './find-student-box';
import { StudentFilters, type NameOrder } from './student-filters';
import { FirstRows } from './first-rows';
import { StudentsTable } from './students-table';
import styles from './teacher.module.css';

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
const nameOf = (s: StudentsTable_StudentFragment) => s.fullName ?? s.username;

/** Focusing the box's field also scrolls it into view. */
function focusFindBox(box: HTMLDivElement | null) {
  box?.querySelector('input')?.focus();
}

/**
 * `/teacher/assessment` — the teacher's students with a grade filter and name order. The choices live in the URL
 * (`?grade=Grade%203&sort=desc`) so coming back from a student's history keeps them.
 */
export default function TeacherAssessmentScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const grade = params.get('grade') ?? '';
  const order: NameOrder = params.get('sort') === 'desc' ? 'desc' : 'asc';
  const { data, loading, error, refetch } = useTeacherAssessmentScreenQuery();
  const findBox = useRef<HTMLDivElement>(null);
  const students = data?.viewer?.students;

  const grades = useMemo(
    () => [...new Set((students ?? []).flatMap((s) => (s.grade ? [s.grade] : [])))].sort(byText),
    [students],
  );
  const shown = useMemo(() => {
    const filtered = (students ?? []).filter((s) => grade === '' || s.grade === grade);
    const sorted = filtered.sort((a, b) => byText(nameOf(a), nameOf(b)));
    return order === 'desc' ? sorted.reverse() : sorted;
  }, [students, grade, order]);

  function update(key: 'grade' | 'sort', value: string, fallback: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  let body;
  if (loading && !students) body = <LoadingState label={t('teacher.students.loading')} />;
  else if (hasErrorCode(error, 'FORBIDDEN'))
    body = <LoadError message={t('teacher.students.forbidden')} onRetry={refetch} />;
  else if (error || !students)
    body = (
      // The real backend's list can fail (500) while single histories load: the find box above is the way in.
      <LoadError message={t('teacher.students.failed')} error={error} onRetry={refetch}>
        <Button variant="secondary" onClick={() => focusFindBox(findBox.current)}>
          {t('teacher.students.useFind')}
        </Button>
      </LoadError>
    );
  else
    body = (
      <>
        <div className={styles.toolbar}>
          <StudentFilters
            grades={grades}
            grade={grade}
            order={order}
            onGradeChange={(value) => update('grade', value, '')}
            onOrderChange={(value) => update('sort', value, 'asc')}
          />
          <p className={styles.count} role="status">
            {shown.length === 1
              ? t('teacher.students.countOne')
              : t('teacher.students.count', { count: shown.length })}
          </p>
        </div>
        {shown.length === 0 ? (
          <Notice tone="empty">{t('teacher.students.empty')}</Notice>
        ) : (
          <FirstRows items={shown} render={(rows) => <StudentsTable students={rows} />} />
        )}
      </>
    );

  return (
    <>
      <PageHeader title={t('teacher.students.pageTitle')} lead={t('teacher.students.lead')} />
      <FindStudentBox ref={findBox} />
      <ClassOverview />
      {body}
    </>
  );
}
