import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

interface ErrorLike {
  extensions?: { code?: unknown; retryAfterSeconds?: unknown } | null;
}

function fromBody(text: string): ErrorLike[] {
  try {
    const body = JSON.parse(text) as { errors?: ErrorLike[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/**
 * Minutes to wait when the gateway refused a sign-in as too many attempts (`RATE_LIMITED`, HTTP 429), else null.
 * The answer arrives as GraphQL errors or, depending on the negotiated content type, as a server error whose body
 * holds them; both are read.
 */
export function signInWaitMinutes(error: unknown): number | null {
  const errors: readonly ErrorLike[] = CombinedGraphQLErrors.is(error)
    ? error.errors
    : ServerError.is(error)
      ? fromBody(error.bodyText)
      : [];
  const limited = errors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (!limited) return null;
  const seconds = Number(limited.extensions?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}
