// Trusted documents and usage while the shared store cannot answer: an instance serves what its last copies prove
// published, and anything they do not hold is unknown (retryable DOCUMENTS_UNAVAILABLE), never "not published" or
// "unknown client", which an app would take as final; usage waits for the store, bounded, and loses no count.
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DocumentRegistry } from '../../gateway/src/clients/document-registry';
import { USAGE_LIMITS, UsageRecorder } from '../../gateway/src/clients/usage-recorder';
import { gatewaySchema } from '../../gateway/src/clients/store-for-cli';
import { readUsage } from '../../gateway/src/clients/usage-report';
import { createRedisStore } from '../../gateway/src/store/redis-store';
import type { GatewayStore } from '../../gateway/src/store/store';
import { describeWithRedis, startRedis, type RedisServer } from '../support/redis';
import {
  ANDROID,
  ANDROID_GRADES,
  asClient,
  codesOf,
  hashOf,
  IOS,
  IOS_POLICY,
  publish,
} from './client-support';
import { startStack, type Stack } from './support';

describeWithRedis('trusted documents while Redis is away (PERSISTED_QUERIES_ONLY=true)', () => {
  let redis: RedisServer;
  let store: GatewayStore;
  let stack: Stack;
  beforeAll(async () => {
    redis = await startRedis();
    store = await createRedisStore({ url: redis.url, commandTimeoutMs: 1000 });
    stack = await startStack({ PERSISTED_QUERIES_ONLY: 'true' }, { store });
    const registry = new DocumentRegistry(store.entries);
    await publish(registry, ANDROID.name, ANDROID.version, [ANDROID_GRADES]);
    await publish(registry, IOS.name, IOS.version, [IOS_POLICY]);
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await store?.close();
    await redis?.stop();
  });

  it('serves what it last read, and answers retryable for a published document it never read', async () => {
    // This instance reads the registry and the Android document, never the iOS one.
    const before = await asClient(stack.url, ANDROID, { hash: hashOf(ANDROID_GRADES) });
    expect(before.errors).toBeUndefined();

    await redis.kill();

    const android = await asClient(stack.url, ANDROID, { hash: hashOf(ANDROID_GRADES) });
    expect(android.errors).toBeUndefined();
    expect(android.data?.grades).toBeInstanceOf(Array);

    const ios = await asClient(stack.url, IOS, { hash: hashOf(IOS_POLICY) });
    expect(codesOf(ios)).toEqual(['DOCUMENTS_UNAVAILABLE']);
    expect(ios.status).toBe(503);
    expect(ios.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ios.errors?.[0]?.extensions?.retryable).toBe(true);

    // A client published after the last read is unknown too, not refused as UNKNOWN_CLIENT.
    const later = await asClient(
      stack.url,
      { name: 'learnify-tablet', version: '1' },
      { hash: hashOf(IOS_POLICY) },
    );
    expect(codesOf(later)).toEqual(['DOCUMENTS_UNAVAILABLE']);

    await redis.restart();
    // Back: the store answers again (an emptied Redis holds nothing, so the client is unknown now).
    await expect
      .poll(async () => codesOf(await asClient(stack.url, IOS, { hash: hashOf(IOS_POLICY) })), {
        timeout: 20_000,
        interval: 250,
      })
      .toEqual(['UNKNOWN_CLIENT']);
  }, 60_000);
});

describeWithRedis('usage while Redis is away', () => {
  let redis: RedisServer;
  let store: GatewayStore;
  beforeAll(async () => {
    redis = await startRedis();
    store = await createRedisStore({ url: redis.url, commandTimeoutMs: 1000 });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await redis?.stop();
  });

  it('keeps what waits for the store bounded, and loses no count', async () => {
    const schema = gatewaySchema();
    const recorder = new UsageRecorder(store.entries, schema);
    const app = { name: 'learnify-android', version: '5.0.0' };
    await redis.kill();
    // Each flush fails and carries its counts; every request names a new operation.
    const flushes = 5;
    const perFlush = 2 * USAGE_LIMITS.maxOperations;
    for (let f = 0; f < flushes; f++) {
      for (let i = 0; i < perFlush; i++) {
        const document = parse(`query Op${f}_${i} { __typename }`);
        const operation = document.definitions[0] as OperationDefinitionNode;
        recorder.record(app, { document, operation, queryHash: `${f}-${i}` });
      }
      await recorder.flush();
    }
    expect(recorder.waitingOperations()).toBeLessThanOrEqual(USAGE_LIMITS.maxOperations);

    await redis.restart();
    await expect
      .poll(
        async () => {
          await recorder.flush();
          const row = (await readUsage(store.entries, 1)).rows.find((r) => r.version === app.version);
          return Object.values(row?.operations ?? {}).reduce((sum, n) => sum + n, 0);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(flushes * perFlush);
  }, 60_000);
});
