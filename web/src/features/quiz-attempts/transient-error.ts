import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Codes that will not change by asking again. UNAUTHENTICATED is deliberately absent: the app sends the child to
 * the login page, and the kept answers must survive to be sent after they sign in again.
 */
const PERMANENT_CODES = new Set([
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);

/**
 * True when retrying may succeed: no connection, a time-out, an upstream hiccup, a bad gateway response, or an
 * error the gateway marks `retryable` (STANDING_UNKNOWN: the account could not be checked just now).
 */
export function isTransientError(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  if (error.errors.some((e) => e.extensions?.['retryable'] === true)) return true;
  return !error.errors.some((e) => PERMANENT_CODES.has(String(e.extensions?.['code'] ?? '')));
}

/** Backoff for the n-th consecutive failure (1-based): 1 s, 2 s, 4 s, 8 s, then 15 s at most. */
export function retryDelayMs(failures: number, baseMs = 1000, maxMs = 15_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs);
}
