import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { useTeacherClassOverviewQuery } from '@/gql/hooks';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import { ClassAverageChart } from './class-average-chart';
import { ClassStudentsTable } from './class-students-table';
import { FirstRows } from './first-rows';
import styles from './teacher.module.css';

/**
 * The class at a glance (gateway's `classOverview`): who needs help, who has not been active, the class average per
 * grade and subject, and each student's figures. Students whose history could not be read are named in a note.
 */
export function ClassOverview() {
  const t = useT();
  const { percent } = useNumbers();
  const headingId = useId();
  const { data, loading, error, refetch } = useTeacherClassOverviewQuery();
  const overview = data?.viewer?.classOverview;
  const students = overview?.students ?? [];
  // Lowest recent average first; longest inactive (never active first).
  const needsHelp = students
    .filter((s) => s.needsHelp)
    .sort((a, b) => (a.recentAveragePercentage ?? 0) - (b.recentAveragePercentage ?? 0));
  const inactive = students
    .filter((s) => s.inactive)
    .sort((a, b) => (a.lastActiveOn ?? '').localeCompare(b.lastActiveOn ?? ''));

  let body;
  if (loading && !overview) body = <LoadingState label={t('teacher.overview.loading')} />;
  else if (error || !overview)
    // Not an alert: when the student list fails too, its error (pointing to the find box) is the one to hear.
    body = (
      <div className={styles.overviewFailed}>
        <p>{t('teacher.overview.failed')}</p>
        <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          {t('teacher.overview.retry')}
        </Button>
      </div>
    );
  else {
    const nameOf = (s: { fullName?: string | null; username: string }) => s.fullName ?? s.username;
    body = (
      <>
        {overview.missing.length > 0 ? (
          <p role="note" className="notice notice-info">
            {t('teacher.overview.missing', { names: overview.missing.map(nameOf).join(', ') })}
          </p>
        ) : null}
        <div className={styles.overviewLists}>
          <section aria-labelledby={`${headingId}-help`} className="card">
            <h3 id={`${headingId}-help`}>{t('teacher.overview.needsHelp')}</h3>
            <p className={styles.count}>{t('teacher.overview.needsHelpRule')}</p>
            {needsHelp.length === 0 ? (
              <p>{t('teacher.overview.noneNeedHelp')}</p>
            ) : (
              <ul>
                {needsHelp.map((s) => (
                  <li key={s.id}>
                    {t('teacher.overview.needsHelpItem', {
                      name: nameOf(s),
                      value: percent(s.recentAveragePercentage),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={`${headingId}-inactive`} className="card">
            <h3 id={`${headingId}-inactive`}>{t('teacher.overview.inactive')}</h3>
            {inactive.length === 0 ? (
              <p>{t('teacher.overview.noneInactive')}</p>
            ) : (
              <ul>
                {inactive.map((s) => (
                  <li key={s.id}>
                    {s.lastActiveOn
                      ? t('teacher.overview.inactiveSince', {
                          name: nameOf(s),
                          date: formatDate(s.lastActiveOn),
                        })
                      : t('teacher.overview.inactiveNever', { name: nameOf(s) })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <ClassAverageChart averages={overview.subjectAverages} />
        {overview.students.length > 0 ? (
          <FirstRows items={overview.students} render={(shown) => <ClassStudentsTable students={shown} />} />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.overview}>
      <h2 id={headingId}>{t('teacher.overview.title')}</h2>
      {body}
    </section>
  );
}
