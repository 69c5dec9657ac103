import { useFragment } from '@apollo/client/react';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { QuizDoneMark_QuizFragmentDoc } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import styles from './quiz-mark.module.css';

/** What a student has done with one quiz. */
export interface QuizMark {
  bestPercentage: number | null;
  /** The day her attempts count from, when some may be older (the page then says "best since"). */
  countedSince: string | null;
}

/**
 * The signed-in student's mark on a quiz: the quiz's `myProgress`, read from the cache (her entry in the viewer's
 * progress, which her progress query loads); null until it is there, or when she has not finished the quiz.
 */
export function useQuizMark(quizId: string): QuizMark | null {
  const { data, complete } = useFragment({
    fragment: QuizDoneMark_QuizFragmentDoc,
    fragmentName: 'QuizDoneMark_quiz',
    from: { __typename: 'QuizSummary', id: quizId },
  });
  const progress = complete ? data.myProgress : null;
  return progress?.attempted
    ? {
        bestPercentage: progress.bestPercentage ?? null,
        countedSince: progress.countedSince ?? null,
      }
    : null;
}

/** "Done · best 86 %" beside a finished quiz: a tick and words, so it never relies on colour alone. */
export function QuizDoneMark({ id, mark }: { id: string; mark: QuizMark }) {
  const t = useT();
  const { percent } = useNumbers();
  return (
    <span id={id} className={styles.doneMark}>
      <CheckIcon />
      <span>
        {mark.countedSince
          ? t('home.student.doneSince', {
              best: percent(mark.bestPercentage),
              date: formatDate(mark.countedSince),
            })
          : t('home.student.done', { best: percent(mark.bestPercentage) })}
      </span>
    </span>
  );
}
