// Header floods cannot grow usage without bound: whatever `apollographql-client-name`/`-version` hold, the usage
// keys of a day stay within the limits (names, versions per name), each key is short and of a safe charset, and
// every request is still counted (under `other` past the limits).
import fc from 'fast-check';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { clientIdentity } from '../../gateway/src/clients/client-identity';
import { readUsage } from '../../gateway/src/clients/usage-report';
import { USAGE_LIMITS, UsageRecorder } from '../../gateway/src/clients/usage-recorder';
import { typeDefs } from '../../gateway/src/schema';
import { createMemoryStore } from '../../gateway/src/store/memory-store';
import { asClient } from './client-support';
import { useStack } from './stack-support';

const MAX_KEYS = (USAGE_LIMITS.maxNames + 1) * (USAGE_LIMITS.maxVersionsPerName + 1);
const SAFE_KEY = /^[a-z0-9][a-z0-9.+_-]{0,63}$/;
const document = parse('query Probe { grades { id } }');
const operation = document.definitions.find(
  (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
)!;
const schema = buildSchema(typeDefs);

/** Header values as a client may send them: any text, empty, long, and the ones we accept. */
const headerValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,70}$/),
  fc.constant(''),
);

describe('usage keys under header floods', () => {
  it('stays within the bounds and counts every request, whatever the headers hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(headerValue, headerValue), { minLength: 50, maxLength: 1500 }),
        async (claims) => {
          const store = createMemoryStore();
          const recorder = new UsageRecorder(store.entries, schema);
          for (const [name, version] of claims) {
            const headers = new Map([
              ['apollographql-client-name', name],
              ['apollographql-client-version', version],
            ]);
            recorder.record(clientIdentity({ get: (h) => headers.get(h) }), {
              document,
              operation,
              queryHash: 'h',
            });
          }
          await recorder.flush();
          const usage = await readUsage(store.entries, 1);
          expect(usage.rows.length).toBeLessThanOrEqual(MAX_KEYS);
          const names = new Set(usage.rows.map((r) => r.client));
          expect(names.size).toBeLessThanOrEqual(USAGE_LIMITS.maxNames + 1);
          for (const row of usage.rows) {
            expect(row.client).toMatch(SAFE_KEY);
            expect(row.version).toMatch(SAFE_KEY);
          }
          const counted = usage.rows.reduce((sum, r) => sum + (r.operations.Probe ?? 0), 0);
          expect(counted).toBe(claims.length);
          await store.close();
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('usage keys under a header flood through the gateway', () => {
  const stack = useStack({}, { resetDouble: false });

  it('answers every request and keeps the day within the bounds', async () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      minLength: 1,
      maxLength: 200,
    });
    const claims = fc.sample(fc.tuple(printable, printable), { numRuns: 400, seed: 33 });
    let sent = 0;
    for (let i = 0; i < claims.length; i += 20) {
      // Parallel bursts, as a flood arrives.
      const burst = claims.slice(i, i + 20).map(async ([name, version]) => {
        const res = await asClient(stack.url, { name, version }, { text: '{ grades { id } }' });
        expect(res.status).toBe(200);
        sent++;
      });
      await Promise.all(burst);
    }
    await stack.gateway.usage.flush();
    const usage = await readUsage(stack.gateway.store.entries, 1);
    expect(usage.rows.length).toBeLessThanOrEqual(MAX_KEYS);
    expect(new Set(usage.rows.map((r) => r.client)).size).toBeLessThanOrEqual(USAGE_LIMITS.maxNames + 1);
    expect(usage.rows.some((r) => r.client === 'other')).toBe(true);
    expect(usage.rows.reduce((sum, r) => sum + (r.operations['(anonymous)'] ?? 0), 0)).toBe(sent);
  }, 60_000);
});
