import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
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
          <Notice tone={state.kind === 'not-found' ? 'empty' : 'error'}>
            <p>{t(state.kind === 'not-found' ? 'quiz.notFound' : 'quiz.failed')}</p>
            <Link to={paths.home}>{t('quiz.backHome')}</Link>
          </Notice>
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
