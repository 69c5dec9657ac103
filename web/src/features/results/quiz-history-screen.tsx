import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { HistoryChart } from '@/components/ui/history-chart';
import { HistoryTable } from '@/components/ui/history-table';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useQuizHistoryScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';

/** `/student/quiz-history` — the latest result of every quiz the student finished. */
export default function QuizHistoryScreen() {
  const t = useT();
  const { data, loading, error, refetch } = useQuizHistoryScreenQuery();
  const entries = data?.viewer?.quizHistory?.entries;

  let body;
  if (loading && !entries) body = <LoadingState label={t('results.history.loading')} />;
  else if (error || !entries)
    body = <LoadError message={t('results.history.failed')} error={error} onRetry={refetch} />;
  else if (entries.length === 0)
    body = (
      <Notice tone="empty">
        <p>{t('results.history.empty')}</p>
        <Link to={paths.home}>{t('results.history.findQuiz')}</Link>
      </Notice>
    );
  else
    body = (
      <>
        <HistoryChart title={t('results.chart.title')} points={entries} />
        <HistoryTable rows={entries} caption={t('results.table.caption')} resultHref={paths.quizResult} />
      </>
    );

  return (
    <>
      <PageHeader title={t('results.history.pageTitle')} lead={t('results.history.lead')} />
      {body}
    </>
  );
}
