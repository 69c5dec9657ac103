import { defaultFieldResolver, type GraphQLResolveInfo } from 'graphql';

/**
 * Test helper: runs every field resolver of a type map on a parent, like the executor would, and reads the fields
 * named in `defaulted` (those the map leaves to GraphQL) with GraphQL's default resolver.
 */
export async function resolveFields(
  resolvers: object,
  parent: unknown,
  ctx: unknown = {},
  defaulted: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, r] of Object.entries(resolvers)) {
    const fn = (typeof r === 'function' ? r : (r as { resolve: unknown }).resolve) as (
      ...a: unknown[]
    ) => unknown;
    out[name] = await fn(parent, {}, ctx, {});
  }
  for (const name of defaulted)
    out[name] = await defaultFieldResolver(parent, {}, ctx, { fieldName: name } as GraphQLResolveInfo);
  return out;
}
