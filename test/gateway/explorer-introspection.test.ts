// Introspection against the real gateway. The standard query that codegen, Apollo Kotlin and Apollo iOS send
// (graphql-js's getIntrospectionQuery with every option: type references 15 levels deep) is measured by its own
// depth bound, not the operation's, and describes exactly schema.graphql; codegen's own loader downloads the
// schema with the config docs/api.md shows; where introspection is off it stays refused; hostile
// introspection-shaped documents stay cheap.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS } from '../../gateway/src/security/graphql-limits';
import { INTROSPECTION_QUERY } from '../../web/src/explorer/introspection';
import { deepOperation } from './hostile-documents';
import { codes, startStack, type Stack } from './support';
import { useStack } from './stack-support';

const print = (schema: Parameters<typeof lexicographicSortSchema>[0]) =>
  printSchema(lexicographicSortSchema(schema));
const contract = () => buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** What @graphql-codegen's URL loader, Apollo Kotlin and Apollo iOS ask: every option graphql-js has. */
const STANDARD = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

describe('introspection where it is on', () => {
  const stack = useStack({}, { resetDouble: false });

  it('answers the standard query, type references 15 levels deep, with exactly schema.graphql', async () => {
    const res = await stack.client().gql(STANDARD);
    expect(res.errors).toBeUndefined();
    expect(print(buildClientSchema(res.data as IntrospectionQuery))).toBe(print(contract()));
  });

  it("answers the explorer's query with exactly schema.graphql too", async () => {
    const res = await stack.client().gql(INTROSPECTION_QUERY);
    expect(res.errors).toBeUndefined();
    expect(print(buildClientSchema(res.data as IntrospectionQuery))).toBe(print(contract()));
  });

  it('lets codegen download the schema with the config docs/api.md shows, scalars mapped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'learnify-codegen-'));
    try {
      writeFileSync(
        join(dir, 'client.graphql'),
        [
          'query Profile { me { username subscription { expiresOn } } }',
          'query Progress { catalogue { subjects { chapters { quizzes { myProgress { lastAttemptedAt } } } } } }',
          'mutation Picture($input: UpdateProfileInput!) { updateProfile(input: $input) { errors { code } } }',
        ].join('\n'),
      );
      process.env.LEARNIFY_GRAPHQL_URL = `${stack.url}/graphql`;
      const { default: config } = await import('../../docs/api/codegen');
      const [output, target] = Object.entries(config.generates)[0]!;
      const files: Array<{ filename: string; content: string }> = await generate(
        {
          ...config,
          documents: [join(dir, '*.graphql')],
          generates: { [join(dir, output)]: target },
          silent: true,
        },
        false,
      );
      const types = files.find((f) => f.filename.endsWith('graphql.ts'))?.content ?? '';
      // Date and DateTime are ISO strings, Upload a file part: none of them `unknown` or `any`.
      expect(types).toMatch(/export type ProfileQuery = .*expiresOn: string \| null/);
      expect(types).toMatch(/export type ProgressQuery = .*lastAttemptedAt: string \| null/);
      expect(types).toMatch(/profilePicture\?: File \| Blob \| null/);
      const typeLines = types.split('\n').filter((l: string) => /^export type \w+ =|^ {2}\w+\??:/.test(l));
      expect(typeLines.filter((l) => /\b(unknown|any)\b/.test(l))).toEqual([]);
    } finally {
      delete process.env.LEARNIFY_GRAPHQL_URL;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('docs/api.md shows that config as it is', () => {
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const config = readFileSync(new URL('../../docs/api/codegen.ts', import.meta.url), 'utf8');
    expect(doc).toContain('```ts\n' + config + '```');
  });

  it('still refuses an operation deeper than its own limit beside introspection', async () => {
    const deep = deepOperation(DEFAULT_GRAPHQL_LIMITS.maxDepth + 1).slice(1, -1);
    const res = await stack.client().gql(`{ __schema { queryType { name } } ${deep} }`);
    expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(res.errors?.[0]?.extensions).toMatchObject({ limit: 'depth' });
  });

  /** The standard query's `__schema` selection asked twice in one operation. */
  const standardTwice = () => {
    const at = STANDARD.indexOf('fragment FullType');
    const operation = STANDARD.slice(0, at).trim();
    const start = operation.indexOf('__schema {') + '__schema {'.length;
    const body = operation.slice(start, operation.lastIndexOf('}', operation.lastIndexOf('}') - 1));
    return `{ a: __schema { ${body} } b: __schema { ${body} } } ${STANDARD.slice(at)}`;
  };
  const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
  const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
  it.each([
    ['ofType past its bound', `{ __type(name: "Query") { ${ofTypes(25)} } }`, 'introspectionDepth'],
    [
      'types → fields → type → fields …',
      `{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }`,
      'cost',
    ],
    ['the standard query twice under aliases', standardTwice(), 'typeLists'],
    [
      'the type list under 30 aliases',
      `{ ${times(30, (i) => `a${i}: __schema { types { fields { name type { name } } } }`)} }`,
      'typeLists',
    ],
    [
      '__type fanned out under aliases',
      `{ ${times(20, (i) => `t${i}: __type(name: "Query") { fields { type { ${ofTypes(12)} } } }`)} }`,
      'fields',
    ],
  ])('refuses hostile introspection (%s) by its limits', async (_name, query, limit) => {
    const res = await stack.client().gql(query);
    expect(codes(res)[0]).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.map((e) => e.extensions?.limit)).toContain(limit);
  });

  it("leaves fields → type → fields cycles to graphql-js's own introspection rule, ten errors at most", async () => {
    const query = `{ ${times(30, (i) => `a${i}: __type(name: "Query") { fields { type { fields { type { fields { name } } } } } }`)} }`;
    const res = await stack.client().gql(query);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toBe('Maximum introspection depth exceeded');
    expect(res.errors?.length).toBe(DEFAULT_GRAPHQL_LIMITS.maxErrors + 1);
  });
});

describe('introspection where it is off', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(() => stack.close());

  it.each([
    ['the standard query', STANDARD],
    ["the explorer's query", INTROSPECTION_QUERY],
    ['a bare __type', '{ __type(name: "Query") { name } }'],
  ])('refuses %s', async (_name, query) => {
    const res = await stack.client().gql(query);
    expect(res.data).toBeUndefined();
    expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(res.errors?.[0]?.extensions).toMatchObject({ validationErrorCode: 'INTROSPECTION_DISABLED' });
  });

  it('answers everything else', async () => {
    const res = await stack.client().gql('{ __typename grades { id } }');
    expect(res.errors).toBeUndefined();
    expect(res.data.__typename).toBe('Query');
  });
});
