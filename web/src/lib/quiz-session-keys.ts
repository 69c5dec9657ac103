/**
 * Unfinished quiz attempts are kept in localStorage (answers the gateway has not confirmed yet included) under
 * keys with this prefix, one per quiz. The quiz screen owns the contents; this module only names the keys so that
 * signing out can forget them without knowing the quiz feature.
 */
export const QUIZ_SESSION_PREFIX = 'learnify:quiz-session:';

export function quizSessionKey(quizId: string): string {
  return `${QUIZ_SESSION_PREFIX}${quizId}`;
}

/** Forgets every kept attempt, e.g. on sign-out, so the next child on a shared phone starts fresh. */
export function clearQuizSessions(storage: Storage = window.localStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(QUIZ_SESSION_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, disabled): then there is nothing kept to forget.
  }
}
