import type { ReactNode } from 'react';

/**
 * A data table that is a list of cards on a phone (styles/tables.css: one card per row, each cell named by its
 * `data-label`) and a table on wider screens, scrolling sideways inside its own focusable box when it must.
 */
export function CardTable({
  label,
  caption = 'shown',
  className,
  children,
}: {
  /** The table's caption, also the name of its box. */
  label: string;
  /** A caption the heading above already says is kept for screen readers only. */
  caption?: 'shown' | 'hidden';
  className?: string;
  /** The thead and tbody. */
  children: ReactNode;
}) {
  return (
    <div className="table-scroll card-table-box" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `card-table ${className}` : 'card-table'}>
        <caption className={caption === 'hidden' ? 'visually-hidden' : undefined}>{label}</caption>
        {children}
      </table>
    </div>
  );
}
