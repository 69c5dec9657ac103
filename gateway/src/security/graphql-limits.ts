import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Static limits on a GraphQL document, checked during validation — before any resolver (and so before any
 * upstream call) runs. Numbers are well above what the largest web-client operation needs (depth 5, cost ≈33k for
 * the home screen's grades → subjects → quizzes catalogue, 2 aliases)
 * (test/gateway/security-graphql-limits.test.ts runs every `web/src/**\/*.graphql` document through them).
 */
export interface GraphQLLimits {
  /** Deepest field nesting, fragments expanded (`{ a { b } }` is 2). */
  maxDepth: number;
  /** Estimated work: 1 per field, list fields multiply their selection by `listFactor`. */
  maxCost: number;
  /** Aliased fields in the whole document (aliases let one request repeat an expensive field). */
  maxAliases: number;
  /** Parser token limit: refuses megabyte-long documents before building an AST. */
  maxTokens: number;
  /** Request body limit (Fastify's `bodyLimit`) for JSON and form requests to /graphql. */
  maxBodyBytes: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 10,
  maxCost: 100_000,
  maxAliases: 30,
  maxTokens: 5000,
  maxBodyBytes: 256 * 1024,
};

/** Assumed length of a list field when estimating cost (pages of questions, history rows…). */
const LIST_FACTOR = 10;

function limitError(message: string, limit: string, value: number, max: number) {
  // Apollo reports validation errors with code GRAPHQL_VALIDATION_FAILED; `limit` says which one was hit.
  return new GraphQLError(message, { extensions: { limit, value, max } });
}

/** Introspection fields are not in `getFields()` but can nest just as deep. */
const META_FIELDS: Record<string, string> = { __schema: '__Schema!', __type: '__Type' };

interface Measure {
  depth: number;
  cost: number;
}

/** Walks a selection set with its parent type; cycles through fragments count as infinitely deep. */
function measure(
  ctx: ValidationContext,
  set: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      // Structural checks, not instanceof: they hold even if two copies of graphql-js are loaded (vitest).
      const fields = parent && 'getFields' in parent ? parent.getFields() : undefined;
      const typeName = fields?.[sel.name.value]?.type.toString() ?? META_FIELDS[sel.name.value] ?? '';
      const isList = typeName.startsWith('[');
      const named = ctx.getSchema().getType(typeName.replace(/[[\]!]/g, '')) ?? undefined;
      const child = sel.selectionSet
        ? measure(ctx, sel.selectionSet, named, fragments, seen)
        : { depth: 0, cost: 0 };
      depth = Math.max(depth, 1 + child.depth);
      cost += 1 + (isList ? LIST_FACTOR : 1) * child.cost;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const typed = sel.typeCondition
        ? (ctx.getSchema().getType(sel.typeCondition.name.value) ?? undefined)
        : parent;
      const child = measure(ctx, sel.selectionSet, typed, fragments, seen);
      depth = Math.max(depth, child.depth);
      cost += child.cost;
    } else {
      const name = sel.name.value;
      const frag = fragments.get(name);
      if (!frag) continue; // unknown fragment: graphql-js's own rule reports it
      if (seen.has(name)) return { depth: Infinity, cost: Infinity };
      const typed = ctx.getSchema().getType(frag.typeCondition.name.value) ?? undefined;
      const child = measure(ctx, frag.selectionSet, typed, fragments, new Set(seen).add(name));
      depth = Math.max(depth, child.depth);
      cost += child.cost;
    }
  }
  return { depth, cost };
}

/** Depth and cost per operation, aliases per document: one validation rule, one walk. */
export function createLimitRule(limits: GraphQLLimits) {
  return (ctx: ValidationContext): ASTVisitor => {
    const doc = ctx.getDocument();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      OperationDefinition(op) {
        const root = ctx.getSchema().getRootType(op.operation) ?? undefined;
        const { depth, cost } = measure(ctx, op.selectionSet, root, fragments, new Set());
        if (depth > limits.maxDepth)
          ctx.reportError(
            limitError(
              `The query is nested too deeply (${depth} levels; at most ${limits.maxDepth}).`,
              'depth',
              depth,
              limits.maxDepth,
            ),
          );
        if (cost > limits.maxCost)
          ctx.reportError(
            limitError(
              `The query asks for too much at once (cost ${cost}; at most ${limits.maxCost}).`,
              'cost',
              cost,
              limits.maxCost,
            ),
          );
      },
      Document: {
        leave() {
          if (aliases > limits.maxAliases)
            ctx.reportError(
              limitError(
                `The query uses too many aliases (${aliases}; at most ${limits.maxAliases}).`,
                'aliases',
                aliases,
                limits.maxAliases,
              ),
            );
        },
      },
    };
  };
}
