// The web client's operations run without Apollo's pipeline (gateway/src/http/trusted-operations.ts, decision
// 0011). They must answer byte for byte as Apollo does. The first request with a given Accept header goes through
// Apollo (the gateway learns Apollo's content type for it); the next identical one takes the trusted path — so
// each case sends the same request twice and compares status, content type and body text, and a spy on Apollo
// shows which path answered.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MANIFEST } from '../../gateway/src/http/persisted-documents';
import { startStack, type GqlClient, type Stack } from './support';

let stack: Stack;
let ayesha: GqlClient;
beforeAll(async () => {
  // No whole-answer cache here: every request below must really be executed.
  stack = await startStack({ PUBLIC_CACHE_TTL_MS: '0' });
  ayesha = stack.client();
  await ayesha.login('ayesha');
});
afterAll(() => stack.close());

const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8')) as Record<string, string>;
const hashOf = (operation: string) => {
  const entry = Object.entries(manifest).find(([, text]) =>
    new RegExp(`(query|mutation) ${operation}\\b`).test(text),
  );
  if (!entry) throw new Error(`${operation} is not in the manifest`);
  return entry[0].replace('sha256:', '');
};

let acceptVariant = 0;

/** The same request twice, with an Accept header the gateway has not seen yet: Apollo first, then the other. */
async function twice(operation: string, variables: unknown, cookie: string | undefined, extra: object = {}) {
  // Apollo Client's own Accept header, made unique per case so the first answer is Apollo's.
  const accept = `application/graphql-response+json,application/json;q=0.9,*/*;q=0.${++acceptVariant}`;
  const send = async () => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        operationName: operation,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operation) } },
        ...extra,
      }),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
  const apollo = vi.spyOn(stack.gateway.apollo, 'executeHTTPGraphQLRequest');
  try {
    const first = await send();
    const afterFirst = apollo.mock.calls.length;
    const second = await send();
    return { first, second, apolloCalls: [afterFirst, apollo.mock.calls.length - afterFirst] };
  } finally {
    apollo.mockRestore();
  }
}

const cookieOf = (c: GqlClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('trusted operations answer exactly as Apollo does', () => {
  it('a signed-in query', async () => {
    const r = await twice('AppShell', {}, cookieOf(ayesha));
    expect(r.apolloCalls).toEqual([1, 0]);
    expect(r.first.status).toBe(200);
    expect(JSON.parse(r.first.text).data.me.username).toBe('ayesha');
    expect(r.second).toEqual(r.first);
  });

  it('a field error (UNAUTHENTICATED without a session), with its path and locations', async () => {
    const r = await twice('SubjectPerformanceScreen', {}, undefined);
    expect(r.apolloCalls).toEqual([1, 0]);
    const body = JSON.parse(r.first.text) as {
      errors: Array<{ extensions: { code: string }; locations?: unknown }>;
    };
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(body.errors[0]?.locations).toBeDefined();
    expect(r.second).toEqual(r.first);
  });

  it('an upstream refusal (NOT_FOUND for an unknown attempt) and a mutation that fails', async () => {
    const result = await twice('QuizResultScreen', { attemptId: '987654' }, cookieOf(ayesha));
    expect(result.apolloCalls).toEqual([1, 0]);
    expect(JSON.parse(result.first.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(result.second).toEqual(result.first);

    const input = { attemptId: '987654', questionId: 'q1', questionType: 'SCQ', selected: 'A' };
    const save = await twice('AttemptQuizSaveAnswer', { input }, cookieOf(ayesha));
    expect(save.apolloCalls).toEqual([1, 0]);
    expect(save.second).toEqual(save.first);
  });

  it('leaves requests whose variables do not fit to Apollo (its 400), having run nothing', async () => {
    const before = stack.double.requests.length;
    const r = await twice('QuizResultScreen', { attemptId: { not: 'an id' } }, cookieOf(ayesha));
    expect(r.first.status).toBe(400);
    expect(r.apolloCalls).toEqual([1, 1]); // the second also ended at Apollo
    expect(r.second).toEqual(r.first);
    expect(stack.double.requests.length).toBe(before);
  });

  it('leaves a mismatched operation name and the sign-in mutations to Apollo', async () => {
    const r = await twice('SubjectPerformanceScreen', {}, cookieOf(ayesha), { operationName: 'Other' });
    expect(r.apolloCalls).toEqual([1, 1]);
    expect(r.second).toEqual(r.first);
    const login = await twice(
      'SessionLogin',
      { input: { username: 'ayesha', password: 'wrong-password' } },
      undefined,
    );
    expect(login.apolloCalls).toEqual([1, 1]);
  });
});
