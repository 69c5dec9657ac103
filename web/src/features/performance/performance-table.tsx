import { CardTable } from '@/components/ui/card-table';
import type { PerformanceTable_RowFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import { ClassFigure } from './class-figure';
import { subjectLabel } from './subject-label';
import { StarIcon } from '@/components/ui/icons/star-icon';
import styles from './performance.module.css';

/** Subject rows, then the Overall Performance row, highlighted by weight, background and a marker. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceTable_RowFragment[] }) {
  const t = useT();
  const { percent, number } = useNumbers();
  const label = {
    yourAverage: t('performance.table.yourAverage'),
    classAverage: t('performance.table.classAverage'),
    percentile: t('performance.table.percentile'),
  };
  return (
    <>
      <CardTable label={t('performance.table.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('performance.table.subject')}</th>
            <th scope="col" className="num">
              {label.yourAverage}
            </th>
            <th scope="col" className="num">
              {label.classAverage}
            </th>
            <th scope="col" className="num">
              {label.percentile}
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
              <td data-label={label.yourAverage} className="num cell-figure">
                {percent(row.studentAverage)}
              </td>
              <td data-label={label.classAverage} className="num cell-figure">
                <ClassFigure value={row.classComparison.classAverage} format={percent} />
              </td>
              <td data-label={label.percentile} className="num">
                <ClassFigure value={row.classComparison.ratio} format={number} />
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
      {rows.some((row) => row.classComparison.unavailableReason) ? (
        <p className={styles.note}>{t('performance.table.notAvailableNote')}</p>
      ) : null}
    </>
  );
}
