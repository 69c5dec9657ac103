import { useMemo } from 'react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { UserErrorCode } from '@/gql/graphql';
import { en } from '@/locales/en';
import { useT, type Translate } from './i18n';

/*
 * The one place that turns an error into words on screen. Every text comes from our catalogues, keyed by the
 * error's stable code; the server's `message` is never shown (it may be the Learnify API's English, inside an Urdu
 * sentence). A code this build does not know gets a general text rather than the server's.
 */

/** What the gateway said went wrong, read from whatever Apollo Client handed over. */
export type GatewayFailure =
  | { kind: 'code'; code: string; retryAfterSeconds: number | null }
  /** No GraphQL answer at all: offline, a dropped connection, a proxy's error page. */
  | { kind: 'network' };

interface ErrorLike {
  extensions?: { code?: unknown; retryAfterSeconds?: unknown } | null;
}

function errorsInBody(text: string): ErrorLike[] {
  try {
    const body = JSON.parse(text) as { errors?: ErrorLike[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/**
 * The first coded error in a failed operation. Refusals such as RATE_LIMITED (HTTP 429) arrive as GraphQL errors or,
 * depending on the negotiated content type, as a server error whose body holds them; both are read.
 */
export function gatewayFailureOf(error: unknown): GatewayFailure {
  const errors: readonly ErrorLike[] = CombinedGraphQLErrors.is(error)
    ? error.errors
    : ServerError.is(error)
      ? errorsInBody(error.bodyText)
      : [];
  const coded = errors.find((e) => typeof e.extensions?.code === 'string');
  if (!coded) return { kind: 'network' };
  const seconds = Number(coded.extensions?.retryAfterSeconds);
  return {
    kind: 'code',
    code: String(coded.extensions?.code),
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  };
}

const hasKey = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** Our text for a failed operation (a hook's `error`, or what `mutate` threw). */
export function gatewayErrorText(t: Translate, error: unknown): string {
  const failure = gatewayFailureOf(error);
  if (failure.kind === 'network') return t('errors.network');
  if (failure.code === 'RATE_LIMITED')
    return t('errors.gateway.RATE_LIMITED', { minutes: Math.ceil((failure.retryAfterSeconds ?? 60) / 60) });
  return hasKey(en.errors.gateway, failure.code) ? t(`errors.gateway.${failure.code}`) : t('errors.unknown');
}

/** A mutation payload's problem (`UserError`), as far as the screen needs it. */
export interface CodedUserError {
  code: UserErrorCode | string;
  field?: string | null;
}

/** Our text for a `UserError`: a field-specific one where we have it, else the code's. */
export function userErrorText(t: Translate, error: CodedUserError): string {
  if (error.code === 'INVALID_INPUT' && error.field && hasKey(en.errors.field, error.field))
    return t(`errors.field.${error.field}`);
  return hasKey(en.errors.user, error.code) ? t(`errors.user.${error.code}`) : t('errors.unknown');
}

/** The two lookups bound to the reader's language. */
export function useErrorText() {
  const t = useT();
  return useMemo(
    () => ({
      forFailure: (error: unknown) => gatewayErrorText(t, error),
      forUserError: (error: CodedUserError) => userErrorText(t, error),
    }),
    [t],
  );
}
