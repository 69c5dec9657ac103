import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { useHomeProgressQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { GradeQuestion } from './grade-question';
import { NextUpStrip } from './next-up-strip';
import { StreakCard } from './streak-card';
import styles from './student-home.module.css';

export interface StudentHomeProps {
  /** The catalogue's grades, in its order. */
  grades: readonly { id: string; name: string }[];
  /** Draws one grade of the catalogue, with her marks (the catalogue's own section). */
  renderGrade: (gradeId: string) => ReactNode;
}

/**
 * Her first screen, where a visitor reads the introduction: her greeting and streak, then "Next up" — or, when the
 * gateway cannot know her grade, "Which class are you in?" (her answer brings Next up).
 */
export function StudentHomeTop({ name }: { name: string | null }) {
  const { data } = useHomeProgressQuery();
  const progress = data?.viewer?.progress ?? null;
  return (
    <div className={styles.top}>
      <StreakCard name={name} streak={progress?.streak ?? null} />
      {progress && !progress.grade && data ? <GradeQuestion grades={data.grades} /> : null}
      {progress ? <NextUpStrip quizzes={progress.nextUp} /> : null}
    </div>
  );
}

/**
 * A signed-in student's catalogue: her grade first (the others folded) and her finished quizzes marked. Progress
 * is a second, private query: if it fails the catalogue still shows.
 */
export function StudentHome({ grades, renderGrade }: StudentHomeProps) {
  const t = useT();
  const othersId = useId();
  const { data, error, refetch } = useHomeProgressQuery();
  const progress = data?.viewer?.progress ?? null;
  const mine = progress?.grade ? grades.find((g) => g.name === progress.grade) : undefined;
  const others = mine ? grades.filter((g) => g !== mine) : grades;

  // One render with her order and marks, never a reshuffle under her finger: moving the sections once progress
  // arrived would re-mount them, dropping the focus (or the tap) from a quiz link.
  if (!progress && !error) return <LoadingState label={t('home.catalogue.loading')} />;

  return (
    <>
      {error && !progress ? (
        <LoadError message={t('home.student.progressFailed')} onRetry={() => void refetch()} />
      ) : null}
      {mine ? (
        <>
          {renderGrade(mine.id)}
          <details className={styles.otherGrades}>
            <summary id={othersId}>{t('home.student.otherGrades')}</summary>
            {others.map((grade) => renderGrade(grade.id))}
          </details>
        </>
      ) : (
        others.map((grade) => renderGrade(grade.id))
      )}
    </>
  );
}
