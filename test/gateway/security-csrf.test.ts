// CSRF and CORS: a cross-site page can neither submit a form nor read a response. The session cookie is
// httpOnly + SameSite; requests a browser could send without a preflight are refused before any resolver runs.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './stack-support';
import { CSRF_MESSAGE } from '../../gateway/src/errors';

const APP = 'https://app.learnify.example';
const EVIL = 'https://evil.example';

const stack = useStack({ CORS_ORIGINS: APP });
let cookie: string;
beforeAll(async () => {
  const c = stack.client();
  const res = await c.login('ayesha');
  cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  expect(res.setCookies.join('\n')).toMatch(/HttpOnly/i);
});

const MUTATION = 'mutation { startQuiz(input: { quizId: "1" }) { __typename } }';

async function send(init: RequestInit & { headers?: Record<string, string> }, query = '') {
  const res = await fetch(`${stack.url}/graphql${query}`, { method: 'POST', ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('CSRF', () => {
  it('the session cookie is httpOnly and SameSite', async () => {
    const res = await stack.client().login('hamza');
    const session = res.setCookies.find((c) => /httponly/i.test(c)) ?? '';
    expect(session).toMatch(/SameSite=(Lax|Strict)/i);
    expect(session).toMatch(/Path=\//i);
  });

  it.each([
    [
      'an HTML form (urlencoded)',
      'application/x-www-form-urlencoded',
      `query=${encodeURIComponent(MUTATION)}`,
    ],
    ['a text/plain form carrying JSON', 'text/plain', JSON.stringify({ query: MUTATION })],
  ])(
    'refuses a cross-site %s with the victim’s cookie; the upstream sees nothing',
    async (_n, type, body) => {
      const res = await send({ headers: { 'content-type': type, origin: EVIL, cookie }, body });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).errors[0]).toMatchObject({
        message: CSRF_MESSAGE,
        extensions: { reason: 'CSRF' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(stack.double.requests).toEqual([]);
    },
  );

  it('refuses a cross-site multipart form without the preflight header (before reading the files)', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: MUTATION }));
    form.set('map', '{}');
    const res = await send({ headers: { origin: EVIL, cookie }, body: form });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).errors[0]).toMatchObject({
      message: CSRF_MESSAGE,
      extensions: { reason: 'CSRF' },
    });
    expect(stack.double.requests).toEqual([]);
  });

  it('refuses a multipart form however its type is spelled, and an unservable Accept first', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--b--\r\n';
    for (const type of [
      'MULTIPART/FORM-DATA; boundary=b',
      'Multipart/Form-Data;boundary=b',
      'multipart/form-data ; boundary=b',
    ]) {
      const res = await send({ headers: { 'content-type': type, origin: EVIL, cookie }, body });
      expect([type, res.status, JSON.parse(res.text).errors[0].extensions.reason]).toEqual([
        type,
        400,
        'CSRF',
      ]);
    }
    const both = await send({
      headers: { 'content-type': 'multipart/form-data; boundary=b', accept: 'text/html', cookie },
      body,
    });
    expect(both.status).toBe(406);
    expect(JSON.parse(both.text).errors[0].extensions).toEqual({
      code: 'BAD_REQUEST',
      reason: 'NOT_ACCEPTABLE',
    });
    expect(stack.double.requests).toEqual([]);
  });

  it('runs no mutation sent as a multipart body with any other method, and keeps serving', async () => {
    const boundary = 'b0undary';
    const part = (name: string, value: string, file = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
    const body =
      part('operations', JSON.stringify({ query: MUTATION })) +
      part('map', JSON.stringify({ 0: ['variables.file'] })) +
      part('0', 'PNG', '; filename="x.png"') +
      `--${boundary}--\r\n`;
    const raw = (method: string, path: string, preflight: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(path, stack.url);
        const req = request(url, {
          method,
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': Buffer.byteLength(body),
            origin: EVIL,
            cookie,
            ...preflight,
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    const query = `/graphql?query=${encodeURIComponent(MUTATION)}`;
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      for (const path of ['/graphql', query])
        for (const preflight of [{}, { 'apollo-require-preflight': 'true' }] as Record<string, string>[]) {
          const status = await raw(method, path, preflight);
          expect([method, path, preflight, status >= 400 && status < 500]).toEqual([
            method,
            path,
            preflight,
            true,
          ]);
        }
    expect(stack.double.requests).toEqual([]);
    const after = await send({
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(after.status).toBe(200);
  });

  it('refuses a simple GET (an <img> or link) and any mutation over GET', async () => {
    const get = await fetch(`${stack.url}/graphql?query=${encodeURIComponent('{ quizHistory { id } }')}`, {
      headers: { cookie },
    });
    expect(get.status).toBe(400);
    const mutation = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(MUTATION)}`, {
      headers: { cookie, 'apollo-require-preflight': 'true' },
    });
    expect(mutation.status).toBe(405);
    expect(stack.double.requests).toEqual([]);
  });

  it('accepts the same mutation as JSON (what the web client sends) — the guard is not refusing everything', async () => {
    const res = await send({
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).data.me.username).toBe('ayesha');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('grants only the configured origin, with credentials', async () => {
    const ok = await preflight(APP);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-headers')).toContain('apollo-require-preflight');
    const evil = await preflight(EVIL);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('never answers with a wildcard or reflects an unknown origin on a real request', async () => {
    const res = await send({
      headers: { 'content-type': 'application/json', origin: EVIL, cookie },
      body: JSON.stringify({ query: '{ grades { id } }' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary') ?? '').toMatch(/origin/i);
  });
});
