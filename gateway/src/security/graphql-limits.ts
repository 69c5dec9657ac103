import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  visit,
} from 'graphql';

/**
 * Static limits on a GraphQL document, checked during validation, before any resolver or upstream call. They sit
 * well above the largest web-client operation (depth 5, cost ≈33k for the home catalogue, 2 aliases);
 * test/gateway/security-graphql-limits.test.ts runs every `web/src/**\/*.graphql` document through them.
 */
export interface GraphQLLimits {
  /** Deepest field nesting, fragments expanded (`{ a { b } }` is 2). */
  maxDepth: number;
  /** Estimated work: 1 per field, list fields multiply their selection by `listFactor`. */
  maxCost: number;
  /** Aliased fields in the whole document (aliases let one request repeat an expensive field). */
  maxAliases: number;
  /** Directives in the whole document. */
  maxDirectives: number;
  /** Named fragment definitions in the whole document. */
  maxFragments: number;
  /** Parser token limit: refuses megabyte-long documents before building an AST. */
  maxTokens: number;
  /** Request body limit (Fastify's `bodyLimit`) for JSON and form requests to /graphql. */
  maxBodyBytes: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 10,
  maxCost: 100_000,
  maxAliases: 30,
  maxDirectives: 50,
  maxFragments: 50,
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

const CYCLE: Measure = { depth: Infinity, cost: Infinity };

/**
 * Depth and cost of selection sets, fragments expanded. Each named fragment is measured once and its result reused
 * at every spread (its type condition, not the spread's parent, decides its fields), so the walk costs time in
 * proportion to the document however often fragments spread each other. A cycle through fragments counts as
 * infinitely deep.
 */
class Measurer {
  private readonly done = new Map<string, Measure>();
  private readonly open = new Set<string>();

  constructor(
    private readonly ctx: ValidationContext,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  private type(name: string): GraphQLNamedType | undefined {
    return this.ctx.getSchema().getType(name) ?? undefined;
  }

  fragment(name: string): Measure | undefined {
    const known = this.done.get(name);
    if (known) return known;
    const frag = this.fragments.get(name);
    if (!frag) return undefined; // unknown fragment: graphql-js's own rule reports it
    if (this.open.has(name)) return CYCLE;
    this.open.add(name);
    const result = this.set(frag.selectionSet, this.type(frag.typeCondition.name.value));
    this.open.delete(name);
    this.done.set(name, result);
    return result;
  }

  set(set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure {
    let depth = 0;
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        // Structural checks, not instanceof: they hold even if two copies of graphql-js are loaded (vitest).
        const fields = parent && 'getFields' in parent ? parent.getFields() : undefined;
        const typeName = fields?.[sel.name.value]?.type.toString() ?? META_FIELDS[sel.name.value] ?? '';
        const isList = typeName.startsWith('[');
        const child = sel.selectionSet
          ? this.set(sel.selectionSet, this.type(typeName.replace(/[[\]!]/g, '')))
          : { depth: 0, cost: 0 };
        depth = Math.max(depth, 1 + child.depth);
        cost += 1 + (isList ? LIST_FACTOR : 1) * child.cost;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const typed = sel.typeCondition ? this.type(sel.typeCondition.name.value) : parent;
        const child = this.set(sel.selectionSet, typed);
        depth = Math.max(depth, child.depth);
        cost += child.cost;
      } else {
        const child = this.fragment(sel.name.value);
        if (!child) continue;
        depth = Math.max(depth, child.depth);
        cost += child.cost;
      }
    }
    return { depth, cost };
  }
}

/**
 * Stops graphql-js's validation of this document, so the other rules (the overlapping-fields check is superlinear)
 * never see a refused document: spending the context's fragment budget throws graphql-js's "Validation aborted.".
 */
function abortValidation(ctx: ValidationContext): void {
  (ctx as unknown as { spendFragmentWork?: (cost: number) => void }).spendFragmentWork?.(Infinity);
}

/**
 * Depth and cost per operation, aliases, directives and fragments per document. Everything is measured when the
 * document is entered, before any other rule visits it, in time proportional to the document; a document over a
 * limit is refused there and validation stops.
 */
export function createLimitRule(limits: GraphQLLimits) {
  return (ctx: ValidationContext): ASTVisitor => ({
    Document(doc) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const d of doc.definitions)
        if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
      let aliases = 0;
      let directives = 0;
      visit(doc, {
        Field(node) {
          if (node.alias) aliases += 1;
        },
        Directive() {
          directives += 1;
        },
      });
      const errors: GraphQLError[] = [];
      const over = (limit: string, value: number, max: number, message: string) => {
        if (value > max) errors.push(limitError(message, limit, value, max));
      };
      const measurer = new Measurer(ctx, fragments);
      for (const op of doc.definitions) {
        if (op.kind !== Kind.OPERATION_DEFINITION) continue;
        const root = ctx.getSchema().getRootType(op.operation) ?? undefined;
        const { depth, cost } = measurer.set(op.selectionSet, root);
        over(
          'depth',
          depth,
          limits.maxDepth,
          `The query is nested too deeply (${depth} levels; at most ${limits.maxDepth}).`,
        );
        over(
          'cost',
          cost,
          limits.maxCost,
          `The query asks for too much at once (cost ${cost > 1e15 ? 'over 10^15' : cost}; at most ${limits.maxCost}).`,
        );
      }
      over(
        'aliases',
        aliases,
        limits.maxAliases,
        `The query uses too many aliases (${aliases}; at most ${limits.maxAliases}).`,
      );
      over(
        'directives',
        directives,
        limits.maxDirectives,
        `The query uses too many directives (${directives}; at most ${limits.maxDirectives}).`,
      );
      over(
        'fragments',
        fragments.size,
        limits.maxFragments,
        `The query defines too many fragments (${fragments.size}; at most ${limits.maxFragments}).`,
      );
      if (errors.length === 0) return;
      for (const error of errors) ctx.reportError(error);
      abortValidation(ctx);
    },
  });
}
