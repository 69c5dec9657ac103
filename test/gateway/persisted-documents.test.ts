// Trusted documents over real HTTP, resolved by Apollo Server's persisted-query lookup over the codegen manifest:
// a web-client hash alone runs the manifest's document (with the __typename selections Apollo Client's cache
// needs); full query text keeps working; unknown hashes get Apollo's APQ answer; PERSISTED_QUERIES_ONLY refuses text.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import { startStack, type Data, type GqlError } from './support';
import { useStack } from './stack-support';

const stack = useStack({}, { resetDouble: false });

const hashOf = (operation: string) => {
  const entry = Object.entries(manifest).find(([, text]) => text.includes(`query ${operation} `));
  if (!entry) throw new Error(`${operation} is not in the manifest`);
  return entry[0];
};

async function post(body: unknown, url = stack.url) {
  const res = await fetch(`${url}/graphql`, {
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
    // The home's operation is public only: the shell's `AppShell` asks who is looking.
    expect(res.data.me).toBeUndefined();
    expect(res.data.catalogue[0].__typename).toBe('CatalogueGrade');
    expect(res.data.catalogue[0].subjects[0].__typename).toBe('CatalogueSubject');
  });

  it('still runs full query text (sandbox, mobile clients)', async () => {
    const text = await post({ query: '{ grades { id label } }' });
    expect(text.data.grades.length).toBeGreaterThan(0);
  });

  it('never lets a client register text under a hash: the manifest is read-only', async () => {
    const query = '{ grades { id } }';
    const hash = createHash('sha256').update(query).digest('hex');
    const registered = await post({
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(registered.data.grades.length).toBeGreaterThan(0);
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(byHash.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('with PERSISTED_QUERIES_ONLY accepts manifest hashes and refuses free text', async () => {
    const strict = await startStack({ PERSISTED_QUERIES_ONLY: 'true' }, { double: stack.double });
    try {
      const text = await post({ query: '{ grades { id label } }' }, strict.url);
      expect(text.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_REQUIRED']);
      expect(text.data).toBeUndefined();
      const byHash = await post(
        { extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('HomeScreen') } } },
        strict.url,
      );
      expect(byHash.errors).toBeUndefined();
      expect(byHash.data.catalogue.length).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown hash (the client then sends the text)', async () => {
    const res = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('keys the manifest by the bare SHA-256 a client sends: the id is the hash of its text, no prefix', () => {
    for (const [id, text] of Object.entries(manifest))
      expect(id).toBe(createHash('sha256').update(text).digest('hex'));
  });
});
