import { CheckIcon } from '@/components/ui/icons/check-icon';
import { formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import styles from './student-home.module.css';

/** What a student has done with one quiz (from `myProgress`). */
export interface QuizMark {
  bestPercentage: number | null;
  attempts: number;
}

/** "Done · best 86 %" beside a finished quiz: a tick and words, so it never relies on colour alone. */
export function QuizDoneMark({ id, mark }: { id: string; mark: QuizMark }) {
  const t = useT();
  return (
    <span id={id} className={styles.doneMark}>
      <CheckIcon />
      <span>{t('home.student.done', { best: formatPercent(mark.bestPercentage) })}</span>
    </span>
  );
}
