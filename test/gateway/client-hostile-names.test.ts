// Names the client chooses, against the objects they key: a client named `constructor` is as unknown as any other,
// an operation named after an Object member (`constructor`, `toString`, `__proto__`) is counted like any other and
// leaves the client version's day readable and whole, and Prometheus's client labels stay bounded across days.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUsage } from '../../gateway/src/clients/usage-report';
import { OTHER, USAGE_LIMITS, UsageRecorder } from '../../gateway/src/clients/usage-recorder';
import { createMemoryStore } from '../../gateway/src/store/memory-store';
import { asClient, codesOf } from './client-support';
import { startStack, type Stack } from './support';
import { useStack } from './stack-support';

const HOME = 'query Home { viewer { id } }';
const APP = { name: 'learnify-android', version: '7.0.0' };
const MEMBER_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

describe('usage per client version, whatever the operation names', () => {
  const stack = useStack({}, { resetDouble: false });

  it('keeps the counts of a day when operations are named after Object members', async () => {
    for (let i = 0; i < 3; i++) await asClient(stack.url, APP, { text: HOME });
    await stack.gateway.usage.flush();
    for (const name of MEMBER_NAMES) await asClient(stack.url, APP, { text: `query ${name} { __typename }` });
    await stack.gateway.usage.flush();
    await asClient(stack.url, APP, { text: HOME });
    await stack.gateway.usage.flush();

    const usage = await readUsage(stack.gateway.store.entries, 1);
    const row = usage.rows.find((r) => r.client === APP.name && r.version === APP.version);
    expect(row?.fields).toEqual({ 'Query.viewer': 4, 'Viewer.id': 4 });
    expect(row?.operations).toEqual({
      Home: 4,
      constructor: 1,
      toString: 1,
      valueOf: 1,
      hasOwnProperty: 1,
      [OTHER]: 1,
    });
  });
});

describe('client names under PERSISTED_QUERIES_ONLY=true', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ PERSISTED_QUERIES_ONLY: 'true' });
  });
  afterAll(() => stack.close());

  it('treats a client named after an Object member as the unknown client it is', async () => {
    for (const name of ['constructor', 'nobody']) {
      const reply = await asClient(stack.url, { name, version: '1' }, { text: '{ __typename }' });
      expect(codesOf(reply)).toEqual(['UNKNOWN_CLIENT']);
    }
  });
});

describe('Prometheus client labels', () => {
  it('stay bounded across days, whatever names the requests claim', async () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const document = parse('query Q { __typename }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    let now = Date.parse('2026-03-01T12:00:00Z');
    const labels = new Set<string>();
    const recorder = new UsageRecorder(createMemoryStore().entries, schema, {
      now: () => now,
      onCount: (client) => labels.add(client),
    });
    for (let day = 0; day < 5; day++) {
      for (let i = 0; i < 2 * USAGE_LIMITS.maxNames; i++)
        recorder.record({ name: `app-${day}-${i}`, version: '1' }, { document, operation, queryHash: 'q' });
      now += 86_400_000;
    }
    expect(labels.size).toBeLessThanOrEqual(USAGE_LIMITS.maxNames + 1);
    expect(labels.has(OTHER)).toBe(true);
  });
});
