// GraphQL abuse limits: depth, cost, aliases, token count, batching and body size are refused with a clear
// error BEFORE anything reaches the upstream — and every operation the web client really sends passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type ValidationRule,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  createLimitRule,
  DEFAULT_GRAPHQL_LIMITS,
  measureDocument,
} from '../../gateway/src/security/graphql-limits';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import { INTROSPECTION_QUERY } from '../../web/src/explorer/introspection';
import {
  deepOperation,
  directiveFlood,
  ERROR_SHAPES,
  errorDocument,
  fanOutVariants,
  REPEAT_SHAPES,
  repeatedFields,
  repeatedSelection,
} from './hostile-documents';
import { codes } from './support';
import { useStack } from './stack-support';

const stack = useStack();

/** Posts a raw body; the upstream request log must stay empty for every refusal. */
async function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers, body });
  const text = await res.text();
  let json: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = { errors: [{ message: text }] };
  }
  return { status: res.status, errors: json.errors ?? [] };
}

const upstreamSawNothing = () => expect(stack.double.requests).toEqual([]);

describe('GraphQL limits', () => {
  it('refuses a query nested deeper than the limit', async () => {
    // QuizSummary.myProgress → QuizProgress.quiz → QuizSummary … is valid GraphQL of unbounded depth.
    const res = await post(JSON.stringify({ query: deepOperation(DEFAULT_GRAPHQL_LIMITS.maxDepth + 1) }));
    expect(res.status).toBe(400);
    expect(res.errors[0]?.message).toMatch(/nested too deeply/);
    expect(res.errors[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' });
    upstreamSawNothing();
  });

  it('refuses introspection nested deeper than its own limit', async () => {
    // `__type` → ofType → ofType … is valid GraphQL of unbounded depth, and needs no upstream.
    let sel = 'name';
    for (let i = 0; i < DEFAULT_GRAPHQL_LIMITS.maxIntrospectionDepth; i++) sel = `ofType { ${sel} }`;
    const res = await post(JSON.stringify({ query: `{ __type(name: "Query") { ${sel} } }` }));
    expect(res.status).toBe(400);
    expect(res.errors[0]?.message).toMatch(/introspection query is nested too deeply/);
    expect(res.errors[0]?.extensions).toMatchObject({ limit: 'introspectionDepth' });
    upstreamSawNothing();
  });

  it('refuses a query whose estimated cost is too high (lists multiply their selections)', async () => {
    // types → fields → args → type → fields → args: five list levels, each multiplying by ten, depth only 8.
    const query = `{ __schema { types { fields { args { type { fields { args { name description } } } } } } } }`;
    const res = await post(JSON.stringify({ query }));
    expect(res.status).toBe(400);
    expect(res.errors.map((e) => e.extensions?.limit)).toContain('cost');
    expect(res.errors.find((e) => e.extensions?.limit === 'cost')?.message).toMatch(/too much at once/);
    upstreamSawNothing();
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from(
      { length: DEFAULT_GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: __typename`,
    );
    const res = await post(JSON.stringify({ query: `{ ${aliases.join(' ')} }` }));
    expect(res.status).toBe(400);
    expect(res.errors[0]?.extensions).toMatchObject({ limit: 'aliases' });
    expect(res.errors[0]?.message).toMatch(/too many aliases/);
    upstreamSawNothing();
  });

  it('refuses an expensive query that would otherwise reach the upstream (aliased grades)', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `g${i}: grades { id }`);
    const res = await post(JSON.stringify({ query: `{ ${aliases.join(' ')} }` }));
    expect(res.status).toBe(400);
    expect(res.errors.map((e) => e.extensions?.limit)).toEqual(expect.arrayContaining(['aliases']));
    upstreamSawNothing();
  });

  it('refuses a document with too many tokens before parsing it fully', async () => {
    const res = await post(
      JSON.stringify({ query: `{ ${'__typename '.repeat(DEFAULT_GRAPHQL_LIMITS.maxTokens + 10)} }` }),
    );
    expect(res.status).toBe(400);
    expect(res.errors[0]?.message).toMatch(/contains more \w+ \d+ tokens/i);
    expect(res.errors[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    upstreamSawNothing();
  });

  it('refuses batched operations (an array body)', async () => {
    const one = { query: '{ grades { id } }' };
    const res = await post(JSON.stringify([one, one, one]));
    expect(res.status).toBe(400);
    expect(res.errors[0]?.message).toMatch(/batching/i);
    upstreamSawNothing();
  });

  it('refuses a JSON body over the size limit with PAYLOAD_TOO_LARGE', async () => {
    const padding = 'x'.repeat(DEFAULT_GRAPHQL_LIMITS.maxBodyBytes + 1);
    const res = await post(JSON.stringify({ query: '{ grades { id } }', variables: { padding } }));
    expect(res.status).toBe(413);
    expect(res.errors[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    upstreamSawNothing();
  });

  it('refuses a field named after an inherited property as an unknown field, not a 500', async () => {
    // The limits look a root field up among the introspection fields before validation: `constructor` there must
    // not find Object's own function.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      for (const query of [`{ ${name} }`, `{ ${name} { id } }`, `{ grades { ${name} } }`]) {
        const res = await post(JSON.stringify({ query }));
        expect([query, res.status, res.errors[0]?.extensions?.code]).toEqual([
          query,
          400,
          'GRAPHQL_VALIDATION_FAILED',
        ]);
      }
    upstreamSawNothing();
  });

  it('still answers an ordinary query (the limits are not refusing everything)', async () => {
    const c = stack.client();
    const res = await c.gql('{ grades { id } }');
    expect(codes(res)).toEqual([]);
    expect(res.data.grades.length).toBeGreaterThan(0);
  });
});

/** Selections (fields, inline fragments, spreads) in a document as written: what one walk over it visits. */
const selections = (doc: DocumentNode) => {
  let n = 0;
  visit(doc, {
    Field: () => void (n += 1),
    InlineFragment: () => void (n += 1),
    FragmentSpread: () => void (n += 1),
  });
  return n;
};
/** The walk may also merge response names, at most as many as the field limit allows. */
const walkBound = (doc: DocumentNode) => selections(doc) + DEFAULT_GRAPHQL_LIMITS.maxFields;

/** Counts the selections graphql-js's rules visit: listed where Apollo lists them, before the gateway's rule. */
function selectionSpy() {
  let visited = 0;
  const rule: ValidationRule = () => ({
    Field: () => void (visited += 1),
    InlineFragment: () => void (visited += 1),
    FragmentSpread: () => void (visited += 1),
  });
  return { rule, visited: () => visited };
}

describe('analysis bounded by the document', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  /** Validation as Apollo runs it (gateway/src/apollo/server.ts), with a spy among graphql-js's rules. */
  const validateAll = (query: string) => {
    const spy = selectionSpy();
    const doc = parse(query, { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens });
    const errors = validate(
      schema,
      doc,
      [...specifiedRules, spy.rule, createLimitRule(DEFAULT_GRAPHQL_LIMITS)],
      {
        maxErrors: DEFAULT_GRAPHQL_LIMITS.maxErrors,
      },
    );
    return {
      errors,
      doc,
      graphqlJsVisited: spy.visited(),
      work: measureDocument(schema, doc, DEFAULT_GRAPHQL_LIMITS).work,
    };
  };
  const cpuMs = (fn: () => void) => {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };

  // 24 levels: 2^24 expansions when each spread is walked again; the walk visits each selection once.
  it.each(fanOutVariants(24))('refuses fragment fan-out (%s) by cost in one walk', (_name, query) => {
    const { errors, doc, graphqlJsVisited, work } = validateAll(query);
    expect(errors.map((e) => e.extensions.limit)).toContain('cost');
    expect(work).toBeLessThanOrEqual(walkBound(doc));
    expect(graphqlJsVisited).toBe(0);
  });

  it('refuses a directive flood and too many fragments, and graphql-js never visits them', () => {
    const flood = validateAll(directiveFlood(DEFAULT_GRAPHQL_LIMITS.maxDirectives + 1));
    // graphql-js's own rules did not run on it (they would report the repeated @include).
    expect(flood.errors.map((e) => e.message)).toEqual([expect.stringMatching(/too many directives/)]);
    expect(flood.graphqlJsVisited).toBe(0);
    const many = Array.from({ length: 60 }, (_, i) => `fragment F${i} on Query { __typename }`).join(' ');
    const spreads = Array.from({ length: 60 }, (_, i) => `...F${i}`).join(' ');
    const fragments = validateAll(`{ ${spreads} } ${many}`);
    expect(fragments.errors.map((e) => e.extensions.limit)).toContain('fragments');
    expect(fragments.graphqlJsVisited).toBe(0);
  });

  // 1,200 levels (14 KB, 3,600 tokens): graphql-js printed the whole literal into the error of every level it
  // reached, quadratic work (10 ms of CPU, 10× `{ __typename }`) and an answer echoing 14 KB.
  it.each([
    [
      'an input object',
      `mutation { login(input: ${'{ username: '.repeat(1200)}"x"${' }'.repeat(1200)}) { errors { code } } }`,
    ],
    ['a list', `{ honourBoard(kind: ${'['.repeat(1200)}${']'.repeat(1200)}) { kind } }`],
    ['a directive argument', `{ __typename @include(if: ${'['.repeat(1200)}${']'.repeat(1200)}) }`],
    ['a default value', `query Q($v: [Int] = ${'['.repeat(1200)}${']'.repeat(1200)}) { __typename }`],
  ])(
    'refuses a literal nested deeper than any input needs (%s), before graphql-js prints it',
    async (_name, query) => {
      const { errors, graphqlJsVisited } = validateAll(query);
      expect(errors.map((e) => e.extensions.limit)).toEqual(['valueDepth']);
      expect(graphqlJsVisited).toBe(0);
      const res = await post(JSON.stringify({ query }));
      expect(res.status).toBe(400);
      expect(res.errors.map((e) => e.extensions?.limit)).toEqual(['valueDepth']);
      expect(JSON.stringify(res.errors).length).toBeLessThan(1000);
    },
  );

  it('refuses the longest document the parser takes, one field repeated, before graphql-js compares it', () => {
    const { errors, doc, graphqlJsVisited, work } = validateAll(
      repeatedFields(DEFAULT_GRAPHQL_LIMITS.maxTokens - 10),
    );
    expect(errors.map((e) => e.extensions.limit)).toContain('repeatedFields');
    expect(work).toBeLessThanOrEqual(walkBound(doc));
    expect(graphqlJsVisited).toBe(0);
  });

  // Unlimited, each of these costs graphql-js's overlapping-fields rule 25–150 ms at 500 repeats: the limits refuse
  // them in one walk, and graphql-js's rules never visit them.
  it.each(REPEAT_SHAPES)(
    'refuses one field repeated 500 times (%s) before comparing it pairwise',
    (shape) => {
      const { errors, doc, graphqlJsVisited, work } = validateAll(repeatedSelection(shape, 500));
      expect(errors.map((e) => e.extensions.limit)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(fields|repeatedFields)$/)]),
      );
      expect(work).toBeLessThanOrEqual(walkBound(doc));
      expect(graphqlJsVisited).toBe(0);
    },
  );

  it.each(REPEAT_SHAPES)('refuses %s repeated just over the per-selection limit', (shape) => {
    const count = shape === 'nested repeats' ? 1000 : DEFAULT_GRAPHQL_LIMITS.maxRepeatedFields + 1;
    const limits = validateAll(repeatedSelection(shape, count)).errors.map((e) => e.extensions.limit);
    expect(limits).toContain(shape === 'nested repeats' ? 'fields' : 'repeatedFields');
  });

  it('validates the costliest documents the limits accept in one walk, and graphql-js visits each once', () => {
    const times = (n: number, f: () => string) => Array.from({ length: n }, f).join(' ');
    const nested = (k: number, levels: number) => {
      let inner = 'name';
      for (let i = 0; i < levels; i += 1) {
        const below = inner;
        inner = times(k, () => `ofType { ${below} }`);
      }
      return `{ ${times(k, () => `__type(name: "Query") { ${inner} }`)} }`;
    };
    for (const query of [
      nested(2, 5),
      nested(3, 3),
      nested(4, 2),
      repeatedSelection('catalogue subjects', DEFAULT_GRAPHQL_LIMITS.maxRepeatedFields),
      deepOperation(DEFAULT_GRAPHQL_LIMITS.maxDepth),
      getIntrospectionQuery(),
    ]) {
      let result: ReturnType<typeof validateAll> | undefined;
      const ms = Math.min(
        cpuMs(() => (result = validateAll(query))),
        cpuMs(() => (result = validateAll(query))),
      );
      expect(result?.errors).toEqual([]);
      expect(result?.work).toBeLessThanOrEqual(walkBound(result!.doc));
      expect(result?.graphqlJsVisited).toBe(selections(result!.doc));
      // A bound against blow-ups (an unbounded comparison takes seconds), with room for a busy machine: 1–5 ms.
      expect(ms).toBeLessThan(1000);
    }
  });

  it('answers a fan-out document over HTTP at once', async () => {
    const [, query] = fanOutVariants(30)[0]!;
    // The gateway runs in this process: its CPU time for the request, whatever else the machine is doing.
    // Expanded naively, 2^30 selections take minutes; refused by cost, milliseconds.
    const start = process.cpuUsage();
    const res = await post(JSON.stringify({ query }));
    const used = process.cpuUsage(start);
    expect(res.status).toBe(400);
    expect(res.errors[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost' });
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    upstreamSawNothing();
  });
});

describe('validation bounded by what it finds', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  const { maxErrors } = DEFAULT_GRAPHQL_LIMITS;
  const validateAll = (query: string) => {
    const spy = selectionSpy();
    const doc = parse(query, { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens });
    const errors = validate(
      schema,
      doc,
      [...specifiedRules, spy.rule, createLimitRule(DEFAULT_GRAPHQL_LIMITS)],
      {
        maxErrors,
      },
    );
    return { errors, visited: spy.visited(), selections: selections(doc) };
  };

  it.each(ERROR_SHAPES)('stops at the 10th error of 100 %s', (shape) => {
    const { errors, visited, selections: all } = validateAll(errorDocument(shape, 100));
    expect(errors.length).toBeGreaterThanOrEqual(maxErrors);
    expect(errors.length).toBeLessThanOrEqual(maxErrors + 1);
    // Stopped at the 10th mistake (or at the variables, before any): not after visiting all 100.
    expect(visited).toBeLessThanOrEqual(Math.min(all, maxErrors + 2));
  });

  it('checks the variables’ types first, and nothing else once one is wrong', () => {
    const { errors, visited } = validateAll(
      'query($a: Strin, $b: CatalogueGrade, $c: [Int!]) { catalogu grades { nope } }',
    );
    expect(errors.map((e) => e.message)).toEqual([
      'Unknown type "Strin".',
      'Variable "$b" cannot be non-input type "CatalogueGrade".',
    ]);
    expect(visited).toBe(0);
  });

  it('stops at the 10th wrong variable type, with no suggestions computed', () => {
    const { errors, visited } = validateAll(errorDocument('unknown variable types', 100));
    expect(errors).toHaveLength(maxErrors);
    expect(errors.every((e) => /^Unknown type "Strin\d+"\.$/.test(e.message))).toBe(true);
    expect(visited).toBe(0);
  });

  it.each(ERROR_SHAPES)('answers 100 %s over HTTP with at most 11 errors', async (shape) => {
    const res = await post(JSON.stringify({ query: errorDocument(shape, 100) }));
    expect(res.status).toBe(400);
    expect(res.errors.length).toBeGreaterThanOrEqual(maxErrors);
    expect(res.errors.length).toBeLessThanOrEqual(maxErrors + 1);
    expect(new Set(res.errors.map((e) => e.extensions?.code))).toEqual(
      new Set(['GRAPHQL_VALIDATION_FAILED']),
    );
    upstreamSawNothing();
  });
});

describe('every trusted document passes the limits', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  it.each(Object.entries(manifest as Record<string, string>))('%s', (_hash, text) => {
    expect(validate(schema, parse(text), [createLimitRule(DEFAULT_GRAPHQL_LIMITS)])).toEqual([]);
  });

  it("and so do the explorer's introspection and graphql-js's standard one, every option on", () => {
    const standard = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    for (const query of [INTROSPECTION_QUERY, standard])
      expect(validate(schema, parse(query), [createLimitRule(DEFAULT_GRAPHQL_LIMITS)])).toEqual([]);
  });
});

describe('every web-client operation passes the limits', () => {
  const root = join(import.meta.dirname, '../../web/src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql'));
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  // Fragments may live in other files (colocated with components): give each document all of them.
  const fragments: DefinitionNode[] = files.flatMap((f) =>
    parse(readFileSync(join(root, f), 'utf8')).definitions.filter((d) => d.kind === 'FragmentDefinition'),
  );

  it('finds the web documents', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s', (file) => {
    const own = parse(readFileSync(join(root, file), 'utf8'), {
      maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens,
    });
    const ops = own.definitions.filter((d) => d.kind === 'OperationDefinition');
    for (const op of ops) {
      const doc: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...fragments] };
      const errors = validate(schema, doc, [createLimitRule(DEFAULT_GRAPHQL_LIMITS)]);
      expect(errors.map((e) => e.message)).toEqual([]);
      // And the document is otherwise valid (the limit rule is not hiding a broken operation).
      expect(
        validate(
          schema,
          doc,
          specifiedRules.filter((r) => r.name !== 'NoUnusedFragmentsRule'),
        ),
      ).toEqual([]);
    }
  });
});
