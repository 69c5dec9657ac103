import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { UserError, UserErrorCode } from './__generated__/resolvers-types';
import type { Logger } from './logging';
import { endpointTemplate } from './observability/endpoint-template';
import { UpstreamError } from './upstream/upstream-error';

/** The stable `extensions.code` values of the GraphQL errors resolvers raise (see the schema header). */
export const GATEWAY_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

const defaultMessages: Record<GatewayErrorCode, string> = {
  UNAUTHENTICATED: 'Please sign in.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'The request was not accepted.',
  UPSTREAM_TIMEOUT: 'Learnify took too long to answer. Please try again.',
  UPSTREAM_ERROR: 'Learnify is having trouble right now. Please try again.',
};

export function gatewayError(
  code: GatewayErrorCode,
  message?: string,
  extensions: Record<string, unknown> = {},
) {
  return new GraphQLError(message ?? defaultMessages[code], { extensions: { ...extensions, code } });
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
  const out: Record<string, string[]> = {};
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

/**
 * Converts an upstream 400 into payload `UserError`s: one per field message (field renamed via `fieldNames`,
 * else camelCased; `non_field_errors` → null), or a single request-level error from `detail`/`error`.
 */
export function userErrorsFromUpstream(
  err: UpstreamError,
  opts: { fieldNames?: Record<string, string | null>; code?: UserErrorCode; field?: string | null } = {},
): UserError[] {
  const code = opts.code ?? 'INVALID_INPUT';
  const fields = upstreamFieldErrors(err);
  if (fields) {
    return Object.entries(fields).flatMap(([key, msgs]) => {
      const renamed = opts.fieldNames?.[key];
      const field = key === 'non_field_errors' ? null : renamed === undefined ? camelCase(key) : renamed;
      return msgs.map((message) => ({ code, field, message }));
    });
  }
  return [
    { code, field: opts.field ?? null, message: upstreamMessage(err) ?? defaultMessages.BAD_USER_INPUT },
  ];
}

/** THE mapping from an upstream outcome to a GraphQL error. Never exposes HTML, stacks or tokens. */
export function upstreamToGraphQLError(err: UpstreamError): GraphQLError {
  if (err.failure === 'timeout') return gatewayError('UPSTREAM_TIMEOUT');
  if (err.failure !== 'http') return gatewayError('UPSTREAM_ERROR');
  const status = err.status ?? 0;
  const isJson = err.body?.kind === 'json' || err.body?.kind === 'empty';
  const message = upstreamMessage(err);
  const ext = { upstreamStatus: status };
  if (status === 401) return gatewayError('UNAUTHENTICATED', message, ext);
  if (status === 403) return gatewayError('FORBIDDEN', message, ext);
  // An HTML 404/400 is Django's own page: the route or host is wrong, which the user cannot fix.
  if (status === 404 && isJson) return gatewayError('NOT_FOUND', message, ext);
  if (status === 400 && isJson) {
    const fields = upstreamFieldErrors(err);
    const fieldErrors = fields
      ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [camelCase(k), v]))
      : undefined;
    return gatewayError('BAD_USER_INPUT', message, fieldErrors ? { ...ext, fieldErrors } : ext);
  }
  return gatewayError('UPSTREAM_ERROR', undefined, ext);
}

/**
 * Apollo `formatError`: upstream failures become their stable codes; unexpected errors are logged and reduced
 * to a generic message so nothing internal (stack, HTML, token) reaches a client.
 */
export function createFormatError(opts: { logger: Logger; exposeDetails: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof UpstreamError) {
      const mapped = upstreamToGraphQLError(original);
      logUpstream(opts.logger, original, String(mapped.extensions.code));
      return { ...formatted, message: mapped.message, extensions: { ...mapped.extensions } };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' && !(original instanceof GraphQLError)) {
      opts.logger.error({ err: original, path: formatted.path }, 'resolver failed');
      if (!opts.exposeDetails)
        return { ...formatted, message: 'Internal server error.', extensions: { code } };
    }
    return formatted;
  };
}

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
