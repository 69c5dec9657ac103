import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppShellDocument } from '@/gql/graphql';
import { server, TEST_GRAPHQL_URL } from '@/test/msw-server';
import { makeClient, QUERY_TRIES, worthRetrying } from './client';

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

describe('a query the network lost', () => {
  /** Fails the first `lost` requests the given way, then answers; returns the count of requests seen. */
  function flaky(lost: number, fail: () => Response) {
    const seen = { requests: 0 };
    server.use(
      http.post(TEST_GRAPHQL_URL, () => {
        seen.requests += 1;
        return seen.requests <= lost
          ? fail()
          : HttpResponse.json({ data: { __typename: 'Query', viewer: null } });
      }),
    );
    return seen;
  }

  it('is asked again and answered when the connection dropped once', async () => {
    const seen = flaky(1, () => HttpResponse.error());
    const client = makeClient({ uri: TEST_GRAPHQL_URL, persistedDocuments: false, retryQueries: true });
    const { data } = await client.query({ query: AppShellDocument });
    expect(data).toEqual({ __typename: 'Query', viewer: null });
    expect(seen.requests).toBe(2);
  });

  it('is asked again after a proxy 502, but a GraphQL error is the server’s answer and is not', async () => {
    const proxied = flaky(1, () => new HttpResponse('bad gateway', { status: 502 }));
    const client = makeClient({ uri: TEST_GRAPHQL_URL, persistedDocuments: false, retryQueries: true });
    await client.query({ query: AppShellDocument });
    expect(proxied.requests).toBe(2);

    const refused = flaky(1, () =>
      HttpResponse.json({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }),
    );
    const again = makeClient({ uri: TEST_GRAPHQL_URL, persistedDocuments: false, retryQueries: true });
    await expect(again.query({ query: AppShellDocument })).rejects.toThrow();
    expect(refused.requests).toBe(1);
  });

  it('gives up after a bounded number of tries', async () => {
    const seen = flaky(Number.POSITIVE_INFINITY, () => HttpResponse.error());
    const client = makeClient({ uri: TEST_GRAPHQL_URL, persistedDocuments: false, retryQueries: true });
    await expect(client.query({ query: AppShellDocument })).rejects.toThrow();
    expect(seen.requests).toBe(QUERY_TRIES);
  }, 15_000);
});

describe('worthRetrying', () => {
  it('never repeats a mutation, whose lost reply does not say whether it was done', () => {
    expect(worthRetrying(new TypeError('Failed to fetch'), { operationType: 'mutation' })).toBe(false);
    expect(worthRetrying(new TypeError('Failed to fetch'), { operationType: 'query' })).toBe(true);
  });
});
