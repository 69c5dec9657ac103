// Fuzz: generated documents against a production gateway with introspection on — documents full of mistakes of
// every kind, and introspection-shaped documents of any nesting, one by one and in parallel bursts. Every answer is
// stable, within the time bound and carries at most 11 errors. In-process, the limits' one walk stays within its
// work bound and graphql-js's rules visit nothing of a refused document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type ValidationRule,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLimitRule,
  DEFAULT_GRAPHQL_LIMITS,
  measureDocument,
} from '../../gateway/src/security/graphql-limits';
import {
  expectStableAnswer,
  fuzzOptions,
  fuzzTimeout,
  FUZZ_RUNS,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';
import { ERROR_SHAPES, errorDocument } from './hostile-documents';

const { maxErrors } = DEFAULT_GRAPHQL_LIMITS;
const n = fc.integer({ min: 0, max: 999 });

/** One selection of the root, wrong in one way (or right). */
const mistake = fc.oneof(
  n.map((i) => `catalogu${i}`),
  n.map((i) => `catalogue { subject${i} }`),
  n.map((i) => `...Frag${i}`),
  n.map((i) => `a${i}: __type(name: "Query" nam${i}: 1) { name }`),
  n.map((i) => `a${i}: __type(name: $v${i}) { name }`),
  n.map((i) => `a${i}: __type(name: ${i}) { name }`),
  n.map((i) => `... on Quer${i} { __typename }`),
  fc.constantFrom('__typename', 'grades { id }', 'catalogue { id }'),
);
const variable = fc.oneof(
  n.map((i) => `$v${i}: Strin${i}`),
  n.map((i) => `$v${i}: CatalogueGrade`),
  n.map((i) => `$v${i}: String`),
);
/** A document of up to 300 mistakes, with variables of any type, or one of the shared error shapes. */
const errorful = fc.oneof(
  fc
    .tuple(fc.array(variable, { maxLength: 40 }), fc.array(mistake, { minLength: 1, maxLength: 300 }))
    .map(([vars, sels]) => `${vars.length ? `query(${vars.join(' ')})` : ''} { ${sels.join(' ')} }`),
  fc
    .tuple(fc.constantFrom(...ERROR_SHAPES), fc.integer({ min: 1, max: 300 }))
    .map(([shape, count]) => errorDocument(shape, count)),
);

const alias = fc.option(
  n.map((i) => `x${i}: `),
  { nil: '', freq: 3 },
);
const LEAVES = fc.constantFrom('kind', 'name', 'description', 'specifiedByURL', 'enumValues { name }');
/**
 * Selections of `__Type` at most `depth` levels deep, nested through every field that leads back to a type: each
 * level's arbitrary is built once, so a tree of a few hundred selections at most.
 */
const typeSelections: fc.Arbitrary<string>[] = [LEAVES];
for (let depth = 1; depth <= 8; depth += 1) {
  const below = typeSelections[depth - 1]!;
  const input = below.map((t) => `name defaultValue type { ${t} }`);
  typeSelections.push(
    fc
      .array(
        fc.oneof(
          { weight: 3, arbitrary: LEAVES },
          fc.tuple(alias, below).map(([a, t]) => `${a}ofType { ${t} }`),
          fc
            .tuple(alias, below, fc.option(input, { nil: undefined }))
            .map(
              ([a, t, i]) =>
                `${a}fields(includeDeprecated: true) { name type { ${t} }${i ? ` args { ${i} }` : ''} }`,
            ),
          fc.tuple(alias, input).map(([a, i]) => `${a}inputFields { ${i} }`),
          fc.tuple(alias, below).map(([a, t]) => `${a}interfaces { ${t} }`),
          fc.tuple(alias, below).map(([a, t]) => `${a}possibleTypes { ${t} }`),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((sels) => sels.join(' ')),
  );
}
/** A type selection of any depth up to 8, or an `ofType` chain past the introspection depth bound. */
const typeSelection = fc.oneof(
  fc.constantFrom(...typeSelections).chain((arbitrary) => arbitrary),
  fc.integer({ min: 1, max: 40 }).map((k) => `${'ofType { '.repeat(k)}name${' }'.repeat(k)}`),
);
/** `__schema` and `__type` roots, aliased, over generated type selections. */
const introspection = fc
  .array(
    fc
      .tuple(alias, typeSelection, fc.boolean())
      .map(([a, t, schema]) =>
        schema ? `${a}__schema { types { ${t} } }` : `${a}__type(name: "Query") { ${t} }`,
      ),
    { minLength: 1, maxLength: 4 },
  )
  .map((roots) => `{ ${roots.join(' ')} }`);

const documents = fc.oneof(errorful, introspection);

describe('fuzz: documents over HTTP', () => {
  let gateway: ProductionGateway;
  beforeAll(async () => {
    gateway = await startProductionGateway({ GRAPHQL_INTROSPECTION: 'true' });
  }, PRODUCTION_START_MS);
  afterAll(() => gateway.close());

  const send = (query: string) =>
    gateway.send({ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

  it(
    'every generated document gets a stable answer in time, with at most 11 errors',
    async () => {
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(documents, async (query) => {
          const body = expectStableAnswer(await send(query), `document of ${query.length} bytes`);
          expect(body.errors?.length ?? 0, query.slice(0, 300)).toBeLessThanOrEqual(maxErrors + 1);
          if (!body.errors) answered += 1;
        }),
        fuzzOptions(),
      );
      await gateway.expectHealthy();
      // Not vacuous: some generated introspection passed its limits and was answered.
      expect(answered).toBeGreaterThan(0);
    },
    fuzzTimeout(),
  );

  it(
    'parallel bursts of them each get a stable answer in time',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(documents, { minLength: 4, maxLength: 16 }), async (queries) => {
          const answers = await Promise.all(queries.map(send));
          answers.forEach((answer, i) =>
            expectStableAnswer(answer, `burst document ${i}: ${queries[i]!.slice(0, 200)}`),
          );
          await gateway.expectHealthy();
        }),
        fuzzOptions(Math.max(10, Math.floor(FUZZ_RUNS / 4))),
      );
    },
    fuzzTimeout(),
  );
});

describe('fuzz: the validation pass in-process', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8'));

  it('walks each document within its work bound, and graphql-js never visits a refused one', () => {
    fc.assert(
      fc.property(documents, (query) => {
        let doc: DocumentNode;
        try {
          doc = parse(query, { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens });
        } catch {
          return; // over the token limit: the parser refuses it before validation
        }
        let selections = 0;
        visit(doc, {
          Field: () => void (selections += 1),
          InlineFragment: () => void (selections += 1),
          FragmentSpread: () => void (selections += 1),
        });
        let visited = 0;
        const spy: ValidationRule = () => ({ Field: () => void (visited += 1) });
        const errors = validate(
          schema,
          doc,
          [...specifiedRules, spy, createLimitRule(DEFAULT_GRAPHQL_LIMITS)],
          {
            maxErrors,
          },
        );
        const measured = measureDocument(schema, doc, DEFAULT_GRAPHQL_LIMITS);
        expect(measured.work).toBeLessThanOrEqual(selections + DEFAULT_GRAPHQL_LIMITS.maxFields);
        expect(errors.length).toBeLessThanOrEqual(maxErrors + 1);
        if (measured.errors.length > 0) expect(visited).toBe(0);
      }),
      { ...fuzzOptions(FUZZ_RUNS * 5) },
    );
  });
});
