import { useState } from 'react';
import { ProgressRing } from '@/components/ui/progress-ring';
import { useT } from '@/lib/i18n';
import styles from './attempt-quiz.module.css';
import { TIMER_CYCLE_SECONDS } from './formatting';
import { formatElapsed } from './use-elapsed-seconds';

const HIDDEN_KEY = 'learnify.timerHidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Elapsed time as mm:ss, with a ring that goes round once every ten minutes. Informational only: there is no time
 * limit, `role="timer"` is never announced on its own, and a child who feels hurried can hide it (remembered).
 */
export function QuizTimer({ seconds }: { seconds: number }) {
  const t = useT();
  const [hidden, setHidden] = useState(readHidden);
  const cycle = Math.floor(seconds / TIMER_CYCLE_SECONDS);

  function toggle() {
    const next = !hidden;
    setHidden(next);
    try {
      window.localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
    } catch {
      // Not remembered; the choice still holds for this quiz.
    }
  }

  return (
    <div className={styles.timer}>
      {hidden ? null : (
        <>
          {/* A new ring per cycle: it starts empty again instead of sweeping backwards. */}
          <ProgressRing
            key={cycle}
            value={(seconds % TIMER_CYCLE_SECONDS) / TIMER_CYCLE_SECONDS}
            size={44}
            thickness={5}
          />
          <span>
            <span className="visually-hidden">{t('quiz.timeSpent')} </span>
            <span role="timer" className={`${styles.timerText} ltr-isolate`}>
              {formatElapsed(seconds)}
            </span>
          </span>
        </>
      )}
      <button type="button" className={`btn btn-ghost ${styles.timerToggle}`} onClick={toggle}>
        {t(hidden ? 'quiz.showTimer' : 'quiz.hideTimer')}
      </button>
    </div>
  );
}
