import type { PerformanceTable_RowFragment } from '@/gql/graphql';
import { formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ClassFigure } from './class-figure';
import { subjectLabel } from './subject-label';
import { StarIcon } from '@/components/ui/icons/star-icon';
import styles from './performance.module.css';

/** Subject rows, then the Overall Performance row, highlighted by weight, background and a marker. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceTable_RowFragment[] }) {
  const t = useT();
  const percent = (value: number) => t('performance.table.percentValue', { value: formatPercent(value) });
  return (
    <div className="table-scroll" role="region" aria-label={t('performance.table.caption')} tabIndex={0}>
      <table>
        <caption>{t('performance.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('performance.table.subject')}</th>
            <th scope="col" className="num">
              {t('performance.table.yourAverage')}
            </th>
            <th scope="col" className="num">
              {t('performance.table.classAverage')}
            </th>
            <th scope="col" className="num">
              {t('performance.table.percentile')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={row.isOverall ? styles.overall : undefined}
              data-overall={row.isOverall}
            >
              <th scope="row">
                {row.isOverall ? <StarIcon className={styles.star} /> : null}
                {subjectLabel(row, t)}
              </th>
              <td className="num">{percent(row.studentAverage)}</td>
              <td className="num">
                <ClassFigure value={row.classComparison.classAverage} format={percent} />
              </td>
              <td className="num">
                <ClassFigure value={row.classComparison.ratio} format={formatPercent} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((row) => row.classComparison.unavailableReason) ? (
        <p className={styles.note}>{t('performance.table.notAvailableNote')}</p>
      ) : null}
    </div>
  );
}
