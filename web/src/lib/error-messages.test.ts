import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { ur } from '@/locales/ur';
import { gatewayErrorText, gatewayFailureOf, userErrorText } from './error-messages';
import type { Translate } from './i18n';
import apiDoc from '../../../docs/api.md?raw';
import schema from '../../../schema.graphql?raw';

/** The `UserErrorCode` values as the contract declares them (a code added there must get our words here). */
function schemaUserErrorCodes(): string[] {
  const body = /enum UserErrorCode \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
  return body
    .replace(/"""[\s\S]*?"""/g, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z_]+$/.test(word));
}

/** The gateway codes the web must word (docs/api.md). */
const GATEWAY_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
  'RATE_LIMITED',
  'PERSISTED_QUERY_REQUIRED',
  'SUBSCRIPTION_EXPIRED',
  'STANDING_UNKNOWN',
  'BAD_REQUEST',
];

/** Every `extensions.code` docs/api.md lists (its table of GraphQL error codes). */
function documentedGatewayCodes(): string[] {
  const table = apiDoc.slice(apiDoc.indexOf('| `extensions.code`'));
  return [...new Set([...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]!))];
}

const SERVER_TEXT = 'No active account found with the given credentials';
const fail = (code: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message: SERVER_TEXT, extensions: { code, ...extra } }] });

/** A translate over one catalogue, without React. */
const translateWith =
  (catalogue: unknown): Translate =>
  (key, vars) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
    if (typeof text !== 'string') throw new Error(`no message for ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars?.[name]));
  };

describe.each([
  ['en', en],
  ['ur', ur],
] as const)('error texts in %s', (_language, catalogue) => {
  const t = translateWith(catalogue);

  it('has our own words for every UserErrorCode in schema.graphql', () => {
    const codes = schemaUserErrorCodes();
    expect(codes).toEqual(expect.arrayContaining(['INVALID_CREDENTIALS', 'GUARDIAN_CONSENT_REQUIRED']));
    for (const code of codes) {
      const text = userErrorText(t, { code });
      expect({ code, text }).toEqual({ code, text: t(`errors.user.${code}` as never) });
      expect(text).not.toBe(t('errors.unknown'));
    }
  });

  it.each(GATEWAY_CODES)('words %s itself and never repeats the server', (code) => {
    const text = gatewayErrorText(t, fail(code, { retryAfterSeconds: 150 }));
    expect(text).not.toContain(SERVER_TEXT);
    expect(text).not.toBe(t('errors.unknown'));
    if (code === 'RATE_LIMITED') expect(text).toContain('3');
  });

  it('has our own words for every extensions.code in docs/api.md', () => {
    const codes = documentedGatewayCodes();
    expect(codes).toEqual(expect.arrayContaining(GATEWAY_CODES));
    for (const code of codes)
      expect({ code, known: gatewayErrorText(t, fail(code)) !== t('errors.unknown') }).toEqual({
        code,
        known: true,
      });
  });

  it('gives a general text for a code it does not know, and a connection text for no answer', () => {
    expect(gatewayErrorText(t, fail('SOMETHING_NEW'))).toBe(t('errors.unknown'));
    expect(gatewayErrorText(t, new TypeError('Failed to fetch'))).toBe(t('errors.network'));
    expect(userErrorText(t, { code: 'SOMETHING_NEW' })).toBe(t('errors.unknown'));
  });

  it('is more precise for a refused username or e-mail, and general for other fields', () => {
    expect(userErrorText(t, { code: 'INVALID_INPUT', field: 'username' })).toBe(t('errors.field.username'));
    expect(userErrorText(t, { code: 'INVALID_INPUT', field: 'email' })).toBe(t('errors.field.email'));
    expect(userErrorText(t, { code: 'INVALID_INPUT', field: 'city' })).toBe(t('errors.user.INVALID_INPUT'));
  });
});

describe('gatewayFailureOf', () => {
  it('reads the code and the wait, and calls anything without a code a network failure', () => {
    expect(gatewayFailureOf(fail('RATE_LIMITED', { retryAfterSeconds: 90 }))).toEqual({
      kind: 'code',
      code: 'RATE_LIMITED',
      retryAfterSeconds: 90,
    });
    expect(gatewayFailureOf(fail('NOT_FOUND'))).toEqual({
      kind: 'code',
      code: 'NOT_FOUND',
      retryAfterSeconds: null,
    });
    expect(gatewayFailureOf(new Error('socket hang up'))).toEqual({ kind: 'network' });
  });
});
