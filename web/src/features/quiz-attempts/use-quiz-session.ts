import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AttemptQuizScreen_AttemptFragment } from '@/gql/graphql';
import type { Answer, Answers } from './answers';
import { clearQuizSession, saveQuizSession, type StoredQuizSession } from './quiz-session-storage';
import { useSaveAnswer } from './use-save-answer';

interface UseQuizSessionArgs {
  quizId: string;
  attempt: AttemptQuizScreen_AttemptFragment;
  resumed: StoredQuizSession | null;
  /** Exact time spent so far, kept with the answers so a resumed attempt's timer carries on. */
  readElapsed: () => number;
  /** Changes every few seconds, so the kept time stays roughly current even while the child thinks. */
  elapsedBucket: number;
  /** The gateway refused a save: the subscription has expired (the answer is kept). */
  onExpired: () => void;
}

/**
 * The state of one attempt on this device: the answers, the current question, and — for a real attempt — the
 * outbox delivering answers to the gateway. Everything is mirrored to localStorage after each change until the
 * attempt is finished, so a reload or a dead battery loses nothing.
 */
export function useQuizSession({
  quizId,
  attempt,
  resumed,
  readElapsed,
  elapsedBucket,
  onExpired,
}: UseQuizSessionArgs) {
  const [answers, setAnswers] = useState<Answers>(() => resumed?.answers ?? {});
  const [currentIndex, setCurrentIndex] = useState(() => resumed?.currentIndex ?? 0);
  const [unconfirmed] = useState(() =>
    (resumed?.unconfirmed ?? []).flatMap((id) => {
      const answer = resumed?.answers[id];
      return answer ? [[id, answer] as const] : [];
    }),
  );
  const { outbox, snapshot } = useSaveAnswer(attempt.attemptId, unconfirmed, onExpired);
  const finishedRef = useRef(false);

  const persist = useEffectEvent(() => {
    const { attemptId } = attempt;
    if (attemptId === null || finishedRef.current) return;
    saveQuizSession(quizId, {
      attempt: { ...attempt, attemptId },
      answers,
      unconfirmed: [...snapshot.pendingIds],
      elapsedSeconds: readElapsed(),
      currentIndex,
    });
  });

  useEffect(() => {
    persist();
  }, [answers, currentIndex, snapshot.pendingIds, elapsedBucket]);

  // The last chance before a phone suspends or closes the tab.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') persist();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  const setAnswer = useCallback(
    (questionId: string, answer: Answer, options?: { debounce?: boolean }) => {
      setAnswers((previous) => ({ ...previous, [questionId]: answer }));
      outbox?.put(questionId, answer, options);
    },
    [outbox],
  );

  const flush = useCallback(() => outbox?.flush(), [outbox]);
  const whenSettled = useCallback(() => outbox?.whenSettled() ?? Promise.resolve(), [outbox]);

  /** The attempt is over (finalized, or beyond saving): stop mirroring it and forget the kept copy. */
  const finish = useCallback(() => {
    finishedRef.current = true;
    clearQuizSession(quizId);
  }, [quizId]);

  return {
    answers,
    setAnswer,
    currentIndex,
    setCurrentIndex,
    flush,
    whenSettled,
    finish,
    saveStatus: snapshot.status,
  };
}
