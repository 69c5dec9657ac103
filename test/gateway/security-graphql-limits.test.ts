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
