// Fuzz: generated hostile JSON bodies against a running production gateway: depth, size, types of every
// GraphQL-over-HTTP field, broken and odd encodings, prototype keys, content types. After every case: a 200 or a
// 4xx with a stable code (never a 500, never an empty reply), and the process up with /healthz answering.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStableAnswer,
  fuzzOptions,
  fuzzTimeout,
  FUZZ_RUNS,
  INHERITED_NAMES,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';
import {
  aliasedFields,
  directiveFlood,
  fanOutDocument,
  REPEAT_SHAPES,
  repeatedFields,
  repeatedSelection,
} from './hostile-documents';

let gateway: ProductionGateway;
beforeAll(async () => {
  gateway = await startProductionGateway();
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());

const QUERIES = [
  '{ __typename }',
  '{ grades { id label } }',
  '{ me { id username } }',
  'query Q($id: ID!) { quizResult(attemptId: $id) { __typename } }',
  'mutation { logout { __typename } }',
  '{ __schema { types { name } } }',
];

/** Any JSON value, or one of the shapes parsers trip over. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(...QUERIES),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}')),
);

/** A GraphQL-over-HTTP body with every field's type generated. */
const graphqlBody = fc
  .record(
    {
      query: fc.oneof(fc.constantFrom(...QUERIES), anyValue),
      variables: anyValue,
      operationName: anyValue,
      extensions: fc.oneof(
        anyValue,
        fc.record({
          persistedQuery: fc.record(
            {
              version: fc.oneof(fc.constant(1), anyValue),
              sha256Hash: fc.oneof(
                fc.stringMatching(/^[0-9a-f]{64}$/),
                fc.string({ maxLength: 80 }),
                anyValue,
              ),
            },
            { requiredKeys: [] },
          ),
        }),
      ),
    },
    { requiredKeys: [] },
  )
  .map((b) => JSON.stringify(b));

/** Nested far past any sane depth: arrays, objects, or inside `variables`. */
const deep = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.constantFrom('array', 'object', 'variables'))
  .map(([depth, kind]) => {
    if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth);
    if (kind === 'object') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    return `{"query":"query Q($v: String) { __typename }","variables":{"v":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
  });

/** Sizes around the 256 KB body limit, and a long query text. */
const large = fc
  .tuple(fc.integer({ min: 200 * 1024, max: 300 * 1024 }), fc.constantFrom('padding', 'query', 'aliases'))
  .map(([size, kind]) => {
    if (kind === 'padding') return JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(size) });
    if (kind === 'query') return JSON.stringify({ query: `{ __typename ${' '.repeat(size)}}` });
    return JSON.stringify({ query: `{ ${'a: __typename '.repeat(Math.floor(size / 16))}}` });
  });

/** Documents whose naive analysis costs far more than their size: fan-out, directive floods, repeated fields and selections. */
const costlyDocument = fc.oneof(
  fc
    .record({
      levels: fc.integer({ min: 8, max: 400 }),
      width: fc.integer({ min: 1, max: 4 }),
      directives: fc.boolean(),
      aliases: fc.boolean(),
      inline: fc.boolean(),
    })
    .map((shape) => fanOutDocument(shape)),
  fc.integer({ min: 1, max: 3000 }).map(directiveFlood),
  fc.integer({ min: 1, max: 5000 }).map(repeatedFields),
  fc.integer({ min: 1, max: 400 }).map(aliasedFields),
  fc
    .tuple(fc.constantFrom(...REPEAT_SHAPES), fc.integer({ min: 1, max: 600 }))
    .map(([shape, count]) => repeatedSelection(shape, count)),
);

const inheritedName = fc.constantFrom(...INHERITED_NAMES);
/** A key: an inherited or built-in name most of the time, else any string. */
const key = fc.oneof(
  { weight: 3, arbitrary: inheritedName },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Objects keyed by inherited names, nested: as variables, extensions, and the body itself. */
const inheritedKeyed: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), tie('object')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
})).object;

/** Bodies whose keys, variable names and operation names are inherited names; documents that are costly to analyse. */
const inheritedBody = fc
  .record({
    name: inheritedName,
    variable: inheritedName.filter((n) => /^[_A-Za-z]\w*$/.test(n)),
    document: fc.option(costlyDocument, { nil: undefined }),
    variables: inheritedKeyed,
    extensions: inheritedKeyed,
    extra: inheritedKeyed,
  })
  .map(({ name, variable, document, variables, extensions, extra }) => {
    const query = document ?? `query ${name}($${variable}: String) { __typename }`;
    const body = JSON.parse(JSON.stringify(extra ?? {})) as Record<string, unknown>;
    // Built as text: JSON.stringify would drop a `__proto__` key set with assignment.
    const parts = [
      `"query":${JSON.stringify(query)}`,
      `"operationName":${JSON.stringify(document ? 'Fan' : name)}`,
      `"variables":${JSON.stringify({ [variable]: 'x', ...(variables as object) })}`,
      `"extensions":${JSON.stringify(extensions)}`,
      `"${name}":${JSON.stringify(body)}`,
    ];
    return `{${parts.join(',')}}`;
  });

/** Batched arrays (refused: one operation per request). */
const batch = fc
  .array(fc.constantFrom(...QUERIES), { minLength: 0, maxLength: 50 })
  .map((qs) => JSON.stringify(qs.map((query) => ({ query }))));

/** Bytes that are not JSON, or JSON that is not UTF-8. */
const broken = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
  graphqlBody.chain((text) =>
    fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)),
  ),
  fc.constant('\uFEFF{"query":"{ __typename }"}'),
  fc.constant(Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])),
  fc.constantFrom('', ' ', 'null', 'true', '0', '"x"', '[]', '{}', '{"query":null}', '1e999999'),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/graphql-response+json',
      'application/graphql',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/json, text/html',
      '',
      'multipart/mixed; boundary=x',
    ),
  },
);

// OPTIONS is left to CORS (gateway/src/http/cors.ts): one without an Origin is no preflight, and gets the 404 of
// any unknown route.
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant('POST') },
  { weight: 2, arbitrary: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE') },
);

describe('fuzz: JSON bodies', () => {
  it(
    'every generated body gets a stable answer and the process stays up',
    async () => {
      let answered200 = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(graphqlBody, deep, large, batch, broken, inheritedBody),
          contentType,
          method,
          fc.boolean(),
          async (body, type, verb, preflight) => {
            const answer = await gateway.send({
              method: verb,
              headers: {
                ...(type ? { 'content-type': type } : {}),
                ...(preflight ? { 'apollo-require-preflight': 'true' } : {}),
              },
              body: verb === 'GET' ? undefined : body,
            });
            expectStableAnswer(answer, `${verb} ${type} body of ${body.length} bytes`);
            if (answer.kind === 'answer' && answer.status === 200) answered200 += 1;
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(),
      );
      // Not vacuous: some generated bodies were valid requests that ran.
      expect(answered200).toBeGreaterThan(0);
    },
    fuzzTimeout(),
  );

  it(
    'parallel bursts of costly and inherited-name bodies each get a stable answer in time',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              inheritedBody,
              costlyDocument.map((query) => JSON.stringify({ query })),
            ),
            {
              minLength: 4,
              maxLength: 24,
            },
          ),
          async (bodies) => {
            const answers = await Promise.all(
              bodies.map((body) => gateway.send({ headers: { 'content-type': 'application/json' }, body })),
            );
            answers.forEach((answer, i) =>
              expectStableAnswer(answer, `burst body ${i}: ${bodies[i]!.slice(0, 200)}`),
            );
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(Math.max(10, Math.floor(FUZZ_RUNS / 4))),
      );
    },
    fuzzTimeout(),
  );

  it(
    'GET with generated query-string parameters gets a stable answer',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom('query', 'variables', 'operationName', 'extensions', 'x', ...INHERITED_NAMES),
            fc.oneof(fc.constantFrom(...QUERIES), fc.string({ maxLength: 100 }), fc.json({ maxDepth: 3 })),
          ),
          fc.boolean(),
          async (params, preflight) => {
            const answer = await gateway.send({
              method: 'GET',
              path: `/graphql?${new URLSearchParams(params).toString()}`,
              headers: preflight ? { 'apollo-require-preflight': 'true' } : {},
            });
            expectStableAnswer(answer, `GET ${JSON.stringify(params)}`);
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(),
      );
    },
    fuzzTimeout(),
  );
});
