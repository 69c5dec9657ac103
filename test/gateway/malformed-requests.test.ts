// Malformed HTTP requests get a 4xx with a stable code and reason (docs/api.md), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    NODE_ENV: 'production',
    ALLOW_MEMORY_STORE: 'true',
    SESSION_SECRET: 'malformed-requests-secret-0123456789',
  });
});
afterAll(() => stack.close());

async function send(init: RequestInit & { path?: string }) {
  const res = await fetch(`${stack.url}${init.path ?? '/graphql'}`, init);
  const body = (await res.json()) as {
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  return { status: res.status, headers: res.headers, error: body.errors?.[0] };
}

const json = { 'content-type': 'application/json' };

describe('malformed requests', () => {
  it.each([
    ['a truncated body', '{"query": "{ __typename '],
    ['an empty body', ''],
    ['bytes that are not JSON', '\u0000\u00ff{'],
    ['a __proto__ key (prototype poisoning)', '{"__proto__": {"admin": true}, "query": "{ __typename }"}'],
  ])('%s as JSON: 400 BAD_REQUEST, reason MALFORMED_JSON, our own message', async (_name, body) => {
    const res = await send({ method: 'POST', headers: json, body });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      message: 'The request body is not valid JSON.',
      extensions: { code: 'BAD_REQUEST', reason: 'MALFORMED_JSON' },
    });
  });

  it('an unknown content type: 415 BAD_REQUEST, reason UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await send({ method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<q/>' });
    expect(res.status).toBe(415);
    expect(res.error?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a method other than GET or POST: 405 with Allow, not the web app 404', async () => {
    const res = await send({ method: 'PATCH', headers: json, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(res.error?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'METHOD_NOT_ALLOWED' });
  });

  it('an operationName the document does not have, as a visitor over GET: 400, not a crash in a plugin', async () => {
    const query = new URLSearchParams({ query: '{ __typename }', operationName: 'Nope' });
    const res = await send({
      method: 'GET',
      path: `/graphql?${query}`,
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(res.status).toBe(400);
    expect(res.error?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it('a persisted query with no or an unknown version: 400 BAD_REQUEST, not INTERNAL_SERVER_ERROR', async () => {
    for (const persistedQuery of [{}, { version: 2, sha256Hash: 'a'.repeat(64) }]) {
      const res = await send({
        method: 'POST',
        headers: json,
        body: JSON.stringify({ extensions: { persistedQuery } }),
      });
      expect(res.status).toBe(400);
      expect(res.error?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  describe('JSON nested deeper than any operation needs (arrays or objects, 5,000 levels: 10 KB)', () => {
    const deep = (levels: number, open: string, close: string, leaf = '1') =>
      open.repeat(levels) + leaf + close.repeat(levels);
    const NESTED = [
      ['an unused variable', `{"query":"{ __typename }","variables":{"v":${deep(5000, '[', ']')}}}`],
      ['a variable of an object', `{"query":"{ __typename }","variables":{"v":${deep(5000, '{"a":', '}')}}}`],
      ['the extensions', `{"query":"{ __typename }","extensions":{"e":${deep(5000, '[', ']')}}}`],
    ];
    it.each(NESTED)(
      'in %s: 400 BAD_REQUEST, reason NESTED_TOO_DEEPLY, and the next request is served',
      async (_name, body) => {
        const res = await send({ method: 'POST', headers: json, body });
        expect(res.status).toBe(400);
        expect(res.error?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'NESTED_TOO_DEEPLY' });
        const next = await send({ method: 'POST', headers: json, body: '{"query":"{ __typename }"}' });
        expect(next.status).toBe(200);
      },
    );

    it('over GET (1,000 levels): the same answer', async () => {
      const query = new URLSearchParams({
        query: '{ __typename }',
        variables: `{"v":${deep(1000, '[', ']')}}`,
      });
      const res = await send({
        method: 'GET',
        path: `/graphql?${query}`,
        headers: { 'apollo-require-preflight': '1' },
      });
      expect(res.status).toBe(400);
      expect(res.error?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'NESTED_TOO_DEEPLY' });
    });

    it('the deepest input an operation takes (answers with blanks) still passes', async () => {
      const variables = {
        input: { attemptId: '1', questionId: 'q', questionType: 'FIB', blanks: [{ label: 'a', value: 'x' }] },
      };
      const res = await send({
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          query: 'mutation S($input: SaveAnswerInput!) { saveAnswer(input: $input) { status } }',
          variables,
        }),
      });
      expect(res.error?.extensions?.reason).toBeUndefined();
      expect(res.error?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  it('a multipart body with no parts: 400 BAD_REQUEST, reason MALFORMED_MULTIPART (the library said 500)', async () => {
    const res = await send({
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': '1' },
      body: '--x--\r\n',
    });
    expect(res.status).toBe(400);
    expect(res.error?.extensions).toEqual({ code: 'BAD_REQUEST', reason: 'MALFORMED_MULTIPART' });
  });
});
