import { Link, useParams } from 'react-router';
import { hasErrorCode } from '@/apollo/client';
import { paths } from '@/lib/paths';
import { HistoryChart } from '@/components/ui/history-chart';
import { HistoryTable } from '@/components/ui/history-table';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useTeacherStudentHistoryScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { ArrowIcon } from '@/components/ui/icons/arrow-icon';
import styles from './teacher.module.css';

/** `/teacher/student/:username/quiz-history` — one student's history, for their teacher. */
export default function StudentHistoryScreen() {
  const t = useT();
  const { username = '' } = useParams();
  const { data, loading, error, refetch } = useTeacherStudentHistoryScreenQuery({ variables: { username } });
  const history = data?.viewer?.studentQuizHistory;
  const name = history?.fullName ?? username;

  let body;
  if (loading && !history) body = <LoadingState label={t('teacher.history.loading')} />;
  else if (hasErrorCode(error, 'FORBIDDEN'))
    body = <Notice tone="error">{t('teacher.history.forbidden')}</Notice>;
  else if (hasErrorCode(error, 'NOT_FOUND'))
    body = <Notice tone="error">{t('teacher.history.notFound', { username })}</Notice>;
  else if (error || !history)
    body = <LoadError message={t('teacher.history.failed')} error={error} onRetry={refetch} />;
  else if (history.entries.length === 0) body = <Notice tone="empty">{t('teacher.history.empty')}</Notice>;
  else
    body = (
      <>
        <HistoryChart title={t('teacher.history.chartTitle', { name })} points={history.entries} />
        <HistoryTable
          rows={history.entries}
          caption={t('teacher.history.caption', { name })}
          resultHref={(attemptId) => `${paths.quizResult(attemptId)}?student=${encodeURIComponent(username)}`}
        />
      </>
    );

  return (
    <>
      <Link className={styles.back} to={paths.teacherAssessment}>
        <ArrowIcon direction="back" />
        {t('teacher.history.back')}
      </Link>
      <PageHeader
        title={history ? t('teacher.history.pageTitle', { name }) : t('teacher.history.pageTitleGeneric')}
      />
      {body}
    </>
  );
}
