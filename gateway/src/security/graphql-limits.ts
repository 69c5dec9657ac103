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
 * well above the largest web-client operation (depth 5, cost ≈33k for the home catalogue, 45 fields, 2 aliases, a
 * name repeated twice in a selection set); test/gateway/security-graphql-limits.test.ts runs every
 * `web/src/**\/*.graphql` document and every trusted document through them.
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
  /** Field selections in the whole document, fragments expanded (`{ a { b } }` is 2). */
  maxFields: number;
  /** Fields with one response name in one selection set, fragments merged in (`{ a a }` is 2). */
  maxRepeatedFields: number;
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
  maxFields: 250,
  maxRepeatedFields: 8,
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
  /** Field selections, fragments expanded. */
  fields: number;
}

const CYCLE: Measure = { depth: Infinity, cost: Infinity, fields: Infinity };

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
    let fields = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        // Structural checks, not instanceof: they hold even if two copies of graphql-js are loaded (vitest).
        const defs = parent && 'getFields' in parent ? parent.getFields() : undefined;
        const typeName = defs?.[sel.name.value]?.type.toString() ?? META_FIELDS[sel.name.value] ?? '';
        const isList = typeName.startsWith('[');
        const child = sel.selectionSet
          ? this.set(sel.selectionSet, this.type(typeName.replace(/[[\]!]/g, '')))
          : { depth: 0, cost: 0, fields: 0 };
        depth = Math.max(depth, 1 + child.depth);
        cost += 1 + (isList ? LIST_FACTOR : 1) * child.cost;
        fields += 1 + child.fields;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const typed = sel.typeCondition ? this.type(sel.typeCondition.name.value) : parent;
        const child = this.set(sel.selectionSet, typed);
        depth = Math.max(depth, child.depth);
        cost += child.cost;
        fields += child.fields;
      } else {
        const child = this.fragment(sel.name.value);
        if (!child) continue;
        depth = Math.max(depth, child.depth);
        cost += child.cost;
        fields += child.fields;
      }
    }
    return { depth, cost, fields };
  }

  /** Whether a fragment has been measured (reached from an operation or measured as a root). */
  measured(name: string): boolean {
    return this.done.has(name);
  }
}

/**
 * The most fields sharing one response name in one selection set, with inline fragments and named fragments merged
 * in as graphql-js's overlapping-fields rule merges them (it compares those fields pairwise). Each named fragment's
 * merged names are computed once; run only once the document's expanded field count is within its limit, so every
 * merge is bounded by that count and the whole pass is linear in it.
 */
class Repeats {
  private readonly done = new Map<string, Map<string, number>>();
  private readonly open = new Set<string>();
  most = 0;

  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  private fragment(name: string): Map<string, number> {
    const known = this.done.get(name);
    if (known) return known;
    const frag = this.fragments.get(name);
    if (!frag || this.open.has(name)) return new Map(); // unknown or cyclic: graphql-js reports it
    this.open.add(name);
    const names = this.set(frag.selectionSet);
    this.open.delete(name);
    this.done.set(name, names);
    return names;
  }

  /** Visits `set` and every set below it; answers the response names of its merged top level. */
  set(set: SelectionSetNode): Map<string, number> {
    const names = new Map<string, number>();
    const spread = new Set<string>();
    const add = (name: string, count: number) => {
      const total = (names.get(name) ?? 0) + count;
      names.set(name, total);
      this.most = Math.max(this.most, total);
    };
    const collect = (inner: SelectionSetNode) => {
      for (const sel of inner.selections) {
        if (sel.kind === Kind.FIELD) {
          add((sel.alias ?? sel.name).value, 1);
          if (sel.selectionSet) this.set(sel.selectionSet);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          collect(sel.selectionSet);
        } else if (!spread.has(sel.name.value)) {
          // graphql-js compares a fragment spread twice in one set only once.
          spread.add(sel.name.value);
          for (const [name, count] of this.fragment(sel.name.value)) add(name, count);
        }
      }
    };
    collect(set);
    return names;
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
 * Depth and cost per operation; fields, repeated fields, aliases, directives and fragments per document. Everything is measured when the
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
      let fields = 0;
      for (const op of doc.definitions) {
        if (op.kind !== Kind.OPERATION_DEFINITION) continue;
        const root = ctx.getSchema().getRootType(op.operation) ?? undefined;
        const { depth, cost, fields: opFields } = measurer.set(op.selectionSet, root);
        fields += opFields;
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
      // graphql-js's rules visit fragments no operation spreads too: count those as well.
      for (const [name, frag] of fragments)
        if (!measurer.measured(name)) fields += measurer.fragment(frag.name.value)?.fields ?? 0;
      over(
        'fields',
        fields,
        limits.maxFields,
        `The query selects too many fields (${fields > 1e15 ? 'over 10^15' : fields}; at most ${limits.maxFields}).`,
      );
      if (fields <= limits.maxFields) {
        const repeats = new Repeats(fragments);
        for (const d of doc.definitions)
          if (d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION)
            repeats.set(d.selectionSet);
        over(
          'repeatedFields',
          repeats.most,
          limits.maxRepeatedFields,
          `The query repeats one field too often in a selection (${repeats.most} times; at most ${limits.maxRepeatedFields}).`,
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
