import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { UserError, UserErrorCode } from './__generated__/resolvers-types';
import type { Logger } from './logging';
import { endpointTemplate } from './observability/endpoint-template';
import { UpstreamError } from './upstream/upstream-error';
import type { UploadRefused } from './uploads/spool';

/**
 * The stable `extensions.code` values of GraphQL errors raised by resolvers (see the schema header and
 * docs/api.md, which also lists the codes of the pipeline: RATE_LIMITED, BAD_REQUEST, PERSISTED_QUERY_*…), with
 * our own words for each: no upstream text (Django's English, its serializer wording, token internals) ever reaches
 * a client. The web shows its own text per code in the reader's language; these are for the sandbox and mobile
 * clients.
 */
const defaultMessages = {
  UNAUTHENTICATED: 'Please sign in.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'The request was not accepted.',
  SUBSCRIPTION_EXPIRED: 'Your subscription has ended: quizzes can be previewed, not taken. Please renew it.',
  STANDING_UNKNOWN: 'Learnify could not confirm your account just now. Please try again in a moment.',
  SERVICE_UNAVAILABLE: 'Learnify cannot do this just now. Nothing was changed. Please try again in a moment.',
  UPSTREAM_TIMEOUT: 'Learnify took too long to answer. Please try again.',
  UPSTREAM_ERROR: 'Learnify is having trouble right now. Please try again.',
};
export type GatewayErrorCode = keyof typeof defaultMessages;
export const GATEWAY_ERROR_CODES = Object.keys(defaultMessages) as readonly GatewayErrorCode[];

/**
 * The CSRF refusal (docs/api.md, "CORS and CSRF"): a request a browser could send cross-site without a preflight
 * (GET, or a form or multipart POST) must carry a non-empty `Apollo-Require-Preflight` header.
 */
export const CSRF_MESSAGE =
  'Refused as a possible cross-site request: send the header "Apollo-Require-Preflight: true" with GET requests and uploads (JSON POSTs need nothing).';
const APOLLO_CSRF_PREFIX = 'This operation has been blocked as a potential Cross-Site Request Forgery';

/** A staff token (admin, manager): refused on every operation of this site, not only at sign-in. */
export function staffRefused() {
  return new GraphQLError('Staff accounts use the Learnify back office, not this site.', {
    extensions: { code: 'FORBIDDEN', reason: 'STAFF', http: { status: 403 } },
  });
}

/** Seconds a client waits before sending a retryable request again (the `Retry-After` of an HTTP error). */
export const RETRY_AFTER_SECONDS = 5;

/** Codes whose request may be sent again unchanged: `extensions.retryable: true`, and `Retry-After` on HTTP errors. */
const RETRYABLE: ReadonlySet<GatewayErrorCode> = new Set([
  'STANDING_UNKNOWN',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
]);

/** The account's standing could not be read: nothing that needs it was done; the same request may be sent again. */
export function standingUnknown(httpStatus?: number) {
  const http = httpStatus ? { http: { status: httpStatus } } : {};
  return gatewayError('STANDING_UNKNOWN', undefined, http);
}

/** "Please wait N minute(s) and try again." for a refusal's wait. */
export function pleaseWait(retryAfterMs: number): string {
  const minutes = Math.ceil(waitSeconds(retryAfterMs) / 60);
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** A wait in whole seconds, at least one (a `Retry-After`). */
export const waitSeconds = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 1000));

/** RATE_LIMITED for a refusal: HTTP 429 with `Retry-After`, and the wait in whole seconds in `retryAfterSeconds`. */
export function rateLimited(message: string, retryAfterMs: number, extensions: Record<string, unknown>) {
  const seconds = waitSeconds(retryAfterMs);
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      ...extensions,
      retryAfterSeconds: seconds,
      http: { status: 429, headers: new Map([['retry-after', String(seconds)]]) },
    },
  });
}

/** Why a request is not signed in, by what its credentials were (the viewer's kind). */
export type UnauthenticatedReason = 'MISSING' | 'EXPIRED' | 'SIGNED_OUT';
const UNAUTHENTICATED_MESSAGES: Record<UnauthenticatedReason, string> = {
  MISSING: 'Please sign in.',
  EXPIRED: 'Your sign-in has expired or is not valid: refresh it (refreshSession) or sign in again.',
  SIGNED_OUT: 'This session was signed out. Please sign in again.',
};

/**
 * UNAUTHENTICATED with its `reason`: MISSING (no credentials: sign in), EXPIRED (credentials the upstream refused:
 * refresh, then sign in), SIGNED_OUT (on the gateway's revocation list: sign in again; refreshing will not help).
 */
export function unauthenticated(
  viewerKind: 'none' | 'bearer' | 'cookie' | 'revoked' | 'refused' | UnauthenticatedReason,
  extensions: Record<string, unknown> = {},
) {
  const reason: UnauthenticatedReason =
    viewerKind === 'none' || viewerKind === 'MISSING'
      ? 'MISSING'
      : viewerKind === 'revoked' || viewerKind === 'SIGNED_OUT'
        ? 'SIGNED_OUT'
        : 'EXPIRED';
  return gatewayError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGES[reason], { ...extensions, reason });
}

/** The `http` extension of a retryable error refused as a whole: its status and `Retry-After`. */
function withRetryAfter(http: unknown): unknown {
  const status = (http as { status?: number } | undefined)?.status;
  if (!status || status < 500) return http;
  return { ...(http as object), headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) };
}

export function gatewayError(
  code: GatewayErrorCode,
  message?: string,
  extensions: Record<string, unknown> = {},
) {
  const retry = RETRYABLE.has(code)
    ? { retryable: true, ...('http' in extensions ? { http: withRetryAfter(extensions.http) } : {}) }
    : {};
  return new GraphQLError(message ?? defaultMessages[code], {
    extensions: { ...extensions, ...retry, code },
  });
}

// Upstream keys that carry a message or metadata rather than a field's errors.
const META_KEYS = new Set([
  'detail',
  'error',
  'message',
  'success',
  'code',
  'messages',
  'grade_changes_left',
]);
const MAX_MESSAGE = 300;

function clip(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > MAX_MESSAGE ? `${t.slice(0, MAX_MESSAGE - 1)}…` : t;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [clip(value)] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/** The human message of an upstream JSON error body: `detail`, then `error`, then `message`, then a field message. */
export function upstreamMessage(err: UpstreamError): string | undefined {
  const json = err.json;
  if (!json) return undefined;
  for (const key of ['detail', 'error', 'message']) {
    const first = messagesOf(json[key])[0];
    if (first) return first;
  }
  return Object.values(upstreamFieldErrors(err) ?? {})[0]?.[0];
}

/** Serializer field map (`{"field": ["msg"]}`) of an upstream 400, keyed by the upstream's field names. */
export function upstreamFieldErrors(err: UpstreamError): Record<string, string[]> | undefined {
  const json = err.json;
  if (!json) return undefined;
  // Keyed by the upstream's words: `__proto__` or `constructor` must stay plain keys, never reach a prototype.
  const out = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of Object.entries(json)) {
    if (META_KEYS.has(key)) continue;
    const msgs = messagesOf(value);
    if (msgs.length > 0) out[key] = msgs;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function camelCase(name: string): string {
  return name.replace(/[_-]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
}

/** Our words for the user errors made from an upstream refusal (the others are written where they are made). */
const USER_ERROR_MESSAGES = {
  INVALID_CREDENTIALS: 'Username or password is wrong, or the account is not active yet.',
  ROLE_NOT_ALLOWED: 'Admins and Managers must log in from the backend.',
  ACCOUNT_NOT_ACTIVE: 'Your account is not active yet. Please wait for activation.',
  INVALID_INPUT: 'This was not accepted. Please check it and try again.',
  WRONG_PASSWORD: 'The current password is wrong.',
  GRADE_CHANGE_LIMIT: 'The grade cannot be changed again this year.',
  MISSING_FILE: 'Please attach the file.',
} as const satisfies Partial<Record<UserErrorCode, string>>;

/** A refused upload as the payload's `UserError`: INVALID_INPUT on its input field, with the reason. */
export function uploadUserError(refused: UploadRefused, fieldNames: Record<string, string> = {}): UserError {
  return {
    code: 'INVALID_INPUT',
    field: fieldNames[refused.upload] ?? camelCase(refused.upload),
    message: refused.message,
    reason: refused.reason,
  };
}

/** What to say about a refused input field, by the input's name; others get INVALID_INPUT's words. */
const FIELD_MESSAGES: Record<string, string> = {
  username: 'Please check the username: it may be missing or already taken.',
  email: 'Please enter a valid email address.',
  gradeId: 'Please choose a grade from the list.',
  plan: 'Please choose a plan from the list.',
  profilePicture: 'The picture was not accepted. Please choose a PNG, JPEG, GIF or WebP image.',
  feeReceipt: 'The receipt was not accepted. Please attach a clear picture of it.',
  oldPassword: 'Please enter your current password.',
  newPassword: 'The new password was not accepted. Please choose another.',
  password: 'Please check the password.',
};

/** A user error with `code` about `field`, in our words (never the upstream's). */
export function userError(code: keyof typeof USER_ERROR_MESSAGES, field: string | null = null) {
  const message =
    (code === 'INVALID_INPUT' && field && Object.hasOwn(FIELD_MESSAGES, field) && FIELD_MESSAGES[field]) ||
    USER_ERROR_MESSAGES[code];
  return { code, field, message } satisfies UserError;
}

/**
 * Converts an upstream 400 into payload `UserError`s: one per refused field (field renamed via `fieldNames`, else
 * camelCased; `non_field_errors` → null), or a single request-level error. The upstream's words are only read to
 * know which fields it refused; the messages are ours.
 */
export function userErrorsFromUpstream(
  err: UpstreamError,
  opts: {
    fieldNames?: Record<string, string | null>;
    code?: keyof typeof USER_ERROR_MESSAGES;
    field?: string | null;
  } = {},
): UserError[] {
  const code = opts.code ?? 'INVALID_INPUT';
  const fields = upstreamFieldErrors(err);
  if (fields) {
    return Object.keys(fields).map((key) => {
      const renamed =
        opts.fieldNames && Object.hasOwn(opts.fieldNames, key) ? opts.fieldNames[key] : undefined;
      const field = key === 'non_field_errors' ? null : renamed === undefined ? camelCase(key) : renamed;
      return userError(code, field);
    });
  }
  return [userError(code, opts.field ?? null)];
}

/**
 * THE mapping from an upstream outcome to a GraphQL error: our own message for its code, never the upstream's
 * words, HTML, stacks or tokens. `upstreamStatus` (the REST status) only with `exposeStatus` (outside
 * production); on BAD_USER_INPUT, `fields` names the input fields the upstream refused (camelCased), not its words.
 */
export function upstreamToGraphQLError(
  err: UpstreamError,
  opts: { exposeStatus?: boolean } = {},
): GraphQLError {
  if (err.failure === 'timeout') return gatewayError('UPSTREAM_TIMEOUT');
  if (err.failure !== 'http') return gatewayError('UPSTREAM_ERROR');
  const status = err.status ?? 0;
  const isJson = err.body?.kind === 'json' || err.body?.kind === 'empty';
  const ext = opts.exposeStatus ? { upstreamStatus: status } : {};
  if (status === 401)
    return unauthenticated(err.signedOut ? 'SIGNED_OUT' : err.sentToken ? 'EXPIRED' : 'MISSING', ext);
  if (status === 403) return gatewayError('FORBIDDEN', undefined, ext);
  // An HTML 404/400 is Django's own page: the route or host is wrong, which the user cannot fix.
  if (status === 404 && isJson) return gatewayError('NOT_FOUND', undefined, ext);
  if (status === 400 && isJson) {
    const fields = Object.keys(upstreamFieldErrors(err) ?? {}).map(camelCase);
    return gatewayError('BAD_USER_INPUT', undefined, fields.length > 0 ? { ...ext, fields } : ext);
  }
  return gatewayError('UPSTREAM_ERROR', undefined, ext);
}

/**
 * Apollo `formatError`: upstream failures become their stable codes; unexpected errors are logged and reduced
 * to a generic message so nothing internal (stack, HTML, token) reaches a client.
 */
export function createFormatError(opts: { logger: Logger; exposeDetails: boolean; isProduction: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof UpstreamError) {
      const mapped = upstreamToGraphQLError(original, { exposeStatus: !opts.isProduction });
      logUpstream(opts.logger, original, String(mapped.extensions.code));
      return { ...formatted, message: mapped.message, extensions: { ...mapped.extensions } };
    }
    const code = formatted.extensions?.code;
    // Apollo's CSRF prevention (GET requests; multipart is refused before Apollo, in our words too).
    if (code === 'BAD_REQUEST' && formatted.message.startsWith(APOLLO_CSRF_PREFIX))
      return { message: CSRF_MESSAGE, extensions: { code: 'BAD_REQUEST', reason: 'CSRF' } };
    // Apollo refuses a hash that does not match its text with HTTP 400 but no code: give it one. Its message is
    // the only handle.
    if (code === 'INTERNAL_SERVER_ERROR' && isHashMismatch(original))
      return {
        message: 'The persisted-query hash does not match the query text.',
        extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
      };
    // Other HTTP 400 refusals of Apollo's (e.g. an unsupported persisted-query version) have no code either.
    if (
      code === 'INTERNAL_SERVER_ERROR' &&
      original instanceof GraphQLError &&
      httpStatusOf(original) === 400
    )
      return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
    if (code === 'INTERNAL_SERVER_ERROR' && !(original instanceof GraphQLError)) {
      opts.logger.error({ err: original, path: formatted.path }, 'resolver failed');
      if (!opts.exposeDetails)
        return { ...formatted, message: 'Internal server error.', extensions: { code } };
    }
    return formatted;
  };
}

const isHashMismatch = (err: unknown) =>
  err instanceof GraphQLError && !err.path && err.message === 'provided sha does not match query';
const httpStatusOf = (err: GraphQLError) => (err.extensions.http as { status?: unknown } | undefined)?.status;

function logUpstream(logger: Logger, err: UpstreamError, code: string) {
  const fields = {
    method: err.method,
    endpoint: endpointTemplate(err.path),
    status: err.status,
    failure: err.failure,
    code,
  };
  if (code === 'UPSTREAM_ERROR' || code === 'UPSTREAM_TIMEOUT') logger.warn(fields, 'upstream call failed');
  else logger.debug(fields, 'upstream refused');
}
