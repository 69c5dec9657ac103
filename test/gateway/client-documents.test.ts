// Trusted documents per client: a published client's documents run under PERSISTED_QUERIES_ONLY=true, another
// client's name does not run them, an unknown client gets its own code, and publishing is checked as a whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentRegistry } from '../../gateway/src/clients/document-registry';
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
import { useStack } from './stack-support';

describe('trusted documents per client, PERSISTED_QUERIES_ONLY=true', () => {
  const stack = useStack({ PERSISTED_QUERIES_ONLY: 'true' }, { resetDouble: false });
  let registry: DocumentRegistry;
  beforeAll(async () => {
    registry = new DocumentRegistry(stack.gateway.store.entries);
    await publish(registry, ANDROID.name, ANDROID.version, [ANDROID_GRADES]);
    await publish(registry, IOS.name, IOS.version, [IOS_POLICY]);
  });

  it("runs a published client's document by its hash", async () => {
    const res = await asClient(stack.url, ANDROID, { hash: hashOf(ANDROID_GRADES) });
    expect(res.errors).toBeUndefined();
    expect(res.data.grades.length).toBeGreaterThan(0);
  });

  it("does not run it for another client's name: PERSISTED_QUERY_NOT_FOUND naming that client", async () => {
    const res = await asClient(stack.url, IOS, { hash: hashOf(ANDROID_GRADES) });
    expect(res.data).toBeUndefined();
    expect(codesOf(res)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(res.errors?.[0]?.message).toContain('"learnify-ios"');
    expect(res.errors?.[0]?.extensions?.clientName).toBe('learnify-ios');
  });

  it('refuses a client nobody published with UNKNOWN_CLIENT (HTTP 400), by hash or by text', async () => {
    const byHash = await asClient(stack.url, { name: 'someone-else' }, { hash: hashOf(ANDROID_GRADES) });
    expect(byHash.status).toBe(400);
    expect(codesOf(byHash)).toEqual(['UNKNOWN_CLIENT']);
    expect(byHash.errors?.[0]?.message).toContain('"someone-else"');
    const byText = await asClient(stack.url, { name: 'someone-else' }, { text: ANDROID_GRADES });
    expect(codesOf(byText)).toEqual(['UNKNOWN_CLIENT']);
  });

  it("refuses a published client's text: only its documents run", async () => {
    const res = await asClient(stack.url, ANDROID, { text: ANDROID_GRADES });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual(['PERSISTED_QUERY_REQUIRED']);
  });

  it("keeps the web app on its build manifest: a client's document is not the web's", async () => {
    const unnamed = await asClient(stack.url, {}, { hash: hashOf(ANDROID_GRADES) });
    expect(codesOf(unnamed)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const web = await asClient(stack.url, { name: 'learnify-web' }, { hash: hashOf(ANDROID_GRADES) });
    expect(codesOf(web)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('serves every live version and stops a retired one', async () => {
    const v2 = 'query AndroidGradesV2 { grades { id } }';
    await publish(registry, ANDROID.name, '1.5.0', [v2]);
    expect(codesOf(await asClient(stack.url, ANDROID, { hash: hashOf(v2) }))).toEqual([]);
    expect(codesOf(await asClient(stack.url, ANDROID, { hash: hashOf(ANDROID_GRADES) }))).toEqual([]);
    await registry.retire(ANDROID.name, '1.5.0');
    const retired = await asClient(stack.url, ANDROID, { hash: hashOf(v2) });
    expect(codesOf(retired)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(retired.errors?.[0]?.message).toContain('live versions: 1.4.0');
    expect(codesOf(await asClient(stack.url, ANDROID, { hash: hashOf(ANDROID_GRADES) }))).toEqual([]);
  });

  it('refuses to publish under the web app’s name or the same version twice', async () => {
    await expect(publish(registry, 'learnify-web', '1.0.0', [ANDROID_GRADES])).rejects.toThrow(/web app/);
    await expect(publish(registry, ANDROID.name, ANDROID.version, [ANDROID_GRADES])).rejects.toThrow(
      /already published/,
    );
  });
});

describe('trusted documents per client, full text accepted', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    await publish(new DocumentRegistry(stack.gateway.store.entries), ANDROID.name, '1.0.0', [ANDROID_GRADES]);
  });
  afterAll(() => stack.close());

  it("answers an unpublished hash with Apollo's exact message, so APQ clients retry with the text", async () => {
    const text = 'query AndroidNew { grades { label } }';
    const res = await asClient(stack.url, ANDROID, { hash: hashOf(text) });
    expect(res.status).toBe(200);
    expect(res.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', clientName: 'learnify-android' },
    });
    const retried = await asClient(stack.url, ANDROID, { hash: hashOf(text), text });
    expect(retried.errors).toBeUndefined();
    expect(retried.data.grades.length).toBeGreaterThan(0);
  });

  it("runs the published document by hash, and the web's manifest for anyone", async () => {
    const res = await asClient(stack.url, ANDROID, { hash: hashOf(ANDROID_GRADES) });
    expect(res.data.grades.length).toBeGreaterThan(0);
  });
});
