import { useEffect, useState, useSyncExternalStore } from 'react';
import { hasErrorCode } from '@/apollo/client';
import { useAttemptQuizSaveAnswerMutation } from '@/gql/hooks';
import { AnswerOutbox, type OutboxSnapshot } from './answer-outbox';
import { toSaveAnswerInput, type Answer } from './answers';

const IDLE: OutboxSnapshot = { status: 'idle', pendingIds: [] };
const noSubscription = () => () => {};
const idle = () => IDLE;

/**
 * The answer outbox of a real attempt (null in preview mode, where nothing is saved): each answer goes to
 * `saveAnswer` as it is given and is kept until the gateway confirms it. `initial` holds answers left unconfirmed
 * by an earlier visit. `onExpired` is told when the gateway refuses a save because the subscription has expired;
 * the answer stays in the outbox (and on the device), to be sent once the subscription is renewed.
 */
export function useSaveAnswer(
  attemptId: string | null,
  initial: ReadonlyArray<readonly [string, Answer]>,
  onExpired: () => void,
) {
  const [saveAnswer] = useAttemptQuizSaveAnswerMutation();
  const [outbox] = useState(() =>
    attemptId === null
      ? null
      : new AnswerOutbox<Answer>({
          initial,
          send: async (questionId, answer) => {
            const { data } = await saveAnswer({
              variables: { input: toSaveAnswerInput(attemptId, questionId, answer) },
            }).catch((error: unknown) => {
              if (hasErrorCode(error, 'SUBSCRIPTION_EXPIRED')) onExpired();
              throw error;
            });
            if (!data) throw new Error('The gateway sent no answer to saveAnswer.');
            return data.saveAnswer.status === 'REJECTED' ? 'rejected' : 'confirmed';
          },
        }),
  );

  useEffect(() => {
    if (!outbox) return;
    outbox.resume();
    return () => outbox.pause();
  }, [outbox]);

  const snapshot = useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.getSnapshot ?? idle);
  return { outbox, snapshot };
}
