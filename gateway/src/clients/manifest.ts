import { createHash } from 'node:crypto';
import {
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { z } from 'zod';
import { createLimitRule, DEFAULT_GRAPHQL_LIMITS } from '../security/graphql-limits';

/** Bounds on what a publish reads and checks: the work is bounded whatever the file holds. */
export const MANIFEST_LIMITS = {
  /** The file, read only when it is no larger. */
  maxBytes: 4 * 1024 * 1024,
  maxOperations: 500,
  /** One operation's text (our JSON body limit holds a request, text and variables together). */
  maxBodyBytes: 64 * 1024,
  /** Problems listed before checking stops. */
  maxProblems: 20,
} as const;

const operation = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'id must be the hex SHA-256 of body (64 lower-case hex digits)'),
  name: z.string().regex(/^[_A-Za-z][_0-9A-Za-z]{0,99}$/, 'name must be a GraphQL name'),
  type: z.enum(['query', 'mutation', 'subscription']),
  body: z.string().min(1).max(MANIFEST_LIMITS.maxBodyBytes),
  clientName: z.string().optional(),
});

/** Apollo's persisted-query manifest (what `generate-persisted-query-manifest` and Apollo Kotlin/iOS write). */
const manifestSchema = z.looseObject({
  format: z.literal('apollo-persisted-query-manifest'),
  version: z.literal(1),
  operations: z.array(operation).min(1).max(MANIFEST_LIMITS.maxOperations),
});

/** An operation as it is published (the client's name for it is not kept). */
export type ManifestOperation = Omit<z.infer<typeof operation>, 'clientName'>;

export type ManifestCheck = { ok: true; operations: ManifestOperation[] } | { ok: false; problems: string[] };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The problems of one operation against the schema and the gateway's document limits (none: it may be trusted). */
function operationProblems(schema: GraphQLSchema, op: ManifestOperation): string[] {
  const where = `operation ${op.name} (${op.id.slice(0, 12)}…)`;
  if (sha256(op.body) !== op.id) return [`${where}: id is not the SHA-256 of its body`];
  let document: DocumentNode;
  try {
    document = parse(op.body, { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens, noLocation: false });
  } catch (err) {
    return [`${where}: not valid GraphQL (${err instanceof GraphQLError ? err.message : 'parse failed'})`];
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return [`${where}: holds ${operations.length} operations, not one`];
  const [only] = operations as [OperationDefinitionNode];
  if (only.name?.value !== op.name)
    return [`${where}: its operation is named ${only.name?.value ?? '(none)'}`];
  if (only.operation !== op.type) return [`${where}: is a ${only.operation}, not a ${op.type}`];
  const errors = validate(schema, document, [...specifiedRules, createLimitRule(DEFAULT_GRAPHQL_LIMITS)], {
    maxErrors: DEFAULT_GRAPHQL_LIMITS.maxErrors,
  });
  return errors.map((e) => `${where}: ${e.message}`);
}

/**
 * Checks a manifest as a whole before anything is stored: its size, its shape, and every operation against the
 * schema and the limits the gateway applies to any document. One problem refuses it all.
 */
export function checkManifest(schema: GraphQLSchema, bytes: Buffer | string): ManifestCheck {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  if (size > MANIFEST_LIMITS.maxBytes)
    return { ok: false, problems: [`the manifest is ${size} bytes; at most ${MANIFEST_LIMITS.maxBytes}`] };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString());
  } catch {
    return { ok: false, problems: ['the manifest is not JSON'] };
  }
  const shape = manifestSchema.safeParse(json);
  if (!shape.success)
    return {
      ok: false,
      problems: shape.error.issues
        .slice(0, MANIFEST_LIMITS.maxProblems)
        .map((i) => `${i.path.join('.') || 'manifest'}: ${i.message}`),
    };
  const problems: string[] = [];
  const ids = new Set<string>();
  const operations: ManifestOperation[] = [];
  for (const raw of shape.data.operations) {
    const op = { id: raw.id, name: raw.name, type: raw.type, body: raw.body };
    if (ids.has(op.id)) problems.push(`operation ${op.name}: id ${op.id} appears twice`);
    ids.add(op.id);
    problems.push(...operationProblems(schema, op));
    if (problems.length >= MANIFEST_LIMITS.maxProblems) break;
    operations.push(op);
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MANIFEST_LIMITS.maxProblems) };
  return { ok: true, operations };
}
