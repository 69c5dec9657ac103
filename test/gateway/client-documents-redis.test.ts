// `npm run documents` against the Redis two gateway instances share: what one operator command publishes or
// retires holds on every instance at once, and a manifest that fails its check stores nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnTs } from '../support/processes';
import { describeWithRedis } from '../support/redis';
import { startTwoInstances, type TwoInstances } from '../support/two-instances';
import { asClient, codesOf, hashOf, manifestOf } from './client-support';

const GRADES = 'query AndroidGrades { grades { id label } }';
const ANDROID = { name: 'learnify-android', version: '3.1.0' };

/** Runs `npm run documents -- …args` (the same entry) against the instances' Redis. */
function documents(
  redisUrl: string,
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawnTs(['gateway/src/clients/documents-cli.ts', ...args], { REDIS_URL: redisUrl }, [
    'ignore',
    'pipe',
    'pipe',
  ]);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

describeWithRedis('trusted documents per client across instances (one Redis)', () => {
  let two: TwoInstances;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'learnify-manifests-'));
    two = await startTwoInstances({ env: { PERSISTED_QUERIES_ONLY: 'true' }, stderr: 'ignore' });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes on both instances, refuses an invalid manifest whole, and retires on both at once', async () => {
    const good = join(dir, 'android.json');
    writeFileSync(good, JSON.stringify(manifestOf([GRADES])));
    const bad = join(dir, 'android-bad.json');
    writeFileSync(bad, JSON.stringify(manifestOf(['query Fine { grades { id } }', 'query Broken { nope }'])));

    const refused = await documents(two.redis.url, [
      'publish',
      '--client',
      ANDROID.name,
      '--version',
      '3.2.0',
      bad,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/refused, nothing stored[\s\S]*Broken/);

    const published = await documents(two.redis.url, [
      'publish',
      '--client',
      ANDROID.name,
      '--version',
      ANDROID.version,
      good,
    ]);
    expect(published).toMatchObject({ code: 0 });
    expect(published.out).toContain('published learnify-android 3.1.0: 1 operations');
    const listed = await documents(two.redis.url, ['list']);
    expect(listed.out).toMatch(/learnify-android\n {2}3\.1\.0 {2}1 operations/);
    expect(listed.out).not.toContain('3.2.0');

    for (const instance of [two.a, two.b]) {
      const res = await asClient(instance.url, ANDROID, { hash: hashOf(GRADES) });
      expect(res.errors).toBeUndefined();
      expect(res.data.grades.length).toBeGreaterThan(0);
    }
    // Nothing of the refused manifest runs, not even its valid operation.
    const fine = await asClient(two.a.url, ANDROID, { hash: hashOf('query Fine { grades { id } }') });
    expect(codesOf(fine)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);

    const retired = await documents(two.redis.url, [
      'retire',
      '--client',
      ANDROID.name,
      '--version',
      ANDROID.version,
    ]);
    expect(retired.code).toBe(0);
    for (const instance of [two.a, two.b]) {
      const res = await asClient(instance.url, ANDROID, { hash: hashOf(GRADES) });
      // Its last version retired, the client is unknown again: its own code on both instances.
      expect(codesOf(res)).toEqual(['UNKNOWN_CLIENT']);
    }
  }, 120_000);
});
