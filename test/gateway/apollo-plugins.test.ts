// One pipeline: every operation the web client sends — each document of its trusted manifest, sent as it sends
// them (the hash alone, a cookie session) — goes through Apollo Server's request pipeline, so a plugin that hooks
// into it (metrics, tracing, limits) sees every one of them.
import type { ApolloServerPlugin } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import type { GatewayContext } from '../../gateway/src/context';
import { startStack, type Stack } from './support';

const resolved: string[] = [];
const countOperations: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation(rc) {
        resolved.push(rc.operationName ?? '(anonymous)');
      },
    };
  },
};

/** Each manifest document's hash and its operation's name. */
const operations = Object.entries(manifest).map(([hash, text]) => {
  const name = /\b(?:query|mutation)\s+(\w+)/.exec(text)?.[1];
  if (!name) throw new Error(`no named operation in ${hash}`);
  return { hash: hash.replace('sha256:', ''), name };
});

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { plugins: [countOperations] });
});
afterAll(() => stack.close());

describe('an Apollo plugin sees every operation of the web client', () => {
  it('didResolveOperation runs for each trusted document sent by hash with a cookie session', async () => {
    expect(operations.length).toBeGreaterThan(15);
    const client = stack.client();
    await client.login('ayesha');
    resolved.length = 0;
    // Signing out (or the renewal, which signs out) ends the session the later ones run in: those go last.
    const endsSession = (name: string) => /logout|renew/i.test(name);
    const ordered = [...operations].sort((a, b) => Number(endsSession(a.name)) - Number(endsSession(b.name)));
    for (const op of ordered) {
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: JSON.stringify({
          operationName: op.name,
          extensions: { persistedQuery: { version: 1, sha256Hash: op.hash } },
          variables: {},
        }),
      });
      // Found by hash: never Apollo's PERSISTED_QUERY_NOT_FOUND (missing variables may fail later, in execution).
      expect(await res.text()).not.toMatch(/PERSISTED_QUERY_NOT_FOUND/);
    }
    expect([...resolved].sort()).toEqual(operations.map((o) => o.name).sort());
  });
});
