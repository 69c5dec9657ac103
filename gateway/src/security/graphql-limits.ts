import {
  GraphQLError,
  Kind,
  print,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type NamedTypeNode,
  type SelectionSetNode,
  type ConstDirectiveNode,
  type DirectiveNode,
  type TypeNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

/**
 * Static limits on a GraphQL document, checked during validation, before any resolver or upstream call. They sit
 * well above the largest web-client operation (depth 5, cost ≈33k for the home catalogue, 45 fields, 2 aliases, a
 * name repeated twice in a selection set) and the standard introspection query (introspection depth 15, 229
 * fields, cost ≈52k); test/gateway/security-graphql-limits.test.ts runs every `web/src/**\/*.graphql` document,
 * every trusted document and graphql-js's introspection query through them.
 */
export interface GraphQLLimits {
  /** Deepest nesting of the operation's own fields, fragments expanded (`{ a { b } }` is 2). */
  maxDepth: number;
  /** Deepest nesting down to an introspection field (`__schema`, `__type` and everything below them). */
  maxIntrospectionDepth: number;
  /**
   * Times one operation lists the schema's types (`__schema { types }`, fragments expanded): the one list the cost
   * estimate cannot size (every type), so aliases of it would multiply the standard query's work.
   */
  maxTypeLists: number;
  /** Estimated work: 1 per field, list fields multiply their selection by `listFactor`. */
  maxCost: number;
  /** Aliased fields in the whole document (aliases let one request repeat an expensive field). */
  maxAliases: number;
  /** Directives in the whole document. */
  maxDirectives: number;
  /** Nesting of list and input-object literals in one argument or default value (`[{ a: 1 }]` is 2). */
  maxValueDepth: number;
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
  /** Validation errors reported before validation stops (Apollo's `validationOptions.maxErrors`). */
  maxErrors: number;
  /** Nesting of arrays and objects in a request's JSON (its variables and extensions); the body itself is 1. */
  maxJsonDepth: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 10,
  maxIntrospectionDepth: 20,
  maxTypeLists: 1,
  maxCost: 100_000,
  maxAliases: 30,
  maxDirectives: 50,
  maxValueDepth: 8,
  maxFragments: 50,
  maxFields: 250,
  maxRepeatedFields: 8,
  maxTokens: 5000,
  maxBodyBytes: 256 * 1024,
  maxErrors: 10,
  maxJsonDepth: 32,
};

/** Assumed length of a list field when estimating cost (pages of questions, history rows…). */
const LIST_FACTOR = 10;

/**
 * The root introspection fields are not in `getFields()`; every type below them is an introspection type. A map,
 * not an object: a client's field name (`constructor`, `__proto__`) finds nothing inherited.
 */
const META_FIELDS = new Map([
  ['__schema', '__Schema!'],
  ['__type', '__Type'],
]);

const isIntrospection = (field: string, parent: GraphQLNamedType | undefined) =>
  META_FIELDS.has(field) || (parent?.name.startsWith('__') ?? false);

/** One selection set, fragments expanded. */
interface Measure {
  /** Nesting of the operation's own fields. */
  depth: number;
  /** Nesting down to the deepest introspection field (0 if there is none). */
  introDepth: number;
  cost: number;
  fields: number;
  /** `__Schema.types` selections. */
  typeLists: number;
  /** How many fields share each response name at this set's top level, inline and named fragments merged in. */
  names: Map<string, number>;
}

const LEAF: Measure = { depth: 0, introDepth: 0, cost: 0, fields: 0, typeLists: 0, names: new Map() };
const CYCLE: Measure = {
  depth: Infinity,
  introDepth: Infinity,
  cost: Infinity,
  fields: Infinity,
  typeLists: Infinity,
  names: new Map(),
};

/** How deep list and object literals nest in `value` (a scalar or variable is 0), walked without recursion. */
function valueDepth(value: ValueNode): number {
  let deepest = 0;
  const pending: Array<[ValueNode, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node.kind === Kind.LIST) {
      deepest = Math.max(deepest, depth + 1);
      for (const item of node.values) pending.push([item, depth + 1]);
    } else if (node.kind === Kind.OBJECT) {
      deepest = Math.max(deepest, depth + 1);
      for (const field of node.fields) pending.push([field.value, depth + 1]);
    }
  }
  return deepest;
}

/**
 * The one walk over a document's selections that measures every limit. Each named fragment is walked once and its
 * measure reused at every spread (its type condition, not the spread's parent, decides its fields), so every
 * selection node is visited exactly once however often fragments spread each other; a cycle through fragments
 * counts as infinitely deep. Merging a fragment's response names into a set where it is spread (what graphql-js's
 * overlapping-fields rule compares) costs at most the fields that spread adds, so it stops once the merges exceed
 * the field limit: the document is refused by it anyway. `work` counts both, for the tests that bound it.
 */
class DocumentWalk {
  /** Selections visited plus response names merged. */
  work = 0;
  aliases = 0;
  directives = 0;
  mostRepeated = 0;
  /** The deepest literal in an argument (of a field or a directive) or a default value. */
  deepestValue = 0;
  private merged = 0;
  private readonly done = new Map<string, Measure>();
  private readonly open = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly mergeBudget: number,
  ) {}

  private type(name: string): GraphQLNamedType | undefined {
    return this.schema.getType(name) ?? undefined;
  }

  fragment(name: string): Measure | undefined {
    const known = this.done.get(name);
    if (known) return known;
    const frag = this.fragments.get(name);
    if (!frag) return undefined; // unknown fragment: graphql-js's own rule reports it
    if (this.open.has(name)) return CYCLE;
    this.open.add(name);
    this.directivesOf(frag.directives);
    const result = this.set(frag.selectionSet, this.type(frag.typeCondition.name.value));
    this.open.delete(name);
    this.done.set(name, result);
    return result;
  }

  /** Counts `directives` and measures their arguments' literals. */
  directivesOf(nodes: ReadonlyArray<DirectiveNode | ConstDirectiveNode> | undefined): void {
    for (const directive of nodes ?? []) {
      this.directives += 1;
      for (const arg of directive.arguments ?? []) this.value(arg.value);
    }
  }

  value(node: ValueNode): void {
    this.deepestValue = Math.max(this.deepestValue, valueDepth(node));
  }

  /** Whether a fragment has been walked (reached from an operation or walked as a root). */
  walked(name: string): boolean {
    return this.done.has(name);
  }

  set(set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure {
    const m: Measure = { depth: 0, introDepth: 0, cost: 0, fields: 0, typeLists: 0, names: new Map() };
    const spread = new Set<string>();
    const add = (name: string, count: number) => {
      const total = (m.names.get(name) ?? 0) + count;
      m.names.set(name, total);
      this.mostRepeated = Math.max(this.mostRepeated, total);
    };
    const collect = (inner: SelectionSetNode, within: GraphQLNamedType | undefined) => {
      for (const sel of inner.selections) {
        this.work += 1;
        this.directivesOf(sel.directives);
        if (sel.kind === Kind.FIELD) {
          if (sel.alias) this.aliases += 1;
          for (const arg of sel.arguments ?? []) this.value(arg.value);
          add((sel.alias ?? sel.name).value, 1);
          // Structural checks, not instanceof: they hold even if two copies of graphql-js are loaded.
          const defs = within && 'getFields' in within ? within.getFields() : undefined;
          const typeName = defs?.[sel.name.value]?.type.toString() ?? META_FIELDS.get(sel.name.value) ?? '';
          const child = sel.selectionSet
            ? this.set(sel.selectionSet, this.type(typeName.replace(/[[\]!]/g, '')))
            : LEAF;
          m.cost += 1 + (typeName.startsWith('[') ? LIST_FACTOR : 1) * child.cost;
          m.fields += 1 + child.fields;
          m.typeLists +=
            child.typeLists + (within?.name === '__Schema' && sel.name.value === 'types' ? 1 : 0);
          if (isIntrospection(sel.name.value, within)) {
            m.introDepth = Math.max(m.introDepth, 1 + Math.max(child.depth, child.introDepth));
          } else {
            m.depth = Math.max(m.depth, 1 + child.depth);
            if (child.introDepth > 0) m.introDepth = Math.max(m.introDepth, 1 + child.introDepth);
          }
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          collect(sel.selectionSet, sel.typeCondition ? this.type(sel.typeCondition.name.value) : within);
        } else {
          const frag = this.fragment(sel.name.value);
          if (!frag) continue;
          m.depth = Math.max(m.depth, frag.depth);
          m.introDepth = Math.max(m.introDepth, frag.introDepth);
          m.cost += frag.cost;
          m.fields += frag.fields;
          m.typeLists += frag.typeLists;
          // graphql-js compares a fragment spread twice in one set only once.
          if (spread.has(sel.name.value)) continue;
          spread.add(sel.name.value);
          if (this.merged + frag.names.size > this.mergeBudget) continue;
          this.merged += frag.names.size;
          this.work += frag.names.size;
          for (const [name, count] of frag.names) add(name, count);
        }
      }
    };
    collect(set, parent);
    return m;
  }
}

const named = (type: TypeNode): NamedTypeNode => (type.kind === Kind.NAMED_TYPE ? type : named(type.type));

/** Scalars and enums parse literals; input objects have fields and no interfaces (structural, as above). */
const isInputType = (type: GraphQLNamedType) =>
  'parseLiteral' in type || ('getFields' in type && !('getInterfaces' in type));

/**
 * The variables' types, checked before anything else: every use of a variable whose type is unknown or not an
 * input type is an error again, so the document is refused on them alone. graphql-js's wording, no suggestions.
 */
function variableTypeErrors(schema: GraphQLSchema, doc: DocumentNode, max: number): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const op of doc.definitions) {
    if (op.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of op.variableDefinitions ?? []) {
      if (errors.length >= max) return errors;
      const typeNode = named(v.type);
      const type = schema.getType(typeNode.name.value);
      if (!type) errors.push(new GraphQLError(`Unknown type "${typeNode.name.value}".`, { nodes: typeNode }));
      else if (!isInputType(type))
        errors.push(
          new GraphQLError(
            `Variable "$${v.variable.name.value}" cannot be non-input type "${print(v.type)}".`,
            { nodes: v.type },
          ),
        );
    }
  }
  return errors;
}

export interface DocumentMeasure {
  /** The limits the document exceeds (empty when it passes them all). */
  errors: GraphQLError[];
  /** Selections visited plus response names merged by the walk. */
  work: number;
}

/** Each limit: its setting, and the message of a document over it (`value` already rounded for the reader). */
const LIMITS = {
  depth: ['maxDepth', (value, max) => `The query is nested too deeply (${value} levels; at most ${max}).`],
  introspectionDepth: [
    'maxIntrospectionDepth',
    (value, max) => `The introspection query is nested too deeply (${value} levels; at most ${max}).`,
  ],
  cost: ['maxCost', (value, max) => `The query asks for too much at once (cost ${value}; at most ${max}).`],
  typeLists: [
    'maxTypeLists',
    (value, max) => `The introspection query lists the schema's types ${value} times (at most ${max}).`,
  ],
  fields: ['maxFields', (value, max) => `The query selects too many fields (${value}; at most ${max}).`],
  repeatedFields: [
    'maxRepeatedFields',
    (value, max) => `The query repeats one field too often in a selection (${value} times; at most ${max}).`,
  ],
  aliases: ['maxAliases', (value, max) => `The query uses too many aliases (${value}; at most ${max}).`],
  directives: [
    'maxDirectives',
    (value, max) => `The query uses too many directives (${value}; at most ${max}).`,
  ],
  valueDepth: [
    'maxValueDepth',
    (value, max) => `An argument's value is nested too deeply (${value} levels; at most ${max}).`,
  ],
  fragments: [
    'maxFragments',
    (value, max) => `The query defines too many fragments (${value}; at most ${max}).`,
  ],
} satisfies Record<string, [keyof GraphQLLimits, (value: string, max: number) => string]>;

/**
 * Every limit of `limits` measured in one walk over `doc`: depth, introspection depth, cost and type lists per operation;
 * fields, repeated fields, aliases, directives, argument literals' nesting and fragments per document.
 */
export function measureDocument(
  schema: GraphQLSchema,
  doc: DocumentNode,
  limits: GraphQLLimits,
): DocumentMeasure {
  const errors: GraphQLError[] = [];
  const check = (limit: keyof typeof LIMITS, value: number) => {
    const [setting, message] = LIMITS[limit];
    const max = limits[setting];
    // Apollo reports validation errors with code GRAPHQL_VALIDATION_FAILED; `limit` says which one was hit.
    if (value > max)
      errors.push(
        new GraphQLError(message(value > 1e15 ? 'over 10^15' : String(value), max), {
          extensions: { limit, value, max },
        }),
      );
  };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const walk = new DocumentWalk(schema, fragments, limits.maxFields);
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    walk.directivesOf(d.directives);
    for (const v of d.variableDefinitions ?? []) {
      walk.directivesOf(v.directives);
      if (v.defaultValue) walk.value(v.defaultValue);
    }
  }
  let fields = 0;
  for (const op of doc.definitions) {
    if (op.kind !== Kind.OPERATION_DEFINITION) continue;
    const m = walk.set(op.selectionSet, schema.getRootType(op.operation) ?? undefined);
    fields += m.fields;
    check('depth', m.depth);
    check('introspectionDepth', m.introDepth);
    check('cost', m.cost);
    check('typeLists', m.typeLists);
  }
  // graphql-js's rules visit fragments no operation spreads too: walk and count those as well.
  for (const name of fragments.keys()) if (!walk.walked(name)) fields += walk.fragment(name)?.fields ?? 0;
  check('fields', fields);
  check('repeatedFields', walk.mostRepeated);
  check('aliases', walk.aliases);
  check('directives', walk.directives);
  check('valueDepth', walk.deepestValue);
  check('fragments', fragments.size);
  return { errors, work: walk.work };
}

/** What graphql-js's rules are given in place of a refused document: nothing to visit. */
const NOTHING: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };

/**
 * The gateway's first validation pass, as the validation rule Apollo runs beside graphql-js's own. When the
 * document is entered, before any rule visits its definitions, the variables' types are checked, then every limit
 * is measured. A document that fails either is reported there and replaced by an empty one for the rest of
 * validation: a visitor that returns a node replaces it in the traversal of every rule (graphql-js's `visit` and
 * `visitInParallel`), so graphql-js's rules (the overlapping-fields check is superlinear) only ever visit a
 * document that passed.
 */
export function createLimitRule(limits: GraphQLLimits) {
  return (ctx: ValidationContext): ASTVisitor => ({
    Document(doc): ASTNode | undefined {
      const schema = ctx.getSchema();
      const variables = variableTypeErrors(schema, doc, limits.maxErrors);
      const errors = variables.length > 0 ? variables : measureDocument(schema, doc, limits).errors;
      if (errors.length === 0) return undefined;
      for (const error of errors) ctx.reportError(error);
      return NOTHING;
    },
  });
}
