import type { AttemptQuizScreen_AttemptFragment } from '@/gql/graphql';
import { quizSessionKey } from '@/lib/quiz-session-keys';
import type { Answers } from './answers';

/** An unfinished (real, not preview) attempt as kept on the device until it is finalized. */
export interface StoredQuizSession {
  version: 1;
  attempt: AttemptQuizScreen_AttemptFragment & { attemptId: string };
  answers: Answers;
  /** Questions whose latest answer the gateway has not confirmed. */
  unconfirmed: string[];
  elapsedSeconds: number;
  currentIndex: number;
  updatedAt: number;
}

/** A kept attempt older than this is abandoned: the next visit starts a new one. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

function isSession(value: unknown): value is StoredQuizSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredQuizSession>;
  return (
    v.version === 1 &&
    typeof v.attempt?.attemptId === 'string' &&
    Array.isArray(v.attempt.questions) &&
    typeof v.answers === 'object' &&
    Array.isArray(v.unconfirmed) &&
    typeof v.elapsedSeconds === 'number' &&
    typeof v.updatedAt === 'number'
  );
}

export function loadQuizSession(quizId: string, now = Date.now()): StoredQuizSession | null {
  try {
    const raw = window.localStorage.getItem(quizSessionKey(quizId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed) && now - parsed.updatedAt < RESUME_WINDOW_MS) return parsed;
    window.localStorage.removeItem(quizSessionKey(quizId));
  } catch (error) {
    console.warn('Could not read the kept quiz attempt.', error);
  }
  return null;
}

export function saveQuizSession(
  quizId: string,
  session: Omit<StoredQuizSession, 'version' | 'updatedAt'>,
): void {
  try {
    const record: StoredQuizSession = { ...session, version: 1, updatedAt: Date.now() };
    window.localStorage.setItem(quizSessionKey(quizId), JSON.stringify(record));
  } catch (error) {
    // Full or disabled storage: the answers still live in memory and are still being sent.
    console.warn('Could not keep the quiz answers on this device.', error);
  }
}

export function clearQuizSession(quizId: string): void {
  try {
    window.localStorage.removeItem(quizSessionKey(quizId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
