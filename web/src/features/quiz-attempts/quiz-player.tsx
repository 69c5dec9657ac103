import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { AttemptQuizScreen_AttemptFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useExpiredRedirect } from '@/lib/session';
import { ArrowIcon } from '@/components/ui/icons/arrow-icon';
import { isAnswered, type Answer } from './answers';
import styles from './attempt-quiz.module.css';
import { PREVIEW_QUESTION_LIMIT } from './formatting';
import { PreviewNotice } from './preview-notice';
import { QuestionCard } from './question-card';
import { QuestionDots } from './question-dots';
import type { StoredQuizSession } from './quiz-session-storage';
import { SaveStatusLine } from './save-status';
import { QuizTimer } from './quiz-timer';
import { useElapsedSeconds } from './use-elapsed-seconds';
import { useEnterToAdvance } from './use-enter-to-advance';
import { useFinalizeQuiz } from './use-finalize-quiz';
import { useQuizSession } from './use-quiz-session';

interface QuizPlayerProps {
  quizId: string;
  attempt: AttemptQuizScreen_AttemptFragment;
  resumed: StoredQuizSession | null;
}

/** Taking a started quiz: one question at a time, answers saved as they are given, then submit. */
export function QuizPlayer({ quizId, attempt, resumed }: QuizPlayerProps) {
  const t = useT();
  const navigate = useNavigate();
  const { questions, attemptId } = attempt;
  const preview = attempt.previewMode || attemptId === null;
  const reachable = preview ? Math.min(PREVIEW_QUESTION_LIMIT, questions.length) : questions.length;
  const [submitting, setSubmitting] = useState(false);
  const submittedRef = useRef(false);
  const timer = useElapsedSeconds(resumed?.elapsedSeconds ?? 0, !submitting);
  // Spec §4: an expired subscription shows the alert and opens renewal 500 ms later; answers stay on the device.
  const { expiredAlert, redirectToRenewal } = useExpiredRedirect();
  const session = useQuizSession({
    quizId,
    attempt,
    resumed,
    readElapsed: timer.read,
    elapsedBucket: Math.floor(timer.seconds / 15),
    onExpired: redirectToRenewal,
  });
  const { state: finalizeState, finalize } = useFinalizeQuiz(redirectToRenewal);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const index = Math.max(0, Math.min(session.currentIndex, reachable - 1));
  const question = questions[index];
  const answered = questions.map((q) => isAnswered(q, session.answers[q.id]));
  const currentAnswered = answered[index] ?? false;
  const isLast = index === reachable - 1;

  // Moving to another question moves focus to its heading, so screen readers announce it.
  const shownIndexRef = useRef(index);
  useEffect(() => {
    if (shownIndexRef.current === index) return;
    shownIndexRef.current = index;
    headingRef.current?.focus();
  }, [index]);

  function goTo(target: number) {
    if (target < 0 || target >= reachable || submitting) return;
    session.flush();
    session.setCurrentIndex(target);
  }

  async function submit() {
    if (attemptId === null || submittedRef.current) return;
    submittedRef.current = true;
    const durationSeconds = Math.round(timer.read());
    setSubmitting(true);
    session.flush();
    await session.whenSettled();
    const finalizedId = await finalize(attemptId, durationSeconds);
    if (finalizedId === null) return session.finish();
    session.finish();
    navigate(paths.quizResult(finalizedId), { replace: true });
  }

  function advance() {
    if (!currentAnswered || submitting) return;
    if (!isLast) goTo(index + 1);
    else if (!preview) void submit();
  }

  useEnterToAdvance(advance);

  if (!question) {
    return (
      <>
        <h1>{attempt.quizTitle}</h1>
        <Notice tone="empty">{t('quiz.noQuestions')}</Notice>
        <Link to={paths.home}>{t('quiz.backHome')}</Link>
      </>
    );
  }

  const failed = finalizeState.kind === 'failed' ? finalizeState.reason : null;

  return (
    <div className={styles.player}>
      <header className={styles.header}>
        <h1 className={styles.title} dir="auto">
          {attempt.quizTitle}
        </h1>
        <div className={styles.meta}>
          <QuizTimer seconds={timer.seconds} />
          <SaveStatusLine save={session.saveStatus} submitting={submitting} finalize={finalizeState} />
        </div>
      </header>
      {expiredAlert ? <Notice tone="error">{t('common.session.expired')}</Notice> : null}
      {preview ? <PreviewNotice /> : null}
      <QuestionDots answered={answered} current={index} reachable={reachable} onJump={goTo} />
      <QuestionCard
        key={question.id}
        question={question}
        number={index + 1}
        total={reachable}
        answer={session.answers[question.id]}
        formatting={attempt.formatting}
        headingRef={headingRef}
        onAnswer={(answer: Answer, options) => {
          if (!submitting) session.setAnswer(question.id, answer, options);
        }}
        onBlankBlur={session.flush}
      />
      {failed ? (
        <Notice tone="error">
          <p>{t(`quiz.finalizeFailed.${failed}`)}</p>
          <Link to={paths.home}>{t('quiz.backHome')}</Link>
        </Notice>
      ) : null}
      <div className={styles.nav}>
        <Button variant="secondary" disabled={index === 0 || submitting} onClick={() => goTo(index - 1)}>
          {/* Arrows point along the reading direction: mirrored in Urdu (right-to-left). */}
          <ArrowIcon direction="back" />
          {t('quiz.previous')}
        </Button>
        {isLast && preview ? (
          <Button onClick={() => navigate(paths.home)}>{t('quiz.exitPreview')}</Button>
        ) : isLast ? (
          <Button
            disabled={!currentAnswered || failed !== null}
            busy={submitting && failed === null}
            onClick={() => void submit()}
          >
            {t('quiz.submit')}
          </Button>
        ) : (
          <Button disabled={!currentAnswered || submitting} onClick={() => goTo(index + 1)}>
            {t('quiz.next')}
            <ArrowIcon direction="forward" />
          </Button>
        )}
      </div>
      <p className={styles.hint}>{t('quiz.enterHint')}</p>
    </div>
  );
}
