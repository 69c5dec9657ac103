import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSetMyGradeMutation } from '@/gql/hooks';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import styles from './student-home.module.css';

export interface GradeQuestionProps {
  /** The grades she can be in (`grades`), in their order. */
  grades: readonly { id: string; label: string }[];
}

/**
 * "Which class are you in?" — asked on her home only when the gateway cannot know her grade (never guessed). The
 * answer is kept for her account by the gateway. The answer carries her viewer's progress with that grade, so the
 * cache's entry of her progress updates and her home shows her class first with Next up (no second request).
 */
export function GradeQuestion({ grades }: GradeQuestionProps) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [setMyGrade, { loading }] = useSetMyGradeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setFailed(false);
    try {
      const { data } = await setMyGrade({ variables: { input: { gradeId: chosen } } });
      if (data?.setMyGrade.errors.length !== 0) setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={`card ${styles.gradeQuestion}`} aria-labelledby={id}>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend id={id}>
            <h2>{t('home.student.gradeQuestion.title')}</h2>
          </legend>
          <p>{t('home.student.gradeQuestion.lead')}</p>
          <div className={styles.gradeChoices}>
            {grades.map((g) => (
              <label key={g.id}>
                <input
                  type="radio"
                  name={`${id}-grade`}
                  value={g.id}
                  checked={chosen === g.id}
                  onChange={() => setChosen(g.id)}
                />
                <bdi>{gradeLabel(t, g.label)}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
        {failed ? <p role="alert">{t('home.student.gradeQuestion.failed')}</p> : null}
        <Button type="submit" disabled={!chosen} busy={loading}>
          {loading ? t('home.student.gradeQuestion.saving') : t('home.student.gradeQuestion.submit')}
        </Button>
      </form>
    </section>
  );
}
