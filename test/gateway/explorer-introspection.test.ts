// The offline explorer's introspection (web/src/explorer/introspection.ts) against the real gateway: its shallower
// type references pass the depth limit that refuses the standard query, and lose nothing of this schema.
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTROSPECTION_QUERY } from '../../web/src/explorer/introspection';
import { codes, startStack, type Stack } from './support';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const print = (schema: Parameters<typeof lexicographicSortSchema>[0]) =>
  printSchema(lexicographicSortSchema(schema));

describe("the explorer's introspection", () => {
  it('is refused in its standard form (nested deeper than the limit) but accepted in the explorer form', async () => {
    const standard = await stack.client().gql(getIntrospectionQuery());
    // The limit, then graphql-js's note that validation stopped there.
    expect(codes(standard)).toEqual(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_VALIDATION_FAILED']);
    expect(standard.errors?.[0]?.extensions).toMatchObject({ limit: 'depth' });
    expect(standard.errors?.[1]?.message).toBe('Validation aborted.');
    const explorer = await stack.client().gql(INTROSPECTION_QUERY);
    expect(explorer.errors).toBeUndefined();
    expect(explorer.data.__schema.queryType.name).toBe('Query');
  });

  it('describes exactly schema.graphql: every type, field, argument, description and deprecation', async () => {
    const res = await stack.client().gql(INTROSPECTION_QUERY);
    const fromGateway = buildClientSchema(res.data as IntrospectionQuery);
    const contract = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(print(fromGateway)).toBe(print(contract));
  });
});
