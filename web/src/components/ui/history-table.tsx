import { Link } from 'react-router';
import { formatDateTime, formatPercent } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import styles from './history-table.module.css';

/** One completed attempt, as plain data (the shape of a quiz-history entry). */
export interface HistoryRow {
  id: string;
  quizTitle: string;
  subject?: string | null;
  chapter?: string | null;
  grade?: string | null;
  marksObtained?: number | null;
  marksPerQuestion?: number | null;
  totalQuestions?: number | null;
  percentage?: number | null;
  gradeLetter?: string | null;
  /** ISO date-time of completion. */
  attemptedAt?: string | null;
}

export interface HistoryTableProps {
  rows: readonly HistoryRow[];
  /** Visible table caption, also the name of the scrollable region. */
  caption: string;
  /** Where a row's result opens; no result column without it. */
  resultHref?: (attemptId: string) => string;
}

/** Total marks of an attempt: questions × marks per question (one mark each when not reported). */
export function totalMarks(row: HistoryRow): number | null {
  if (row.totalQuestions === null || row.totalQuestions === undefined) return null;
  return row.totalQuestions * (row.marksPerQuestion ?? 1);
}

/**
 * A quiz-history table (student's own history and a teacher's view of a student). Phones scroll it sideways
 * inside a focusable region, so keyboard users can scroll it too.
 */
export function HistoryTable({ rows, caption, resultHref }: HistoryTableProps) {
  const { t, language } = useI18n();
  const missing = t('results.table.missing');
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? missing : formatPercent(value);

  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.table.quiz')}</th>
            <th scope="col">{t('results.table.subject')}</th>
            <th scope="col">{t('results.table.chapter')}</th>
            <th scope="col">{t('results.table.grade')}</th>
            <th scope="col" className="num">
              {t('results.table.marks')}
            </th>
            <th scope="col" className="num">
              {t('results.table.percentage')}
            </th>
            <th scope="col">{t('results.table.gradeLetter')}</th>
            <th scope="col">{t('results.table.attemptedOn')}</th>
            {resultHref ? <th scope="col">{t('results.table.result')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.quiz}>
                {row.quizTitle}
              </th>
              <td>{row.subject ?? missing}</td>
              <td>{row.chapter ?? missing}</td>
              <td className={styles.nowrap}>{row.grade ?? missing}</td>
              <td className={`num ${styles.nowrap}`}>
                {t('results.table.marksValue', {
                  obtained: number(row.marksObtained),
                  total: number(totalMarks(row)),
                })}
              </td>
              <td className="num">
                {row.percentage === null || row.percentage === undefined
                  ? missing
                  : t('results.table.percentValue', { value: formatPercent(row.percentage) })}
              </td>
              <td className={styles.letter}>{row.gradeLetter ?? missing}</td>
              <td className={styles.nowrap}>{formatDateTime(row.attemptedAt, language) || missing}</td>
              {resultHref ? (
                <td>
                  <Link
                    to={resultHref(row.id)}
                    aria-label={t('results.table.viewResultOf', { quiz: row.quizTitle })}
                  >
                    {t('results.table.viewResult')}
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
