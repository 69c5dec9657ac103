import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import styles from './teacher.module.css';

/** How many students a long list shows before "Show all": a phone screen or two of cards. */
export const FIRST_ROWS = 10;

/**
 * A long student list folded to its first rows, with a button to show them all (and to fold them again): a class
 * of fifty is otherwise metres of cards on a phone. Every student is still one tap away, and the table is whole
 * once opened; `render` draws the shown rows.
 */
export function FirstRows<T>({
  items,
  render,
}: {
  items: readonly T[];
  render: (shown: readonly T[]) => ReactNode;
}) {
  const t = useT();
  const [all, setAll] = useState(false);
  const folds = items.length > FIRST_ROWS;
  const shown = folds && !all ? items.slice(0, FIRST_ROWS) : items;
  return (
    <>
      {render(shown)}
      {folds ? (
        <p className={styles.foldControl}>
          <Button variant="secondary" aria-expanded={all} onClick={() => setAll((open) => !open)}>
            {all
              ? t('teacher.students.showFirst', { count: FIRST_ROWS })
              : t('teacher.students.showAll', { count: items.length })}
          </Button>
        </p>
      ) : null}
    </>
  );
}
