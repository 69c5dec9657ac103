import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useSubjectPerformanceScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { PerformanceChart } from './performance-chart';
import { PerformanceTable } from './performance-table';
import styles from './performance.module.css';

/** `/student/assessment` — subject-wise performance against the class, as a table and a chart. */
export default function SubjectPerformanceScreen() {
  const t = useT();
  const { data, loading, error, refetch } = useSubjectPerformanceScreenQuery();
  const performance = data?.viewer?.subjectPerformance;

  let body;
  if (loading && !performance) body = <LoadingState label={t('performance.loading')} />;
  else if (error || !performance)
    body = <LoadError message={t('performance.failed')} error={error} onRetry={refetch} />;
  else {
    // The schema keeps the overall row out of `subjects` (the gateway splits it off); shown last.
    const { subjects, overall } = performance;
    body =
      subjects.length === 0 && !overall ? (
        <Notice tone="empty">
          <p>{t('performance.empty')}</p>
          <Link to={paths.home}>{t('performance.findQuiz')}</Link>
        </Notice>
      ) : (
        <div className={styles.layout}>
          <PerformanceTable rows={overall ? [...subjects, overall] : subjects} />
          {subjects.length > 0 ? <PerformanceChart rows={subjects} /> : null}
        </div>
      );
  }

  return (
    <>
      <PageHeader title={t('performance.pageTitle')} lead={t('performance.lead')} />
      {body}
    </>
  );
}
