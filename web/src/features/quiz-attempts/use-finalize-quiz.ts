import { useCallback, useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '@/apollo/client';
import { AttemptQuizFinalize_ViewerFragmentDoc } from '@/gql/graphql';
import { useAttemptQuizFinalizeMutation } from '@/gql/hooks';
import { cachedViewerId } from '@/lib/session';
import { isTransientError, retryDelayMs } from './transient-error';

export type FinalizeState =
  | { kind: 'idle' }
  | { kind: 'finalizing'; retrying: boolean }
  | { kind: 'failed'; reason: 'not-found' | 'forbidden' | 'other' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends an attempt. The gateway makes `finalizeQuiz` idempotent, so a call lost to a bad connection is simply
 * repeated (with backoff) until it goes through. Resolves with the attempt id to open the result of, or null when
 * the attempt cannot be finalized (or the screen was left).
 */
export function useFinalizeQuiz(onExpired: () => void) {
  const [finalizeQuiz] = useAttemptQuizFinalizeMutation({
    update(cache, { data }) {
      const result = data?.finalizeQuiz.result;
      const viewer = cachedViewerId(cache);
      if (!result || !viewer) return;
      cache.writeFragment({
        id: cache.identify({ __typename: 'Viewer', id: viewer }),
        fragment: AttemptQuizFinalize_ViewerFragmentDoc,
        variables: { attemptId: result.id },
        data: { __typename: 'Viewer', id: viewer, quizResult: { __typename: 'QuizResult', id: result.id } },
      });
    },
  });
  const [state, setState] = useState<FinalizeState>({ kind: 'idle' });
  // Retries stop when the child leaves the screen; the kept attempt is finalized on their next visit.
  const activeRef = useRef(true);
  useEffect(() => {
    activeRef.current = true;
    return () => {
      activeRef.current = false;
    };
  }, []);

  const finalize = useCallback(
    async (attemptId: string, durationSeconds: number): Promise<string | null> => {
      setState({ kind: 'finalizing', retrying: false });
      for (let failures = 1; ; failures += 1) {
        try {
          const { data } = await finalizeQuiz({ variables: { input: { attemptId, durationSeconds } } });
          return data?.finalizeQuiz.attemptId ?? attemptId;
        } catch (error) {
          console.warn('Finalizing the quiz failed.', error);
          // Refused for an expired subscription: the attempt stays on the device while the child renews.
          if (hasErrorCode(error, 'SUBSCRIPTION_EXPIRED')) onExpired();
          if (!isTransientError(error)) {
            const reason = hasErrorCode(error, 'NOT_FOUND')
              ? 'not-found'
              : hasErrorCode(error, 'FORBIDDEN')
                ? 'forbidden'
                : 'other';
            setState({ kind: 'failed', reason });
            return null;
          }
          setState({ kind: 'finalizing', retrying: true });
          await wait(retryDelayMs(failures));
          if (!activeRef.current) return null;
        }
      }
    },
    [finalizeQuiz, onExpired],
  );

  return { state, finalize };
}
