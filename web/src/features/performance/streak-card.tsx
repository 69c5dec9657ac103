import { useId } from 'react';
import { FlameIcon } from '@/components/ui/icons/flame-icon';
import type { StreakCard_StreakFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import styles from './student-home.module.css';

/** The student's greeting (the title of her home) with her streak (days in a row, Pakistan time) and this week's count. */
export function StreakCard({
  name,
  streak,
}: {
  name: string | null;
  streak: StreakCard_StreakFragment | null;
}) {
  const t = useT();
  const id = useId();
  const days = streak?.currentDays ?? 0;
  const week = streak?.thisWeekCount ?? 0;
  return (
    <section className="card" aria-labelledby={id}>
      <h1 id={id} className={styles.greeting}>
        {name ? t('home.student.greeting', { name }) : t('home.student.greetingNoName')}
      </h1>
      {streak ? (
        <>
          <p className={styles.streakDays}>
            <FlameIcon size="1.75em" className={days > 0 ? styles.flameOn : styles.flameOff} />
            <span>
              {days === 0
                ? t('home.student.streak.none')
                : days === 1
                  ? t('home.student.streak.one')
                  : t('home.student.streak.days', { count: days })}
            </span>
          </p>
          <p>
            {days > 0 && !streak.activeToday ? `${t('home.student.streak.keepGoing')} ` : ''}
            {week === 1 ? t('home.student.streak.weekOne') : t('home.student.streak.week', { count: week })}
          </p>
        </>
      ) : null}
    </section>
  );
}
