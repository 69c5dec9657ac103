import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { gradeLabel } from '@/lib/grade-label';
import { useI18n } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import { CardTable } from './card-table';
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
 * A quiz-history table (student's own history and a teacher's view of a student). On a phone each attempt is a
 * card led by its percentage, letter, date and "View result"; wider, a table that scrolls inside its own box.
 */
export function HistoryTable({ rows, caption, resultHref }: HistoryTableProps) {
  const { t, language } = useI18n();
  const { percent, number } = useNumbers();
  const missing = t('results.table.missing');
  const label = {
    quiz: t('results.table.quiz'),
    subject: t('results.table.subject'),
    chapter: t('results.table.chapter'),
    grade: t('results.table.grade'),
    marks: t('results.table.marks'),
    percentage: t('results.table.percentage'),
    gradeLetter: t('results.table.gradeLetter'),
    attemptedOn: t('results.table.attemptedOn'),
    result: t('results.table.result'),
  };

  return (
    <CardTable label={caption} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{label.quiz}</th>
          <th scope="col">{label.subject}</th>
          <th scope="col">{label.chapter}</th>
          <th scope="col">{label.grade}</th>
          <th scope="col" className="num">
            {label.marks}
          </th>
          <th scope="col" className="num">
            {label.percentage}
          </th>
          <th scope="col">{label.gradeLetter}</th>
          <th scope="col">{label.attemptedOn}</th>
          {resultHref ? <th scope="col">{label.result}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {/* Authored text is isolated: a title that begins with its number ("1. Nouns Quiz") keeps it in
                front in Urdu, while the card keeps the page's alignment. */}
            <th scope="row" className={styles.quiz}>
              <bdi>{row.quizTitle}</bdi>
            </th>
            <td data-label={label.subject}>
              <bdi>{row.subject ?? missing}</bdi>
            </td>
            <td data-label={label.chapter}>
              <bdi>{row.chapter ?? missing}</bdi>
            </td>
            <td data-label={label.grade} className={styles.nowrap}>
              {row.grade ? gradeLabel(t, row.grade) : missing}
            </td>
            <td data-label={label.marks} className={`num ${styles.nowrap}`}>
              <bdi dir="ltr">
                {t('results.table.marksValue', {
                  obtained: number(row.marksObtained),
                  total: number(totalMarks(row)),
                })}
              </bdi>
            </td>
            <td data-label={label.percentage} className="num cell-key cell-figure">
              {row.percentage === null || row.percentage === undefined ? missing : percent(row.percentage)}
            </td>
            <td data-label={label.gradeLetter} className={`${styles.letter} cell-key cell-figure`}>
              <bdi>{row.gradeLetter ?? missing}</bdi>
            </td>
            <td data-label={label.attemptedOn} className={`${styles.nowrap} cell-key cell-wide`}>
              {formatDateTime(row.attemptedAt, language) || missing}
            </td>
            {resultHref ? (
              <td data-label={label.result} className="cell-key cell-wide">
                <Link
                  to={resultHref(row.id)}
                  className={styles.resultLink}
                  aria-label={t('results.table.viewResultOf', { quiz: row.quizTitle })}
                >
                  {t('results.table.viewResult')}
                </Link>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
