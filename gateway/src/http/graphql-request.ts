/** A GraphQL-over-HTTP request body in the shape Apollo accepts, once the trusted document has been filled in. */
export interface GraphqlRequest {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown> | undefined;
}

/**
 * The body as a well-formed request, or null when it is not one (no query text, a non-string operation name,
 * variables that are not an object): Apollo then answers with its own 400, and neither the whole-answer cache nor
 * the trusted path may stand in for it.
 */
export function readGraphqlRequest(body: unknown): GraphqlRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return {
    query,
    operationName: operationName ?? null,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}
