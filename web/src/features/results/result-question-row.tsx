import type { ResultQuestionRow_QuestionFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { CrossIcon } from '@/components/ui/icons/cross-icon';
import styles from './results.module.css';

/** One question of a result: the child's answer beside the correct one, marked with an icon and a word. */
export function ResultQuestionRow({ question }: { question: ResultQuestionRow_QuestionFragment }) {
  const t = useT();
  const answered = question.studentAnswer !== null && question.studentAnswer.trim() !== '';
  return (
    <li className={`card ${styles.question}`} data-correct={question.isCorrect}>
      <div className={styles.questionHead}>
        <h3 className={styles.questionNumber}>
          {t('results.result.questionNumber', { number: question.position })}
        </h3>
        <span className={styles.verdict} data-correct={question.isCorrect}>
          {question.isCorrect ? <CheckIcon /> : <CrossIcon />}
          {t(question.isCorrect ? 'results.result.isCorrect' : 'results.result.isIncorrect')}
        </span>
      </div>
      {/* Authored content keeps its own direction inside an Urdu page. */}
      <p className={styles.questionText} dir="auto">
        {question.text}
      </p>
      <dl className={styles.answers}>
        <div>
          <dt>{t('results.result.yourAnswer')}</dt>
          <dd className={answered ? undefined : styles.noAnswer}>
            {answered ? question.studentAnswer : t('results.result.noAnswer')}
          </dd>
        </div>
        <div>
          <dt>{t('results.result.correctAnswer')}</dt>
          <dd>{question.correctAnswer ?? t('results.table.missing')}</dd>
        </div>
      </dl>
    </li>
  );
}
