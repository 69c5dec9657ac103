// One pipeline: every operation the web client sends — each document of its trusted manifest, sent as it sends
// them (the hash alone, a cookie session) — goes through Apollo Server's request pipeline, so a plugin that hooks
// into it (metrics, tracing, limits) sees every one of them.
import type { ApolloServerPlugin } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import type { GatewayContext } from '../../gateway/src/context';
import { type Stack } from './support';
import { useStack } from './stack-support';

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

/** Each answer's cache policy as the response cache would read it (this plugin runs after the gateway's own). */
const policies: Array<{ maxAge: number; scope: string } | null> = [];
const recordPolicy: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse(rc) {
        policies.push(rc.overallCachePolicy.policyIfCacheable());
      },
    };
  },
};

const stack = useStack({}, { plugins: [countOperations, recordPolicy], resetDouble: false });

describe('an Apollo plugin sees every operation of the web client', () => {
  it('didResolveOperation runs for each trusted document sent by hash with a cookie session', async () => {
    expect(operations.length).toBeGreaterThan(15);
    // Bilal, not the child the cache-policy cases sign in: one of these signs out on every device.
    const client = await stack.signedIn('bilal');
    resolved.length = 0;
    // Signing out (or the renewal, which signs out) ends the session the later ones run in: those go last.
    const endsSession = (name: string) => /logout|sign-?out|renew/i.test(name);
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

describe('cache policies are worked out only where the response cache may keep the answer', () => {
  const CATALOGUE = '{ catalogue { id name subjects { id name } } }';
  const policyOf = async (client: ReturnType<Stack['client']>, query: string) => {
    policies.length = 0;
    const res = await client.gql(query);
    expect(res.errors).toBeUndefined();
    expect(policies).toHaveLength(1);
    return policies[0];
  };

  it('a visitor’s catalogue carries the schema’s public hint', async () => {
    expect(await policyOf(stack.client(), CATALOGUE)).toEqual({ maxAge: 30, scope: 'PUBLIC' });
  });

  it('a bearer client’s answer is marked uncacheable without the per-field hints, public data included', async () => {
    const client = stack.client();
    const login = await client.login('ayesha', { bearer: true });
    const access = login.data.login.session.tokens.accessToken as string;
    const bearer = stack.client({ authorization: `Bearer ${access}` });
    expect(await policyOf(bearer, CATALOGUE)).toBeNull();
    expect(await policyOf(bearer, '{ me { id username } }')).toBeNull();
  });

  it('a cookie session still gets per-field policies: its private `me` is never public', async () => {
    const client = await stack.signedIn('ayesha');
    expect(await policyOf(client, CATALOGUE)).toEqual({ maxAge: 30, scope: 'PUBLIC' });
    expect(await policyOf(client, '{ me { id username } }')).toBeNull();
  });

  it('a mutation’s answer is never cacheable, even with public fields in it', async () => {
    expect(await policyOf(stack.client(), 'mutation { logout(input: {}) { success } }')).toBeNull();
  });
});
