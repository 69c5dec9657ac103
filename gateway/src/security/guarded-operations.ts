import { tokenDigest } from '../session/token-facts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { upstreamToGraphQLError } from '../errors';
import { accountKey } from '../session/revocation';
import { UpstreamError } from '../upstream/upstream-error';
import { pythonStrip } from '../lib/python-strip';

/**
 * THE list of sign-in-like operations: each Mutation field here goes through the sign-in guard when its resolver
 * runs, however the document reached it. An operation that checks a password is added here and in
 * `GUARDED_OPERATION_SPECS`; the guard refuses to start if one has no resolver, and the tests read this list.
 */
export const GUARDED_OPERATIONS = ['login', 'registerAccount', 'changePassword'] as const;

export type GuardedOperation = (typeof GUARDED_OPERATIONS)[number];

/**
 * Session operations limited per client address (`RATE_LIMIT_LOGOUT_PER_IP`, `RATE_LIMIT_REFRESH_PER_IP`), also at
 * the moment their resolver runs; they check no password, so they are not in the one-per-request rule above.
 */
export const SESSION_OPERATIONS = ['logout', 'refreshSession'] as const;

export type SessionOperation = (typeof SESSION_OPERATIONS)[number];

/** Every operation the guard wraps: the sign-in-like ones and the session ones. */
export const LIMITED_OPERATIONS = [...GUARDED_OPERATIONS, ...SESSION_OPERATIONS] as const;

export type LimitedOperation = (typeof LIMITED_OPERATIONS)[number];

export const isSessionOperation = (op: LimitedOperation): op is SessionOperation =>
  (SESSION_OPERATIONS as readonly string[]).includes(op);

/**
 * What a finished guarded call proved about the password it was given. `unanswered`: the upstream did not answer
 * (UPSTREAM_ERROR, UPSTREAM_TIMEOUT), so nothing was judged and every reservation is given back.
 */
export type GuardedOutcome = 'succeeded' | 'failed' | 'neither' | 'unanswered';

/** The error says the upstream failed or timed out: no password was judged. */
function upstreamDidNotAnswer(error: unknown): boolean {
  const graphqlError = error instanceof UpstreamError ? upstreamToGraphQLError(error) : error;
  const code = graphqlError instanceof GraphQLError ? graphqlError.extensions.code : undefined;
  return code === 'UPSTREAM_ERROR' || code === 'UPSTREAM_TIMEOUT';
}

export interface GuardedOperationSpec {
  /**
   * Which counters it uses: `sign-in` (per address; failures per (subject, address) and per subject), `sign-up`
   * (per address; attempts per subject) or `password-change` (failures per (subject, address) and per subject,
   * counted apart from sign-ins).
   */
  kind: 'sign-in' | 'sign-up' | 'password-change';
  /** Who the attempt is about: the username typed, or the signed-in account. Null when there is none. */
  subject(input: Record<string, unknown> | undefined, ctx: GatewayContext): string | null;
  /** What the resolver's answer (or the error it threw) proved. */
  outcome(result: unknown, error: unknown): GuardedOutcome;
}

// Trimmed as the REST API trims it, so a prefix it strips cannot open a fresh (username, address) pair.
const typedUsername = (input: Record<string, unknown> | undefined) =>
  typeof input?.username === 'string' ? pythonStrip(input.username).toLowerCase() || null : null;

const hasErrorCode = (result: unknown, code: string) =>
  ((result as { errors?: Array<{ code?: string }> } | null)?.errors ?? []).some((e) => e.code === code);

/** The signed-in account a password change is about: the cookie session's account, else the bearer token's. */
function signedInAccount(ctx: GatewayContext): string | null {
  const session = ctx.viewer.cookieSession;
  if (session) return session.uid;
  const token = ctx.viewer.kind === 'bearer' ? ctx.viewer.accessToken : null;
  if (!token) return null;
  const key = accountKey(token, '');
  // A token without an account id still names one holder: its own hash.
  return key.startsWith('id:') ? key : `token:${tokenDigest(token)}`;
}

export const GUARDED_OPERATION_SPECS: Record<GuardedOperation, GuardedOperationSpec> = {
  login: {
    kind: 'sign-in',
    subject: (input) => typedUsername(input),
    // Any answered sign-in that did not produce a session counts as a failure of this pair (staff included: their
    // password was right, but a guesser must not learn that from a faster limit).
    outcome: (result, error) => {
      if (error) return upstreamDidNotAnswer(error) ? 'unanswered' : 'failed';
      return (result as { session?: unknown } | null)?.session ? 'succeeded' : 'failed';
    },
  },
  registerAccount: {
    kind: 'sign-up',
    subject: (input) => typedUsername(input),
    outcome: (_result, error) => (upstreamDidNotAnswer(error) ? 'unanswered' : 'neither'),
  },
  changePassword: {
    kind: 'password-change',
    subject: (_input, ctx) => signedInAccount(ctx),
    outcome: (result, error) => {
      if (error) return upstreamDidNotAnswer(error) ? 'unanswered' : 'neither';
      if ((result as { success?: boolean } | null)?.success) return 'succeeded';
      return hasErrorCode(result, 'WRONG_PASSWORD') ? 'failed' : 'neither';
    },
  },
};
