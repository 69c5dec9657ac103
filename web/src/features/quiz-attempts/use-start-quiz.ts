import { useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '@/apollo/client';
import type { AttemptQuizScreen_AttemptFragment } from '@/gql/graphql';
import { useAttemptQuizStartMutation } from '@/gql/hooks';
import { takeEarlyStart } from '@/lib/quiz-start-early';
import { loadQuizSession, type StoredQuizSession } from './quiz-session-storage';
import { isTransientError, retryDelayMs } from './transient-error';

export type StartState =
  | { kind: 'starting'; retrying: boolean }
  | { kind: 'ready'; attempt: AttemptQuizScreen_AttemptFragment; resumed: StoredQuizSession | null }
  | { kind: 'not-found' }
  | { kind: 'failed' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a quiz: resumes the unfinished attempt kept on this device, else takes the `startQuiz` sent at the tap on
 * the quiz link, else calls `startQuiz`: once per screen, even under StrictMode, as each call creates an attempt
 * upstream. Connection problems are retried with backoff (spec: only logged; the child sees a calm "retrying").
 */
export function useStartQuiz(quizId: string): StartState {
  const [start] = useAttemptQuizStartMutation();
  const [state, setState] = useState<StartState>(() => {
    const kept = loadQuizSession(quizId);
    return kept
      ? { kind: 'ready', attempt: kept.attempt, resumed: kept }
      : { kind: 'starting', retrying: false };
  });
  // Survives StrictMode's unmount/remount simulation (same component instance), so the second effect run re-attaches
  // to the first run instead of starting another attempt.
  const runRef = useRef<{ attached: boolean } | null>(null);
  const mustStart = state.kind === 'starting';

  useEffect(() => {
    if (!runRef.current && mustStart) {
      const run = { attached: true };
      runRef.current = run;
      void (async () => {
        for (let failures = 1; ; failures += 1) {
          try {
            // The first try may already be on its way: sent at the tap on the quiz link (lib/quiz-start-early.ts).
            const early = failures === 1 ? takeEarlyStart(quizId) : null;
            const { data } = await (early ?? start({ variables: { input: { quizId } } }));
            const attempt = data?.startQuiz.attempt;
            setState(attempt ? { kind: 'ready', attempt, resumed: null } : { kind: 'failed' });
            return;
          } catch (error) {
            console.warn('Starting the quiz failed.', error);
            if (hasErrorCode(error, 'NOT_FOUND')) return setState({ kind: 'not-found' });
            if (!isTransientError(error)) return setState({ kind: 'failed' });
            setState({ kind: 'starting', retrying: true });
            await wait(retryDelayMs(failures));
            // The child left the screen: do not create an attempt nobody will see.
            if (!run.attached) return;
          }
        }
      })();
    }
    const run = runRef.current;
    if (run) run.attached = true;
    return () => {
      if (run) run.attached = false;
    };
  }, [mustStart, quizId, start]);

  return state;
}
