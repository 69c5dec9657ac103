import { describe, expect, it } from 'vitest';
import { camelCase, upstreamMessage, upstreamToGraphQLError, userErrorsFromUpstream } from './errors';
import { UpstreamError, type UpstreamBody } from './upstream/upstream-error';

const http = (status: number, body: UpstreamBody) =>
  new UpstreamError('http', 'x', { method: 'GET', path: 'p/', status, body });
const json = (data: unknown): UpstreamBody => ({ kind: 'json', data });
const html: UpstreamBody = { kind: 'html', data: null };

describe('upstreamToGraphQLError', () => {
  it.each([
    [401, json({ detail: 'Authentication credentials were not provided.' }), 'UNAUTHENTICATED'],
    [403, json({ error: 'Access denied.' }), 'FORBIDDEN'],
    [404, json({ error: 'Quiz not found.' }), 'NOT_FOUND'],
    [400, json({ detail: 'Missing fields.' }), 'BAD_USER_INPUT'],
    [404, html, 'UPSTREAM_ERROR'],
    [500, html, 'UPSTREAM_ERROR'],
    [502, { kind: 'empty', data: null } as UpstreamBody, 'UPSTREAM_ERROR'],
    [405, json({ detail: 'Method "GET" not allowed.' }), 'UPSTREAM_ERROR'],
    [415, json({ detail: 'Unsupported media type' }), 'UPSTREAM_ERROR'],
    [301, { kind: 'empty', data: null } as UpstreamBody, 'UPSTREAM_ERROR'],
  ])('%i %o → %s', (status, body, code) => {
    expect(upstreamToGraphQLError(http(status, body)).extensions.code).toBe(code);
  });

  it('maps time-outs, network failures and unusable bodies', () => {
    const mk = (f: 'timeout' | 'network' | 'invalid_body') =>
      new UpstreamError(f, 'x', { method: 'GET', path: 'p/' });
    expect(upstreamToGraphQLError(mk('timeout')).extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(upstreamToGraphQLError(mk('network')).extensions.code).toBe('UPSTREAM_ERROR');
    expect(upstreamToGraphQLError(mk('invalid_body')).extensions.code).toBe('UPSTREAM_ERROR');
  });

  it('keeps the upstream words but never HTML', () => {
    expect(upstreamToGraphQLError(http(403, json({ error: 'Unauthorized' }))).message).toBe('Unauthorized');
    const e = upstreamToGraphQLError(http(500, html));
    expect(e.message).not.toMatch(/</);
  });

  it('carries field messages (camelCased) on BAD_USER_INPUT', () => {
    const e = upstreamToGraphQLError(http(400, json({ old_password: ['This field is required.'] })));
    expect(e.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { oldPassword: ['This field is required.'] },
    });
    expect(e.message).toBe('This field is required.');
  });
});

describe('userErrorsFromUpstream', () => {
  it('turns a field map into one INVALID_INPUT per message with input field names', () => {
    const err = http(
      400,
      json({
        grade: ['Invalid pk "9" - object does not exist.'],
        profile_picture: ['Upload a valid image.'],
      }),
    );
    expect(userErrorsFromUpstream(err, { fieldNames: { grade: 'gradeId' } })).toEqual([
      { code: 'INVALID_INPUT', field: 'gradeId', message: 'Invalid pk "9" - object does not exist.' },
      { code: 'INVALID_INPUT', field: 'profilePicture', message: 'Upload a valid image.' },
    ]);
  });

  it('uses detail/error as a request-level error, and non_field_errors as field null', () => {
    expect(userErrorsFromUpstream(http(400, json({ detail: 'Invalid FIB data.' })))).toEqual([
      { code: 'INVALID_INPUT', field: null, message: 'Invalid FIB data.' },
    ]);
    expect(userErrorsFromUpstream(http(400, json({ non_field_errors: ['Nope.'] })))[0]?.field).toBeNull();
  });

  it('has a generic message for bodies without one', () => {
    expect(userErrorsFromUpstream(http(400, html))[0]?.message).toBeTruthy();
    expect(upstreamMessage(http(400, html))).toBeUndefined();
  });
});

it('camelCases snake and kebab names', () => {
  expect(camelCase('language_used_at_home')).toBe('languageUsedAtHome');
  expect(camelCase('fee-receipt')).toBe('feeReceipt');
});
