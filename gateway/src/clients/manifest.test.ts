import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkManifest, MANIFEST_LIMITS } from './manifest';
import { gatewaySchema } from './store-for-cli';

const schema = gatewaySchema();
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const op = (body: string, over: Record<string, unknown> = {}) => ({
  id: sha(body),
  name: /(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? 'X',
  type: body.trimStart().startsWith('mutation') ? 'mutation' : 'query',
  body,
  ...over,
});
const manifest = (operations: unknown[]) =>
  JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations });
const problemsOf = (text: string | Buffer) => {
  const result = checkManifest(schema, text);
  return result.ok ? [] : result.problems;
};

describe('checking a manifest before anything is published', () => {
  it('accepts operations that fit the schema and the limits', () => {
    const result = checkManifest(schema, manifest([op('query Grades { grades { id label } }')]));
    expect(result).toMatchObject({ ok: true, operations: [{ name: 'Grades', type: 'query' }] });
  });

  it.each([
    ['not JSON', '{"format":', /not JSON/],
    ['another format', JSON.stringify({ format: 'relay', version: 1, operations: [] }), /format/],
    ['no operations', manifest([]), /operations/],
    [
      'an id that is not the hash of its body',
      manifest([op('query A { grades { id } }', { id: 'a'.repeat(64) })]),
      /not the SHA-256/,
    ],
    [
      'a prefixed id',
      manifest([op('query A { grades { id } }', { id: `sha256:${sha('x')}` })]),
      /hex SHA-256/,
    ],
    ['a field the schema lacks', manifest([op('query A { grades { nope } }')]), /Cannot query field "nope"/],
    [
      'two operations in one body',
      manifest([op('query A { grades { id } } query B { grades { id } }')]),
      /2 operations/,
    ],
    [
      'a name that is not its operation’s',
      manifest([op('query A { grades { id } }', { name: 'B' })]),
      /named A/,
    ],
    ['a wrong type', manifest([op('query A { grades { id } }', { type: 'mutation' })]), /not a mutation/],
    [
      'a duplicate id',
      manifest([op('query A { grades { id } }'), op('query A { grades { id } }')]),
      /appears twice/,
    ],
    ['text that is not GraphQL', manifest([op('query A {')]), /not valid GraphQL/],
    [
      'a document over the depth limit',
      manifest([
        op(
          `query Deep { viewer { ${'user { '.repeat(0)}progress { gradeQuizzes { quiz { myProgress { quiz { myProgress { quiz { myProgress { quiz { id } } } } } } } } } } }`,
        ),
      ]),
      /nested too deeply/,
    ],
  ])('refuses %s', (_what, text, problem) => {
    expect(problemsOf(text).join('\n')).toMatch(problem);
  });

  it('refuses a file over the size bound without parsing it', () => {
    const huge = Buffer.alloc(MANIFEST_LIMITS.maxBytes + 1, 0x7b); // "{{{{…": parsing it would fail anyway
    expect(problemsOf(huge)).toEqual([
      `the manifest is ${huge.length} bytes; at most ${MANIFEST_LIMITS.maxBytes}`,
    ]);
  });

  it('refuses more operations than the bound before checking any of them', () => {
    const many = Array.from({ length: MANIFEST_LIMITS.maxOperations + 1 }, (_, i) =>
      op(`query Q${i} { grades { id } }`),
    );
    expect(problemsOf(manifest(many)).join('\n')).toMatch(/at most 500|<=500|500/);
  });

  it('lists at most a bounded number of problems', () => {
    const bad = Array.from({ length: 200 }, (_, i) => op(`query Q${i} { nope }`));
    expect(problemsOf(manifest(bad)).length).toBeLessThanOrEqual(MANIFEST_LIMITS.maxProblems);
  });

  it('never throws and never accepts generated garbage', () => {
    const operation = fc.record({
      id: fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{64}$/)),
      name: fc.string(),
      type: fc.constantFrom('query', 'mutation', 'subscription', 'x'),
      body: fc.oneof(
        fc.string(),
        fc.constantFrom('query A { grades { id } }', '{ __schema { types { name } } }'),
      ),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.record({ format: fc.string(), version: fc.integer(), operations: fc.array(operation) }),
          fc.record({
            format: fc.constant('apollo-persisted-query-manifest'),
            version: fc.constant(1),
            operations: fc.array(operation, { maxLength: 20 }),
          }),
        ),
        (value) => {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          const result = checkManifest(schema, text);
          // Only an id that is the hash of a valid body passes; generated ids and bodies never match.
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('checks the largest manifest it accepts with bounded work', () => {
    // The bound's worst case that passes: the most operations, each fully validated (aliases near their limit).
    const fields = Array.from({ length: 25 }, (_, i) => `a${i}: grades { id label }`).join(' ');
    const ops = Array.from({ length: MANIFEST_LIMITS.maxOperations }, (_, i) =>
      op(`query Q${i} { ${fields} }`),
    );
    const before = process.cpuUsage();
    expect(checkManifest(schema, manifest(ops)).ok).toBe(true);
    const { user, system } = process.cpuUsage(before);
    // Generous (about 0.6 s here): the check is an operator's command; this bounds it, it does not time it.
    expect((user + system) / 1e6).toBeLessThan(30);
  });
});
