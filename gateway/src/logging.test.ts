import { describe, expect, it } from 'vitest';
import { createLogger, isoTimeField, redactCredentials } from './logging';
import { UpstreamError } from './upstream/upstream-error';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', (line) => lines.push(line));
  return { logger, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>), lines };
}

describe('the gateway logger (pino)', () => {
  it('writes JSON lines with a level name, an ISO time and the message', () => {
    const { logger, records } = capture();
    logger.child({ requestId: 'r-1' }).info({ status: 200 }, 'request');
    expect(records()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', requestId: 'r-1', status: 200 }),
    ]);
    expect(records()[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('writes the time as toISOString does, to the millisecond, across seconds', () => {
    let now = Date.UTC(2026, 10, 29, 3, 59, 59, 7);
    const field = isoTimeField(() => now);
    for (const step of [0, 90, 3, 900, 1, 86_400_000 - 999, 1000]) {
      now += step;
      expect(field()).toBe(`,"time":"${new Date(now).toISOString()}"`);
    }
  });

  it('redacts credentials at the top, one and two levels down', () => {
    const { logger, lines } = capture();
    logger.info({
      password: 'pw-top-secret-1',
      input: { newPassword: 'pw-nested-secret-2', oldPassword: 'pw-old-secret-3' },
      session: { tokens: { access: 'tok-access-secret-4', refresh: 'tok-refresh-secret-5' } },
      headers: { authorization: 'Bearer abc-secret-6', cookie: 'learnify_session=cookie-secret-7' },
    });
    const all = lines.join('\n');
    for (const secret of [
      'pw-top',
      'pw-nested',
      'pw-old',
      'tok-access',
      'tok-refresh',
      'abc-secret',
      'cookie-secret',
    ])
      expect(all).not.toContain(secret);
    expect(all).toContain('[redacted]');
  });

  it("logs an error's type and message, never the fields it carries (an upstream body)", () => {
    const { logger, lines, records } = capture();
    const err = new UpstreamError('http', 'Upstream POST token/ answered 400', {
      method: 'POST',
      path: 'token/',
      status: 400,
      body: { kind: 'json', data: { detail: 'body-secret-8' } },
    });
    logger.warn({ err }, 'upstream call failed');
    expect(lines.join('\n')).not.toContain('body-secret-8');
    expect(records()[0]?.err).toMatchObject({
      type: 'UpstreamError',
      message: 'Upstream POST token/ answered 400',
    });
  });

  it('writes nothing at level silent', () => {
    const lines: string[] = [];
    createLogger('silent', (line) => lines.push(line)).error('boom');
    expect(lines).toEqual([]);
  });
});

describe('redaction without pino paths', () => {
  it("censors a child logger's bindings, header maps whatever the case, and never the caller's object", () => {
    const { logger, lines, records } = capture();
    const fields = {
      user: { name: 'ayesha', Authorization: 'Bearer hdr-secret-9' },
      headers: { 'set-cookie': ['learnify_session=sc-secret-10'], 'x-request-id': 'r-2' },
      list: [{ token: 'arr-secret-11' }],
    };
    logger.child({ requestId: 'r-2', cookie: 'bind-secret-12' }).info(fields, 'with credentials');
    const all = lines.join('\n');
    for (const secret of ['hdr-secret', 'sc-secret', 'arr-secret', 'bind-secret'])
      expect(all).not.toContain(secret);
    expect(records()[0]).toMatchObject({
      requestId: 'r-2',
      user: { name: 'ayesha' },
      headers: { 'x-request-id': 'r-2' },
    });
    // Copy on write: what the caller logged is left as it was.
    expect(fields.user.Authorization).toBe('Bearer hdr-secret-9');
    expect(fields.list[0]!.token).toBe('arr-secret-11');
  });

  it('leaves fields three levels down and non-plain objects to the serializers, unchanged', () => {
    const fields = { a: { b: { c: { password: 'deep' } } }, when: new Date(0) };
    expect(redactCredentials(fields)).toBe(fields);
  });
});
