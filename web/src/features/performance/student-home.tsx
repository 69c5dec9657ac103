import { useId, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { useHomeProgressQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { GradeQuestion } from './grade-question';
import { NextUpStrip } from './next-up-strip';
import { StreakCard } from './streak-card';
import styles from './student-home.module.css';

/** A quiz of her grade, in catalogue order, with her mark when she has finished it. */
interface GradeQuiz {
  id: string;
  number: number | null;
  title: string;
  subject: string;
  chapter: string;
  mark: { bestPercentage: number | null; countedSince: string | null } | null;
}

export interface StudentHomeProps {
  /** How the catalogue feature draws grades: hers with her marks, the others as every reader sees them. */
  grades: {
    renderOwn: (name: string, quizzes: readonly GradeQuiz[]) => ReactNode;
    renderOthers: (options: { except: string | null; until?: Promise<unknown> }) => ReactNode;
  };
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

/** Settles once: when she first opens the other grades. */
function useOpened() {
  const [opened] = useState(() => {
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  });
  return opened;
}

/**
 * A signed-in student's catalogue: her grade with her finished quizzes marked, and the other grades folded. Those
 * are the catalogue as every reader sees it (kept by the gateway, not in her page's data): opened, their quizzes
 * load, and her marks on them show once they are live (her progress lists every quiz she has finished). Progress
 * is a second, private query: if it fails the catalogue still shows.
 */
export function StudentHome({ grades }: StudentHomeProps) {
  const t = useT();
  const othersId = useId();
  const { data, error, refetch } = useHomeProgressQuery();
  const opened = useOpened();
  const progress = data?.viewer?.progress ?? null;
  const mine = progress?.grade && progress.gradeQuizzes.length > 0 ? progress.grade : null;

  // One render with her order and marks, never a reshuffle under her finger: moving the sections once progress
  // arrived would re-mount them, dropping the focus (or the tap) from a quiz link.
  if (!progress && !error) return <LoadingState label={t('home.catalogue.loading')} />;

  return (
    <>
      {error && !progress ? (
        <LoadError message={t('home.student.progressFailed')} onRetry={() => void refetch()} />
      ) : null}
      {mine && progress ? (
        <>
          {grades.renderOwn(
            mine,
            progress.gradeQuizzes.map(({ quiz, attempted, countedSince, bestPercentage }) => ({
              ...quiz,
              mark: attempted
                ? { bestPercentage: bestPercentage ?? null, countedSince: countedSince ?? null }
                : null,
            })),
          )}
          <details className={styles.otherGrades} onToggle={opened.open}>
            <summary id={othersId}>{t('home.student.otherGrades')}</summary>
            {grades.renderOthers({ except: mine, until: opened.promise })}
          </details>
        </>
      ) : (
        grades.renderOthers({ except: null })
      )}
    </>
  );
}
