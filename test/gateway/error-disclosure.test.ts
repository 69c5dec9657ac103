// Errors say what went wrong and no more. Our own message for every code (no upstream words),
// `upstreamStatus` only outside production, "not yours" answered exactly as "does not exist", and a persisted-query
// hash that does not match its text is a documented 400, not an internal error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '../../gateway/src/domains/accounts/session-resolvers';
import { codes, LOGIN, startStack, type GqlResult, type Stack } from './support';

/** Words the Learnify REST API (the double copies them) uses in its error bodies. */
const UPSTREAM_WORDS =
  /Given token|token_not_valid|Only teachers|Unauthorized access|No active account|credentials were not provided|not found or|Invalid pk/i;

const noUpstreamWords = (res: GqlResult) =>
  expect(JSON.stringify(res.errors ?? [])).not.toMatch(UPSTREAM_WORDS);

let stack: Stack;
let production: Stack;
beforeAll(async () => {
  stack = await startStack();
  production = await startStack(
    {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      GRAPHQL_INTROSPECTION: 'false',
      ALLOW_MEMORY_STORE: 'true',
    },
    { double: stack.double },
  );
});
afterAll(async () => {
  await production.close();
  await stack.close();
});

describe('our own words for every code', () => {
  const EXPIRED = 'Your sign-in has expired or is not valid: refresh it (refreshSession) or sign in again.';
  it('a token the upstream refuses: UNAUTHENTICATED (reason EXPIRED) in our words, upstreamStatus only outside production', async () => {
    const query = '{ quizHistory { id } }';
    const dev = await stack.client({ authorization: 'Bearer not-a-token' }).gql(query);
    expect(codes(dev)).toEqual(['UNAUTHENTICATED']);
    expect(dev.errors?.[0]?.message).toBe(EXPIRED);
    expect(dev.errors?.[0]?.extensions?.reason).toBe('EXPIRED');
    expect(dev.errors?.[0]?.extensions?.upstreamStatus).toBe(401);
    noUpstreamWords(dev);

    const prod = await production.client({ authorization: 'Bearer not-a-token' }).gql(query);
    expect(codes(prod)).toEqual(['UNAUTHENTICATED']);
    expect(prod.errors?.[0]?.message).toBe(EXPIRED);
    expect(prod.errors?.[0]?.extensions).not.toHaveProperty('upstreamStatus');
    noUpstreamWords(prod);
  });

  it('a student asking a teacher view: FORBIDDEN in our words', async () => {
    for (const s of [stack, production]) {
      const c = await s.signedIn('ayesha');
      const res = await c.gql('{ teacherStudents { username } }');
      expect(codes(res)).toEqual(['FORBIDDEN']);
      expect(res.errors?.[0]?.message).toBe('You are not allowed to do this.');
      noUpstreamWords(res);
    }
  });

  it('a failed sign-in says ours, the same for an unknown user, a wrong password and an inactive account', async () => {
    const tries = [
      { username: 'nobody_here', password: 'x' },
      { username: 'ayesha', password: 'wrong' },
      { username: 'zainab', password: 'learnify123' }, // not activated yet
    ];
    const answers = [];
    for (const input of tries) {
      const res = await production.client().gql(LOGIN, { input });
      answers.push(res.data.login.errors);
      noUpstreamWords(res);
      expect(JSON.stringify(res.data)).not.toMatch(UPSTREAM_WORDS);
    }
    expect(answers).toEqual(
      Array(3).fill([{ code: 'INVALID_CREDENTIALS', field: null, message: INVALID_CREDENTIALS_MESSAGE }]),
    );
  });
});

describe('"not yours" is "does not exist"', () => {
  const strip = (res: GqlResult) => ({
    data: res.data,
    errors: res.errors?.map(({ message, extensions }) => ({ message, extensions })),
  });

  it("another school's student and an unknown username answer alike to a teacher", async () => {
    const c = await production.signedIn('mrs.khan');
    const q = 'query($u: String!) { studentQuizHistory(username: $u) { id } }';
    const other = await c.gql(q, { u: 'omar' });
    const unknown = await c.gql(q, { u: 'nobody' });
    expect(codes(other)).toEqual(['NOT_FOUND']);
    expect(strip(other)).toEqual(strip(unknown));
  });

  it("another child's result and an unknown attempt answer alike", async () => {
    const sana = await production.signedIn('sana');
    const id = (await sana.gql('{ quizHistory { entries { id } } }')).data.quizHistory.entries[0].id;
    const c = await production.signedIn('ayesha');
    const q = 'query($id: ID!) { quizResult(attemptId: $id) { id } }';
    const others = await c.gql(q, { id });
    const unknown = await c.gql(q, { id: '999999' });
    expect(codes(others)).toEqual(['NOT_FOUND']);
    expect(strip(others)).toEqual(strip(unknown));
  });
});

it('a persisted-query hash that does not match its text: 400 PERSISTED_QUERY_HASH_MISMATCH', async () => {
  for (const s of [stack, production]) {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors).toEqual([
      {
        message: 'The persisted-query hash does not match the query text.',
        extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
      },
    ]);
  }
});
