/** Test helper: runs every field resolver of a type map on a parent, like the executor would. */
export async function resolveFields(
  resolvers: object,
  parent: unknown,
  ctx: unknown = {},
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, r] of Object.entries(resolvers)) {
    const fn = (typeof r === 'function' ? r : (r as { resolve: unknown }).resolve) as (
      ...a: unknown[]
    ) => unknown;
    out[name] = await fn(parent, {}, ctx, {});
  }
  return out;
}
