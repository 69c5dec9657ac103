import { useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import styles from './find-student-box.module.css';

/**
 * Opens one student's history by username. It does not depend on the student list: the real backend's list fails
 * for schools whose students have a grade, while a single student's history still loads, so this is the teacher's
 * way in when the list is down (and quicker than scrolling in a big school). An unknown username, or a student of
 * another school, is explained on the history page from the gateway's NOT_FOUND / FORBIDDEN.
 */
export function FindStudentBox({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = useT();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim();
    setEmpty(wanted === '');
    if (wanted !== '') void navigate(paths.teacherStudentHistory(wanted));
  };

  return (
    <div className={styles.box} ref={ref}>
      <form
        role="search"
        aria-label={t('teacher.find.label')}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
      >
        <TextField
          label={t('teacher.find.label')}
          hint={t('teacher.find.hint')}
          value={username}
          onChange={(value) => {
            setUsername(value);
            setEmpty(false);
          }}
          autoComplete="off"
          error={empty ? t('teacher.find.empty') : null}
        />
        <Button type="submit">{t('teacher.find.submit')}</Button>
      </form>
    </div>
  );
}
