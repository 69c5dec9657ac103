import { describe, expect, it } from 'vitest';
import { readGraphqlRequest } from './graphql-request';

describe('readGraphqlRequest', () => {
  it('reads a well-formed body, absent fields as null / undefined', () => {
    expect(readGraphqlRequest({ query: '{ grades { id } }' })).toEqual({
      query: '{ grades { id } }',
      operationName: null,
      variables: undefined,
    });
    expect(
      readGraphqlRequest({ query: 'query A { grades { id } }', operationName: 'A', variables: { x: 1 } }),
    ).toEqual({ query: 'query A { grades { id } }', operationName: 'A', variables: { x: 1 } });
    expect(readGraphqlRequest({ query: '{ me { id } }', operationName: null, variables: null })).toEqual({
      query: '{ me { id } }',
      operationName: null,
      variables: undefined,
    });
  });

  it('refuses what Apollo would refuse, so nothing stands in for its 400', () => {
    for (const body of [
      { extensions: {} }, // no query text (an unknown persisted hash)
      { query: 42 },
      { query: '{ grades { id } }', operationName: 7 },
      { query: '{ grades { id } }', variables: 'x' },
      { query: '{ grades { id } }', variables: [1] },
      [{ query: '{ grades { id } }' }],
      null,
    ])
      expect(readGraphqlRequest(body), JSON.stringify(body)).toBeNull();
  });
});
