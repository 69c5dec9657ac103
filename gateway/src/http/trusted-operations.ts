import type { GraphQLFormattedError } from 'graphql';
import type { GraphqlRequest } from './graphql-request';
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/**
 * The web client's own operations, known at build time (the trusted-document manifest, decision 0006), prepared
 * once at boot — parsed, validated with the same rules Apollo applies (the standard ones and the abuse limits) —
 * and then executed with graphql-js directly, skipping Apollo Server's per-request pipeline, which was a third of
 * the gateway's CPU for an answer save (docs/decisions/0011-json-graphql-path.md). What Apollo would add around
 * the execution is reproduced here and tested against it (test/gateway/trusted-operations.test.ts): the answer's
 * fields in Apollo's order, the error normalisation and `formatError`, and the content type Apollo chose for the
 * same `Accept` header. Anything else goes to Apollo: unknown texts, operations guarded by a plugin (the sign-in
 * throttle), odd request shapes, and requests whose variables do not fit (Apollo's 400 explains them).
 */
export interface TrustedOperation {
  document: DocumentNode;
  operationName: string;
}

/** Root fields whose plugin (login-rate-limit.ts) must see the request: those always take Apollo's path. */
const PLUGIN_GUARDED_FIELDS = new Set(['login', 'registerAccount']);

export function prepareTrustedOperations(
  schema: GraphQLSchema,
  texts: Iterable<string>,
  rules: readonly ValidationRule[],
): Map<string, TrustedOperation> {
  const prepared = new Map<string, TrustedOperation>();
  for (const text of texts) {
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      continue;
    }
    if (validate(schema, document, [...specifiedRules, ...rules]).length > 0) continue;
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operations[0];
    if (operations.length !== 1 || !operation?.name) continue;
    const guarded = operation.selectionSet.selections.some(
      (s) => s.kind !== Kind.FIELD || PLUGIN_GUARDED_FIELDS.has(s.name.value),
    );
    if (guarded) continue;
    prepared.set(text, { document, operationName: operation.name.value });
  }
  return prepared;
}

export interface TrustedExecution {
  schema: GraphQLSchema;
  /** The same function Apollo Server is given. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  includeStacktrace: boolean;
}

export interface TrustedResult {
  status: number;
  /** Headers an error asked for (`extensions.http.headers`), as Apollo would apply them. */
  headers: Array<[string, string]>;
  body: string;
}

/** The trusted operation this request names, with no other difference from what Apollo would run; else null. */
export function trustedRequest(
  request: GraphqlRequest,
  operations: Map<string, TrustedOperation>,
): TrustedOperation | null {
  const operation = operations.get(request.query);
  if (!operation) return null;
  if (request.operationName !== null && request.operationName !== operation.operationName) return null;
  return operation;
}

/**
 * Runs a trusted operation. Returns null, before any resolver has run, when the variables do not coerce: Apollo
 * then answers the request itself (its 400 and wording), which is safe because nothing has happened yet.
 */
export async function executeTrusted(
  run: TrustedExecution,
  operation: TrustedOperation,
  variables: Record<string, unknown> | undefined,
  contextValue: unknown,
): Promise<TrustedResult | null> {
  const result = await execute({
    schema: run.schema,
    document: operation.document,
    operationName: operation.operationName,
    variableValues: variables,
    contextValue,
  });
  // No `data` at all means the request failed before execution (variable coercion): not ours to word.
  if (!('data' in result) || result.data === undefined) return null;
  let status = 200;
  const headers: Array<[string, string]> = [];
  const errors = result.errors?.map((error) => {
    const formatted = formatOne(run, error);
    status = formatted.http?.status ?? status;
    for (const entry of formatted.http?.headers ?? []) headers.push(entry);
    return formatted.error;
  });
  // Apollo's field order and trailing newline (runHttpQuery's orderExecutionResultFields, prettyJSONStringify).
  const body = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
  return { status, headers, body };
}

interface HttpHead {
  status?: number;
  headers?: Array<[string, string]>;
}

/** Apollo's error normalisation: a code always, `extensions.http` taken out (it sets the status), then formatError. */
function formatOne(
  run: TrustedExecution,
  error: GraphQLError,
): { error: GraphQLFormattedError; http?: HttpHead } {
  let http: HttpHead | undefined;
  const enrich = (e: unknown): GraphQLFormattedError => {
    const graphqlError =
      e instanceof GraphQLError
        ? e
        : new GraphQLError(e instanceof Error ? e.message : `Unexpected error value: ${String(e)}`, {
            originalError: e instanceof Error ? e : undefined,
          });
    const extensions: Record<string, unknown> = {
      ...graphqlError.extensions,
      code: graphqlError.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const head = extensions.http as { status?: unknown; headers?: unknown } | undefined;
    if (head && typeof head === 'object') {
      http = {
        ...(typeof head.status === 'number' ? { status: head.status } : {}),
        ...(head.headers instanceof Map ? { headers: [...(head.headers as Map<string, string>)] } : {}),
      };
      delete extensions.http;
    }
    if (run.includeStacktrace) extensions.stacktrace = graphqlError.stack?.split('\n');
    return { ...graphqlError.toJSON(), extensions };
  };
  try {
    const formatted = run.formatError(enrich(error), error);
    return http ? { error: formatted, http } : { error: formatted };
  } catch (formattingError) {
    const fallback = run.includeStacktrace
      ? enrich(formattingError)
      : { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    return http ? { error: fallback, http } : { error: fallback };
  }
}
