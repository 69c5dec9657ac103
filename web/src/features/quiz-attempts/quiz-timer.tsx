import { ProgressRing } from '@/components/ui/progress-ring';
import { useT } from '@/lib/i18n';
import styles from './attempt-quiz.module.css';
import { TIMER_CYCLE_SECONDS } from './formatting';
import { formatElapsed } from './use-elapsed-seconds';

/** Elapsed time as mm:ss, with a ring that goes round once every ten minutes. Informational only. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const t = useT();
  const cycle = Math.floor(seconds / TIMER_CYCLE_SECONDS);
  return (
    <div className={styles.timer}>
      {/* A new ring per cycle: it starts empty again instead of sweeping backwards. */}
      <ProgressRing
        key={cycle}
        value={(seconds % TIMER_CYCLE_SECONDS) / TIMER_CYCLE_SECONDS}
        size={44}
        thickness={5}
      />
      <span>
        <span className="visually-hidden">{t('quiz.timeSpent')} </span>
        <span role="timer" className={styles.timerText}>
          {formatElapsed(seconds)}
        </span>
      </span>
    </div>
  );
}
