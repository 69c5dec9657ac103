import type { ApolloClient } from '@apollo/client';
import type { AttemptQuizStartMutation, AttemptQuizStartMutationVariables } from '@/gql/graphql';
import { quizSessionKey } from './quiz-session-keys';

/**
 * `startQuiz` sent at the tap on a quiz link, while the quiz screen's code is still on its way, so the first question
 * does not wait for the code. The quiz screen takes the answer over instead of asking again: one tap, one attempt
 * upstream. Docs: docs/decisions/0019-quiz-start-at-the-tap.md.
 */
type StartResult = { data?: AttemptQuizStartMutation | null };

interface Early {
  promise: Promise<StartResult>;
  at: number;
}

/** An early start the screen has not taken by then was for a tap that went nowhere (the screen never opened). */
const FRESH_MS = 30_000;

const early = new Map<string, Early>();

/**
 * The start document comes with the quiz feature's generated hooks, a chunk of its own: importing it here
 * statically would put it in every page's first JavaScript (decision 0015).
 */
const startDocument = () => import('@/gql/hooks/quiz-attempts').then((m) => m.AttemptQuizStartDocument);

/** Fetches the start document ahead of a tap (hover, focus, idle); harmless to call again. */
export function preloadQuizStart(): void {
  startDocument().catch(() => undefined);
}

function hasKeptAttempt(quizId: string): boolean {
  try {
    return window.localStorage.getItem(quizSessionKey(quizId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Starts the quiz now, unless this device keeps an unfinished attempt of it (the screen resumes that one) or a
 * start is already under way. The promise's rejection is handled here and again by whoever takes it, so a failure
 * nobody takes is not an unhandled rejection.
 */
export function startQuizEarly(client: ApolloClient, quizId: string, now = Date.now()): void {
  const current = early.get(quizId);
  if ((current && now - current.at < FRESH_MS) || hasKeptAttempt(quizId)) return;
  const promise = startDocument().then((mutation) =>
    client.mutate<AttemptQuizStartMutation, AttemptQuizStartMutationVariables>({
      mutation,
      variables: { input: { quizId } },
    }),
  );
  promise.catch(() => undefined);
  early.set(quizId, { promise, at: now });
}

/** The start sent at the tap for this quiz, once: the caller owns its answer (and its failure). */
export function takeEarlyStart(quizId: string, now = Date.now()): Promise<StartResult> | null {
  const found = early.get(quizId);
  early.delete(quizId);
  return found && now - found.at < FRESH_MS ? found.promise : null;
}
