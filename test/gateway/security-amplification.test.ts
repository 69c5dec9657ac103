// No anonymous request may cost an upstream call it does not need, and none before the limits that bound it: a
// made-up bearer string on an operation that needs no standing asks `user/me/` nothing, a refused token is
// remembered, logouts over their limit ask nothing, and readiness probes share one upstream call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './support';

const ME = '/api/user/me/';
const LOGOUT_LIMIT = 5;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    RATE_LIMIT_LOGOUT_PER_IP: String(LOGOUT_LIMIT),
    RATE_LIMIT_WINDOW_MS: '3600000',
  });
});
afterAll(() => stack.close());
beforeEach(() => stack.double.reset());

const junk = () => ({ authorization: `Bearer junk${randomUUID()}` });

describe('a bearer string costs no user/me/ where no standing is needed', () => {
  it('50 × { __typename } with made-up tokens: no upstream call at all', async () => {
    for (let i = 0; i < 50; i++) {
      const answer = await stack.client(junk()).gql('{ __typename }');
      expect(answer.data).toEqual({ __typename: 'Query' });
    }
    expect(stack.upstreamCalls(ME)).toBe(0);
    expect(stack.double.requests).toEqual([]);
  });

  it('logouts over the per-address limit ask the upstream nothing', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        await stack.client(junk()).gql('mutation { logout(input: { everywhere: true }) { success } }'),
      );
    expect(answers.filter((a) => codes(a).includes('RATE_LIMITED'))).toHaveLength(20 - LOGOUT_LIMIT);
    // Only the logouts within the limit verify their token (to know whose "everywhere" it would be).
    expect(stack.upstreamCalls(ME)).toBeLessThanOrEqual(LOGOUT_LIMIT);
  });

  it('a refused token is remembered: sending it again asks user/me/ nothing', async () => {
    const c = stack.client(junk());
    for (let i = 0; i < 10; i++)
      expect(codes(await c.gql('{ quizHistory { entries { id } } }'))).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstreamCalls(ME)).toBe(1);
    // Nothing was ever sent upstream with it but that one user/me/.
    expect(stack.double.requests.filter((r) => r.headers.authorization)).toHaveLength(1);
  });
});

describe('readiness', () => {
  it('20 probes, in parallel and in a row, make one upstream call', async () => {
    await new Promise((r) => setTimeout(r, 2100)); // past any probe made while the stack started
    stack.double.reset();
    const parallel = await Promise.all(Array.from({ length: 10 }, () => fetch(`${stack.url}/readyz`)));
    for (let i = 0; i < 10; i++) parallel.push(await fetch(`${stack.url}/readyz`));
    for (const res of parallel) expect(res.status).toBe(200);
    expect(stack.upstreamCalls('/api/grades/')).toBe(1);
  });
});
