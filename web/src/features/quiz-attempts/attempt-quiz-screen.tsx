import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import { clearQuizSession } from './quiz-session-storage';
import { QuizPlayer } from './quiz-player';
import { useStartQuiz } from './use-start-quiz';

/** `/student/attempt-quiz/:quizId` — start (or resume) a quiz and take it. */
export default function AttemptQuizScreen() {
  const { quizId = '' } = useParams();
  // "Start again" forgets the kept attempt and remounts everything below with a fresh start.
  const [generation, setGeneration] = useState(0);
  const startOver = useCallback(() => {
    clearQuizSession(quizId);
    setGeneration((g) => g + 1);
  }, [quizId]);
  return <AttemptQuiz key={`${quizId}#${generation}`} quizId={quizId} onStartOver={startOver} />;
}

function AttemptQuiz({ quizId, onStartOver }: { quizId: string; onStartOver: () => void }) {
  const t = useT();
  const state = useStartQuiz(quizId);

  switch (state.kind) {
    case 'starting':
      return (
        <>
          <h1 className="visually-hidden">{t('quiz.pageTitle')}</h1>
          <LoadingState label={t(state.retrying ? 'quiz.startRetrying' : 'quiz.starting')} />
        </>
      );
    case 'not-found':
    case 'failed':
      return (
        <>
          <PageHeader title={t(state.kind === 'not-found' ? 'quiz.notFoundTitle' : 'quiz.failedTitle')} />
          {state.kind === 'not-found' ? (
            <Notice tone="empty">
              <p>{t('quiz.notFound')}</p>
              <Link to={paths.home}>{t('quiz.backHome')}</Link>
            </Notice>
          ) : (
            // Retrying opens the quiz afresh (a new start), as a reload would.
            <LoadError message={t('quiz.failed')} onRetry={onStartOver}>
              <Link to={paths.home}>{t('quiz.backHome')}</Link>
            </LoadError>
          )}
        </>
      );
    case 'ready':
      return (
        <>
          {state.resumed ? (
            <Notice tone="info">
              <p>{t('quiz.resumed')}</p>
              <Button variant="ghost" onClick={onStartOver}>
                {t('quiz.startOver')}
              </Button>
            </Notice>
          ) : null}
          <QuizPlayer quizId={quizId} attempt={state.attempt} resumed={state.resumed} />
        </>
      );
  }
}
