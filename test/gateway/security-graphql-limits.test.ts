// GraphQL abuse limits: depth, cost, aliases, token count, batching and body size are refused with a clear
// error BEFORE anything reaches the upstream — and every operation the web client really sends passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLimitRule, DEFAULT_GRAPHQL_LIMITS } from '../../gateway/src/security/graphql-limits';
import manifest from '../../gateway/src/__generated__/persisted-documents.json' with { type: 'json' };
import { INTROSPECTION_QUERY } from '../../web/src/explorer/introspection';
import {
  directiveFlood,
  fanOutVariants,
  REPEAT_SHAPES,
  repeatedFields,
  repeatedSelection,
} from './hostile-documents';
import { codes, startStack, type Stack } from './support';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.double.reset());

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
    // `__type` → ofType → ofType … is valid GraphQL of unbounded depth, and needs no upstream.
    let sel = 'name';
    for (let i = 0; i < DEFAULT_GRAPHQL_LIMITS.maxDepth + 2; i++) sel = `ofType { ${sel} }`;
    const res = await post(JSON.stringify({ query: `{ __type(name: "Query") { ${sel} } }` }));
    expect(res.status).toBe(400);
    expect(res.errors[0]?.message).toMatch(/nested too deeply/);
    expect(res.errors[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' });
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

  it('still answers an ordinary query (the limits are not refusing everything)', async () => {
    const c = stack.client();
    const res = await c.gql('{ grades { id } }');
    expect(codes(res)).toEqual([]);
    expect(res.data.grades.length).toBeGreaterThan(0);
  });
});

describe('analysis in time proportional to the document', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  const cpuMs = (fn: () => void) => {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  const validateAll = (query: string) =>
    validate(schema, parse(query, { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens }), [
      ...specifiedRules,
      createLimitRule(DEFAULT_GRAPHQL_LIMITS),
    ]);

  // 24 levels: 2^24 expansions when each spread is walked again (seconds of CPU); a memo walks each fragment once.
  it.each(fanOutVariants(24))('refuses fragment fan-out (%s) by cost, in milliseconds', (_name, query) => {
    let errors: readonly { extensions: Record<string, unknown> }[] = [];
    const ms = cpuMs(() => (errors = validateAll(query)));
    expect(errors.map((e) => e.extensions.limit)).toContain('cost');
    // A security bound, not a performance figure: the unmemoised walk takes seconds here.
    expect(ms).toBeLessThan(250);
  });

  it('refuses a directive flood and too many fragments, and stops the other rules there', () => {
    const flood = validateAll(directiveFlood(DEFAULT_GRAPHQL_LIMITS.maxDirectives + 1));
    expect(flood.map((e) => e.extensions.limit)).toContain('directives');
    // graphql-js's own rules did not run on it (they would report the repeated @include).
    expect(flood.map((e) => e.message)).toEqual([
      expect.stringMatching(/too many directives/),
      'Validation aborted.',
    ]);
    const many = Array.from({ length: 60 }, (_, i) => `fragment F${i} on Query { __typename }`).join(' ');
    const spreads = Array.from({ length: 60 }, (_, i) => `...F${i}`).join(' ');
    expect(validateAll(`{ ${spreads} } ${many}`).map((e) => e.extensions.limit)).toContain('fragments');
  });

  it("keeps graphql-js's pairwise field comparison within its own budget", () => {
    const ms = cpuMs(() => validateAll(repeatedFields(DEFAULT_GRAPHQL_LIMITS.maxTokens - 10)));
    expect(ms).toBeLessThan(250);
  });

  /** The least CPU of three runs: a shared machine's noise only ever adds time. */
  const leastCpuMs = (fn: () => void) => Math.min(cpuMs(fn), cpuMs(fn), cpuMs(fn));
  // Unlimited, each of these costs graphql-js's overlapping-fields rule 25–150 ms at 500 repeats; the limits refuse
  // them before that rule runs. 20 ms is a security bound, clear of both.
  it.each(REPEAT_SHAPES)(
    'refuses one field repeated 500 times (%s) before comparing it pairwise',
    (shape) => {
      const query = repeatedSelection(shape, 500);
      let errors: readonly { extensions: Record<string, unknown> }[] = [];
      const ms = leastCpuMs(() => (errors = validateAll(query)));
      expect(errors.map((e) => e.extensions.limit)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(fields|repeatedFields)$/)]),
      );
      expect(ms).toBeLessThan(20);
    },
  );

  it.each(REPEAT_SHAPES)('refuses %s repeated just over the per-selection limit', (shape) => {
    const count = shape === 'nested repeats' ? 1000 : DEFAULT_GRAPHQL_LIMITS.maxRepeatedFields + 1;
    const limits = validateAll(repeatedSelection(shape, count)).map((e) => e.extensions.limit);
    expect(limits).toContain(shape === 'nested repeats' ? 'fields' : 'repeatedFields');
  });

  it('validates the costliest documents the limits accept in milliseconds', () => {
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
    ]) {
      let errors: readonly unknown[] = [];
      const ms = leastCpuMs(() => (errors = validateAll(query)));
      expect(errors).toEqual([]);
      expect(ms).toBeLessThan(20);
    }
  });

  it('answers a fan-out document over HTTP at once', async () => {
    const [, query] = fanOutVariants(30)[0]!;
    const started = Date.now();
    const res = await post(JSON.stringify({ query }));
    expect(res.status).toBe(400);
    expect(res.errors[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost' });
    expect(Date.now() - started).toBeLessThan(1000);
    upstreamSawNothing();
  });
});

describe('every trusted document passes the limits', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  it.each(Object.entries(manifest as Record<string, string>))('%s', (_hash, text) => {
    expect(validate(schema, parse(text), [createLimitRule(DEFAULT_GRAPHQL_LIMITS)])).toEqual([]);
  });

  it("and so does the explorer's introspection", () => {
    expect(validate(schema, parse(INTROSPECTION_QUERY), [createLimitRule(DEFAULT_GRAPHQL_LIMITS)])).toEqual(
      [],
    );
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
