import { describe, expect, it } from 'vitest';
import {
  camelCase,
  standingUnknown,
  unauthenticated,
  upstreamMessage,
  upstreamToGraphQLError,
  userErrorsFromUpstream,
} from './errors';
import { UpstreamError, type UpstreamBody } from './upstream/upstream-error';

const http = (status: number, body: UpstreamBody) =>
  new UpstreamError('http', 'x', { method: 'GET', path: 'p/', status, body, sentToken: true });
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

  it('says it in our words, never the upstream’s, nor HTML', () => {
    const forbidden = upstreamToGraphQLError(
      http(403, json({ error: 'Only teachers can access this view.' })),
    );
    expect(forbidden.message).toBe('You are not allowed to do this.');
    const refused = upstreamToGraphQLError(
      http(401, json({ detail: 'Given token not valid for any token type' })),
    );
    expect(refused.message).toMatch(/expired or is not valid: refresh it/);
    expect(refused.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'EXPIRED' });
    expect(upstreamToGraphQLError(http(500, html)).message).not.toMatch(/</);
  });

  it('says the same way that a failed or slow upstream may be asked again', () => {
    expect(upstreamToGraphQLError(http(500, html)).extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      retryable: true,
    });
    expect(standingUnknown(503).extensions).toMatchObject({
      retryable: true,
      http: { status: 503, headers: new Map([['retry-after', '5']]) },
    });
    expect(standingUnknown().extensions).not.toHaveProperty('http');
  });

  it('tells why a request is not signed in', () => {
    expect(unauthenticated('none').extensions.reason).toBe('MISSING');
    expect(unauthenticated('revoked').extensions.reason).toBe('SIGNED_OUT');
    expect(unauthenticated('refused').extensions.reason).toBe('EXPIRED');
  });

  it('tells the upstream status only when asked (outside production)', () => {
    const err = http(404, json({ error: 'Quiz not found.' }));
    expect(upstreamToGraphQLError(err).extensions).not.toHaveProperty('upstreamStatus');
    expect(upstreamToGraphQLError(err, { exposeStatus: true }).extensions.upstreamStatus).toBe(404);
  });

  it('names the refused fields (camelCased) on BAD_USER_INPUT, without their wording', () => {
    const e = upstreamToGraphQLError(http(400, json({ old_password: ['This field is required.'] })));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['oldPassword'] });
    expect(e.message).toBe('The request was not accepted.');
  });
});

describe('userErrorsFromUpstream', () => {
  it('turns a field map into one INVALID_INPUT per refused field, with input field names and our words', () => {
    const err = http(
      400,
      json({
        grade: ['Invalid pk "9" - object does not exist.'],
        profile_picture: ['Upload a valid image.'],
      }),
    );
    expect(userErrorsFromUpstream(err, { fieldNames: { grade: 'gradeId' } })).toEqual([
      { code: 'INVALID_INPUT', field: 'gradeId', message: 'Please choose a grade from the list.' },
      {
        code: 'INVALID_INPUT',
        field: 'profilePicture',
        message: 'The picture was not accepted. Please choose a PNG, JPEG, GIF or WebP image.',
      },
    ]);
  });

  it('uses detail/error as a request-level error, and non_field_errors as field null', () => {
    expect(userErrorsFromUpstream(http(400, json({ detail: 'Invalid FIB data.' })))).toEqual([
      {
        code: 'INVALID_INPUT',
        field: null,
        message: 'This was not accepted. Please check it and try again.',
      },
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
