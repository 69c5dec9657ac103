import { useT } from '@/lib/i18n';
import styles from './attempt-quiz.module.css';

interface QuestionDotsProps {
  answered: readonly boolean[];
  current: number;
  /** Dots from this index on cannot be opened (preview mode). */
  reachable: number;
  onJump: (index: number) => void;
}

/** One dot per question: solid once answered, ringed when current; tap one to jump to it. */
export function QuestionDots({ answered, current, reachable, onJump }: QuestionDotsProps) {
  const t = useT();
  return (
    <nav aria-label={t('quiz.dots')}>
      <ol className={styles.dots}>
        {answered.map((isAnswered, index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.dot}
              data-answered={isAnswered}
              aria-current={index === current ? 'step' : undefined}
              aria-label={t(isAnswered ? 'quiz.dotAnswered' : 'quiz.dotUnanswered', { number: index + 1 })}
              disabled={index >= reachable}
              onClick={() => onJump(index)}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
