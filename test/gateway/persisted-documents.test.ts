// Trusted documents over real HTTP: a web-client hash alone runs the manifest's document (with the __typename
// selections Apollo Client's cache needs); full query text keeps working; unknown hashes get Apollo's APQ answer.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MANIFEST } from '../../gateway/src/http/persisted-documents';
import { startStack, type Data, type GqlError, type Stack } from './support';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8')) as Record<string, string>;
const hashOf = (operation: string) => {
  const entry = Object.entries(manifest).find(([, text]) => text.includes(`query ${operation} `));
  if (!entry) throw new Error(`${operation} is not in the manifest`);
  return entry[0].replace('sha256:', '');
};

async function post(body: unknown) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data?: Data; errors?: GqlError[] };
}

describe('persisted (trusted) documents', () => {
  it('runs a known hash without query text, selecting __typename like Apollo Client', async () => {
    const res = await post({
      operationName: 'HomeScreen',
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('HomeScreen') } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.me).toBeNull();
    expect(res.data.catalogue[0].__typename).toBe('CatalogueGrade');
    expect(res.data.catalogue[0].subjects[0].__typename).toBe('CatalogueSubject');
  });

  it('accepts a documentId and, as before, full query text', async () => {
    const byId = await post({ documentId: `sha256:${hashOf('HomeScreen')}` });
    expect(byId.data.catalogue.length).toBeGreaterThan(0);
    const text = await post({ query: '{ grades { id label } }' });
    expect(text.data.grades.length).toBeGreaterThan(0);
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown hash (the client then sends the text)', async () => {
    const res = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });
});
