import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Static limits on a GraphQL document, checked during validation — before any resolver (and so before any
 * upstream call) runs. Numbers are several times what the largest web-client operation needs
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
  /** JSON body limit for `express.json`. */
  maxBodyBytes: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 12,
  maxCost: 5000,
  maxAliases: 30,
  maxTokens: 5000,
  maxBodyBytes: 256 * 1024,
};

/** Assumed length of a list field when estimating cost (pages of questions, history rows…). */
const LIST_FACTOR = 10;

export const LIMIT_CODE = 'QUERY_TOO_COMPLEX';

function limitError(message: string, limit: string, value: number, max: number) {
  return new GraphQLError(message, { extensions: { code: LIMIT_CODE, limit, value, max } });
}

interface Measure {
  depth: number;
  cost: number;
}

/** Walks a selection set with its parent type; cycles through fragments count as infinitely deep. */
function measure(
  ctx: ValidationContext,
  set: SelectionSetNode,
  parent: GraphQLCompositeType | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const def =
        parent && !isAbstractType(parent) && isObjectType(parent)
          ? parent.getFields()[sel.name.value]
          : undefined;
      const fieldType = def?.type as GraphQLOutputType | undefined;
      const isList = fieldType ? isListType(getNullableType(fieldType)) : false;
      const named = fieldType ? getNamedType(fieldType) : undefined;
      const child = sel.selectionSet
        ? measure(ctx, sel.selectionSet, named as GraphQLCompositeType | undefined, fragments, seen)
        : { depth: 0, cost: 0 };
      depth = Math.max(depth, 1 + child.depth);
      cost += 1 + (isList ? LIST_FACTOR : 1) * child.cost;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const typed = sel.typeCondition
        ? (ctx.getSchema().getType(sel.typeCondition.name.value) as GraphQLCompositeType | undefined)
        : parent;
      const child = measure(ctx, sel.selectionSet, typed, fragments, seen);
      depth = Math.max(depth, child.depth);
      cost += child.cost;
    } else {
      const name = sel.name.value;
      const frag = fragments.get(name);
      if (!frag) continue; // unknown fragment: graphql-js's own rule reports it
      if (seen.has(name)) return { depth: Infinity, cost: Infinity };
      const typed = ctx.getSchema().getType(frag.typeCondition.name.value) as
        GraphQLCompositeType | undefined;
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

