import { useId } from 'react';
import { Notice } from '@/components/ui/notice';
import type { HonourBoardSection_BoardFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { StarIcon } from '@/components/ui/icons/star-icon';
import { HonourGradeTable } from './honour-grade-table';
import styles from './honours.module.css';

/** One board (Shining Stars or National Heroes), grouped by grade; "No data available" when nobody qualifies. */
export function HonourBoardSection({ board }: { board: HonourBoardSection_BoardFragment }) {
  const t = useT();
  const id = useId();
  const title = t(`honours.boards.${board.kind}.title`);
  const grades = board.grades.filter((grade) => grade.topStudents.length > 0);
  return (
    <section className={styles.board} aria-labelledby={`${id}-title`}>
      <header className={styles.boardHeader}>
        <h2 id={`${id}-title`}>
          <StarIcon className={styles.star} />
          {title}
        </h2>
        <p>{t(`honours.boards.${board.kind}.subtitle`)}</p>
      </header>
      {grades.length === 0 ? (
        <Notice tone="empty">{t('honours.empty')}</Notice>
      ) : (
        <>
          <p className={styles.period}>{t('honours.period', { days: board.periodDays })}</p>
          {grades.map((grade) => (
            <HonourGradeTable
              key={grade.id}
              grade={grade}
              boardTitle={title}
              headingId={`${id}-${grade.id}`}
            />
          ))}
        </>
      )}
    </section>
  );
}
