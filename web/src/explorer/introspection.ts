import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';

/**
 * The schema for the Docs panel and autocompletion: graphql-js's standard introspection query (type references 15
 * levels deep, deprecated arguments included), which the gateway measures by its own introspection bound (gateway/src/security/graphql-limits.ts).
 */
export const INTROSPECTION_QUERY = getIntrospectionQuery({
  descriptions: true,
  schemaDescription: true,
  inputValueDeprecation: true,
});

export async function fetchIntrospection(url: string): Promise<IntrospectionQuery> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: INTROSPECTION_QUERY, operationName: 'IntrospectionQuery' }),
  });
  const body = (await res.json()) as { data?: IntrospectionQuery; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.map((e) => e.message).join(' ') ?? `HTTP ${res.status}`);
  return body.data;
}
