import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useAnnouncement } from '@/components/ui/live-region';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useQuizResultScreenQuery } from '@/gql/hooks';
import { useT, type MessageKey } from '@/lib/i18n';
import { useNumbers } from '@/lib/use-numbers';
import { ResultQuestionRow } from './result-question-row';
import { ResultSummary } from './result-summary';
import styles from './results.module.css';

function cheerFor(percentage: number): MessageKey {
  if (percentage >= 80) return 'results.result.cheer.great';
  if (percentage >= 50) return 'results.result.cheer.good';
  return 'results.result.cheer.keepGoing';
}

/** `/student/quiz-result/:attemptId/` — the score of one attempt and every question's answers. */
export default function QuizResultScreen() {
  const t = useT();
  const { percent } = useNumbers();
  const { attemptId = '' } = useParams();
  // A teacher arrives from a student's history (`?student=`): lead back there, not to a student-only page.
  const student = useSearchParams()[0].get('student');
  const { data, loading, error, refetch } = useQuizResultScreenQuery({ variables: { attemptId } });
  const result = data?.viewer?.quizResult;
  // The score is read out when it arrives, so a screen-reader user hears the result without hunting for it.
  useAnnouncement(
    result
      ? t('results.result.announce', {
          quiz: result.quizTitle,
          percent: percent(result.percentage),
          grade: result.gradeLetter,
        })
      : null,
  );

  const links = (
    <nav className={styles.links} aria-label={t('results.result.pageTitle')}>
      <Link className="btn btn-primary" to={paths.home}>
        {t('results.result.backHome')}
      </Link>
      {student ? (
        <Link className="btn btn-secondary" to={paths.teacherStudentHistory(student)}>
          {t('results.result.studentHistory', { username: student })}
        </Link>
      ) : (
        <Link className="btn btn-secondary" to={paths.studentQuizHistory}>
          {t('results.result.history')}
        </Link>
      )}
    </nav>
  );

  if (loading && !result) {
    return (
      <>
        <h1 className="visually-hidden">{t('results.result.pageTitle')}</h1>
        <LoadingState label={t('results.result.loading')} />
      </>
    );
  }

  if (error || !result) {
    return (
      <>
        <PageHeader title={t('results.result.pageTitle')} />
        <LoadError message={t('results.result.failed')} error={error} onRetry={refetch} />
        {links}
      </>
    );
  }

  return (
    <>
      <PageHeader title={result.quizTitle} authored lead={t(cheerFor(result.percentage))} />
      <ResultSummary result={result} />
      <section className={styles.section} aria-labelledby="result-questions-heading">
        <h2 id="result-questions-heading">{t('results.result.questionsTitle')}</h2>
        {result.questions.length === 0 ? (
          <Notice tone="empty">{t('results.result.noQuestions')}</Notice>
        ) : (
          <ol className={styles.questions} aria-labelledby="result-questions-heading">
            {result.questions.map((question) => (
              <ResultQuestionRow key={question.id} question={question} />
            ))}
          </ol>
        )}
      </section>
      {links}
    </>
  );
}
