import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';

/**
 * The schema for the Docs panel and autocompletion, asked with type references three `ofType`s deep. GraphiQL's own
 * introspection query nests nine, which the gateway's depth limit (10 levels, introspection included:
 * gateway/src/security/graphql-limits.ts) refuses; the deepest type this schema has is `[T!]!` (three wrappers),
 * so nothing is lost. A schema with deeper wrappers would show up here as an unknown type, not fail silently.
 */
const TYPE_REF = `fragment TypeRef on __Type {
  kind
  name
  ofType {
    kind
    name
    ofType {
      kind
      name
      ofType {
        kind
        name
      }
    }
  }
}`;

export const INTROSPECTION_QUERY = getIntrospectionQuery({
  descriptions: true,
  schemaDescription: true,
}).replace(/fragment TypeRef on __Type \{[\s\S]*$/, TYPE_REF);

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
