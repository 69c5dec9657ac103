import { useId, useMemo } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import type { CatalogueGradeSection_GradeFragment } from '@/gql/graphql';
import { useHomeProgressQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { CatalogueGradeSection } from './catalogue-grade-section';
import { NextUpStrip } from './next-up-strip';
import type { QuizMark } from './quiz-done-mark';
import { StreakCard } from './streak-card';
import styles from './student-home.module.css';

export interface StudentHomeProps {
  name: string | null;
  catalogue: readonly CatalogueGradeSection_GradeFragment[];
}

/** Her grade first; the other grades follow, folded. Unknown grade: the catalogue's own order, nothing folded. */
function splitByGrade(catalogue: StudentHomeProps['catalogue'], grade: string | null | undefined) {
  const mine = grade ? catalogue.find((g) => g.name === grade) : undefined;
  return { mine, others: mine ? catalogue.filter((g) => g !== mine) : catalogue };
}

/** The greeting and streak, shown where a visitor sees the sign-in form. */
export function StudentHomeAside({ name }: { name: string | null }) {
  const { data } = useHomeProgressQuery();
  return <StreakCard name={name} streak={data?.myProgress.streak ?? null} />;
}

/**
 * A signed-in student's home below the intro: "Next up", then the catalogue with her grade first and her finished
 * quizzes marked with her best score. Progress is a second, private query: if it fails the catalogue still shows.
 */
export function StudentHome({ catalogue }: StudentHomeProps) {
  const t = useT();
  const othersId = useId();
  const { data, error, refetch } = useHomeProgressQuery();
  const progress = data?.myProgress;
  const marks = useMemo(
    () =>
      new Map<string, QuizMark>(
        (progress?.quizzes ?? []).flatMap((q) =>
          q.attempted ? [[q.quizId, { bestPercentage: q.bestPercentage ?? null, attempts: q.attempts }]] : [],
        ),
      ),
    [progress],
  );
  const { mine, others } = splitByGrade(catalogue, progress?.grade);

  // One render with her order and marks, never a reshuffle under her finger: moving the sections once progress
  // arrived would re-mount them, dropping the focus (or the tap) from a quiz link.
  if (!progress && !error) return <LoadingState label={t('home.catalogue.loading')} />;

  return (
    <>
      {error && !progress ? (
        <LoadError message={t('home.student.progressFailed')} onRetry={() => void refetch()} />
      ) : null}
      {progress ? <NextUpStrip quizzes={progress.nextUp} /> : null}
      {mine ? (
        <>
          <CatalogueGradeSection grade={mine} marks={marks} />
          <details className={styles.otherGrades}>
            <summary id={othersId}>{t('home.student.otherGrades')}</summary>
            {others.map((grade) => (
              <CatalogueGradeSection key={grade.id} grade={grade} marks={marks} />
            ))}
          </details>
        </>
      ) : (
        others.map((grade) => <CatalogueGradeSection key={grade.id} grade={grade} marks={marks} />)
      )}
    </>
  );
}
