import { ProgressRing } from '@/components/ui/progress-ring';
import type { QuizResultScreenQuery } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import styles from './results.module.css';

type Result = NonNullable<NonNullable<QuizResultScreenQuery['viewer']>['quizResult']>;

/** The score at a glance: a ring with the percentage, then the counts, marks and letter grade. */
export function ResultSummary({ result }: { result: Result }) {
  const t = useT();
  const { percent: formatPercent, number } = useNumbers();
  const percent = formatPercent(result.percentage);
  const items = [
    ['results.result.total', number(result.totalQuestions)],
    ['results.result.correct', number(result.correctAnswers)],
    ['results.result.incorrect', number(result.totalQuestions - result.correctAnswers)],
    ['results.result.marks', number(result.marksObtained)],
    ['results.result.percentage', percent],
    // Isolated, so that Urdu shows "A+", not "+A".
    ['results.result.grade', <bdi>{result.gradeLetter}</bdi>],
  ] as const;

  return (
    <section className={`card ${styles.summary}`} aria-labelledby="result-summary-heading">
      <h2 id="result-summary-heading" className="visually-hidden">
        {t('results.result.summary')}
      </h2>
      <ProgressRing value={result.percentage / 100} size={112} thickness={12}>
        <span className={styles.ringText}>{percent}</span>
      </ProgressRing>
      <dl className={styles.stats}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
