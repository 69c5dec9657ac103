import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppShellDocument } from '@/gql/graphql';
import { server, TEST_GRAPHQL_URL } from '@/test/msw-server';
import { makeClient } from './client';

/** Captures the JSON bodies the client posts and answers each with `reply(body)`. */
function capture(reply: (body: Record<string, unknown>) => Record<string, unknown>) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(TEST_GRAPHQL_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(reply(body));
    }),
  );
  return bodies;
}

const appShellHash = () => (AppShellDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;

describe('trusted documents', () => {
  it('sends the codegen hash instead of the query text', async () => {
    const bodies = capture(() => ({ data: { __typename: 'Query', viewer: null } }));
    const client = makeClient({ uri: TEST_GRAPHQL_URL, persistedDocuments: true });
    const { data } = await client.query({ query: AppShellDocument });
    expect(data).toEqual({ __typename: 'Query', viewer: null });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!['query']).toBeUndefined();
    expect(bodies[0]!['extensions']).toEqual({ persistedQuery: { version: 1, sha256Hash: appShellHash() } });
  });

  it('falls back to the text once when the server does not know the hash', async () => {
    const bodies = capture((body) =>
      body['query']
        ? { data: { __typename: 'Query', viewer: null } }
        : {
            errors: [
              { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
            ],
          },
    );
    const client = makeClient({ uri: TEST_GRAPHQL_URL, persistedDocuments: true });
    await client.query({ query: AppShellDocument });
    expect(bodies).toHaveLength(2);
    expect(String(bodies[1]!['query'])).toContain('query AppShell');
  });
});
