// @vitest-environment node
// A server render's answers reach its cache as Apollo's own `writeQuery` would write them, in the same order,
// whether the answer was normalised for this render or kept from an earlier one; a changed answer is never given
// what was kept for another.
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { parse, type DocumentNode } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { serverRenderCache } from '@/apollo/client';
import type { ServerResult } from '@/server-render-contract';
import { ssrQueries } from './ssr-queries';

const WHO = parse('query Who { viewer { id user { id name } } }');
const GRADE = parse(
  'query Grade($n: Int!) { viewer { id progress(n: $n) { id grade } } grades { id name } }',
);

function answers(name: string): Map<DocumentNode, ServerResult> {
  return new Map<DocumentNode, ServerResult>([
    [
      WHO,
      { data: { viewer: { __typename: 'Viewer', id: 'v1', user: { __typename: 'User', id: 'u1', name } } } },
    ],
    [
      GRADE,
      {
        data: {
          viewer: {
            __typename: 'Viewer',
            id: 'v1',
            progress: { __typename: 'Progress', id: 'p1', grade: 'Grade 3' },
          },
          grades: [{ __typename: 'Grade', id: '3', name: 'Grade 3' }],
        },
      },
    ],
  ]);
}

/** Her name, from one query (a screen's component asks for one query: `use` is tracked by call order). */
function Who() {
  const { data } = useQuery(WHO);
  return <p>{(data as { viewer: { user: { name: string } } }).viewer.user.name}</p>;
}

function Grade() {
  const { data } = useQuery(GRADE, { variables: { n: 3 } });
  return <p>{(data as { grades: Array<{ name: string }> }).grades[0]!.name}</p>;
}

function Screen() {
  return (
    <>
      <Who />
      <Grade />
    </>
  );
}

/** One render with these answers: its markup and its cache as `extract()` gives it. */
async function render(given: Map<DocumentNode, ServerResult>) {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: serverRenderCache(), ssrMode: true });
  const queries = ssrQueries((query) => Promise.resolve(given.get(query)!));
  const { prelude } = await prerenderToNodeStream(
    queries.wrap(
      <ApolloProvider client={client}>
        <Screen />
      </ApolloProvider>,
    ),
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  queries.close();
  return { html, state: client.extract() as NormalizedCacheObject };
}

/** What Apollo's own writes make of the same answers, in the order the render asked for them. */
function written(given: Map<DocumentNode, ServerResult>): NormalizedCacheObject {
  const cache = serverRenderCache();
  cache.writeQuery({ query: WHO, data: given.get(WHO)!.data! });
  cache.writeQuery({ query: GRADE, variables: { n: 3 }, data: given.get(GRADE)!.data! });
  return cache.extract();
}

describe('a server render writes its answers to its cache', () => {
  it("as Apollo's writeQuery does, the first time and when the answers are kept from before", async () => {
    const first = await render(answers('Ayesha'));
    expect(first.html).toMatch(/Ayesha.*Grade 3/);
    expect(JSON.stringify(first.state)).toBe(JSON.stringify(written(answers('Ayesha'))));
    // The same answers again: the same state, key for key and in the same order.
    const again = await render(answers('Ayesha'));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(first.state));
    // Both answers share her viewer: its fields from either are all there.
    expect(again.state['Viewer:v1']).toEqual({
      __typename: 'Viewer',
      id: 'v1',
      user: { __ref: 'User:u1' },
      'progress({"n":3})': { __ref: 'Progress:p1' },
    });
  });

  it('a changed answer is normalised anew', async () => {
    await render(answers('Ayesha'));
    const changed = await render(answers('Bilal'));
    expect(changed.html).toMatch(/Bilal.*Grade 3/);
    expect(changed.state['User:u1']).toMatchObject({ name: 'Bilal' });
    expect(JSON.stringify(changed.state)).toBe(JSON.stringify(written(answers('Bilal'))));
  });
});
