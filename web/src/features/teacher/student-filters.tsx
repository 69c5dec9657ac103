import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { gradeLabel } from '@/lib/grade-label';
import styles from './teacher.module.css';

export type NameOrder = 'asc' | 'desc';

interface StudentFiltersProps {
  grades: readonly string[];
  grade: string;
  order: NameOrder;
  onGradeChange: (grade: string) => void;
  onOrderChange: (order: NameOrder) => void;
}

/** Grade filter (the grades present, plus All) and name order for the teacher's student list. */
export function StudentFilters({ grades, grade, order, onGradeChange, onOrderChange }: StudentFiltersProps) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('teacher.students.filters')}</legend>
      <div className="field">
        <label htmlFor={`${id}-grade`}>{t('teacher.students.grade')}</label>
        <select id={`${id}-grade`} value={grade} onChange={(event) => onGradeChange(event.target.value)}>
          <option value="">{t('teacher.students.allGrades')}</option>
          {grades.map((g) => (
            <option key={g} value={g}>
              {gradeLabel(t, g)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>{t('teacher.students.sort')}</label>
        <select
          id={`${id}-sort`}
          value={order}
          onChange={(event) => onOrderChange(event.target.value === 'desc' ? 'desc' : 'asc')}
        >
          <option value="asc">{t('teacher.students.sortAsc')}</option>
          <option value="desc">{t('teacher.students.sortDesc')}</option>
        </select>
      </div>
    </fieldset>
  );
}
