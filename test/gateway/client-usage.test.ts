// Usage per client and version: the counts in the store agree with the requests sent (operations, fields, the
// deprecated ones marked), `npm run schema:check` refuses to remove a field a client used, and Prometheus gets
// totals per client.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldUses, readUsage } from '../../gateway/src/clients/usage-report';
import { ROOT } from '../support/processes';
import { checkSchema } from '../schema/schema-guard';
import { asClient, codesOf } from './client-support';
import { useStack } from './stack-support';

const OLD_APP = { name: 'learnify-android', version: '1.4.0' };
const NEW_APP = { name: 'learnify-android', version: '1.5.0' };
// `me` is deprecated (use `viewer { user }`); `grades` is not.
const OLD_HOME = 'query OldHome { me { username } grades { id } }';
const NEW_HOME = 'query NewHome { viewer { id } grades { id label } }';
const HISTORY = 'query History { viewer { quizHistory { entries { percentage } } } }';

const METRICS = 'metrics-token-for-the-usage-test';
const stack = useStack({ METRICS_TOKEN: METRICS }, { resetDouble: false });

describe('usage per client and version', () => {
  it('counts each executed request once per operation and field, deprecated fields marked', async () => {
    for (let i = 0; i < 3; i++) await asClient(stack.url, OLD_APP, { text: OLD_HOME });
    for (let i = 0; i < 2; i++) await asClient(stack.url, NEW_APP, { text: NEW_HOME });
    await asClient(stack.url, NEW_APP, { text: OLD_HOME });
    await asClient(stack.url, {}, { text: NEW_HOME });
    // Refused before it runs: nothing is counted for it.
    expect(codesOf(await asClient(stack.url, OLD_APP, { text: '{ nope }' }))).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    await stack.gateway.usage.flush();

    const usage = await readUsage(stack.gateway.store.entries, 1);
    const row = (client: string, version: string) =>
      usage.rows.find((r) => r.client === client && r.version === version);
    expect(row('learnify-android', '1.4.0')).toMatchObject({
      operations: { OldHome: 3 },
      fields: { 'Query.me': 3, 'Query.grades': 3, 'User.username': 3, 'GradeOption.id': 3 },
      deprecated: ['Query.me'],
    });
    expect(row('learnify-android', '1.5.0')).toMatchObject({
      operations: { NewHome: 2, OldHome: 1 },
      fields: { 'Query.viewer': 2, 'Viewer.id': 2, 'Query.grades': 3, 'GradeOption.label': 2, 'Query.me': 1 },
      deprecated: ['Query.me'],
    });
    expect(row('unnamed', 'unversioned')?.operations).toEqual({ NewHome: 1 });

    const deprecated = fieldUses(usage, { onlyDeprecated: true });
    expect(deprecated).toEqual([
      {
        field: 'Query.me',
        clients: [
          { client: 'learnify-android', version: '1.4.0', requests: 3, lastDay: usage.to },
          { client: 'learnify-android', version: '1.5.0', requests: 1, lastDay: usage.to },
        ],
      },
    ]);
  });

  it('adds up across flushes without counting anything twice', async () => {
    const client = { name: 'learnify-ios', version: '9.0.0' };
    await asClient(stack.url, client, { text: NEW_HOME });
    await stack.gateway.usage.flush();
    await stack.gateway.usage.flush(); // nothing new: nothing added
    await asClient(stack.url, client, { text: NEW_HOME });
    await stack.gateway.usage.flush();
    const usage = await readUsage(stack.gateway.store.entries, 1);
    expect(usage.rows.find((r) => r.client === 'learnify-ios')?.operations).toEqual({ NewHome: 2 });
  });

  it('gives Prometheus totals per client, never per field', async () => {
    const metrics = await fetch(`${stack.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS}` },
    }).then((r) => r.text());
    expect(metrics).toMatch(/learnify_client_requests_total\{client="learnify-android"\} 6\b/);
    expect(metrics).toMatch(/learnify_client_deprecated_requests_total\{client="learnify-android"\} 4\b/);
    expect(metrics).not.toMatch(/learnify_client[^\n]*(Query\.|field=)/);
  });
});

describe('schema:check against usage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'learnify-usage-check-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const released = readFileSync(join(ROOT, 'docs/api/schema.released.graphql'), 'utf8');
  const changelog = readFileSync(join(ROOT, 'docs/api/CHANGELOG.md'), 'utf8');
  const PERCENTAGE = '  """\n  Percentage, 0–100.\n  """\n  percentage: Float\n';
  // A release in which QuizHistoryEntry.percentage was deprecated, and the change that removes it 90 days on.
  const deprecatedRelease = released.replace(
    PERCENTAGE,
    '  """\n  Percentage, 0–100.\n  """\n  percentage: Float @deprecated(reason: "Use `score`.")\n',
  );
  const removal = released.replace(PERCENTAGE, '');
  const removalLog = changelog.replace(
    '## Unreleased\n\n',
    '## Unreleased\n\n- `QuizHistoryEntry.percentage` removed; deprecated 2026-11-28, removed 2027-02-26.\n',
  );

  it('refuses to remove a field a client used in the last 30 days, unless told to', async () => {
    expect(deprecatedRelease).not.toBe(released);
    expect(removal).not.toBe(released);
    await asClient(stack.url, OLD_APP, { text: HISTORY });
    await stack.gateway.usage.flush();
    const usage = await readUsage(stack.gateway.store.entries, 30);

    const unused = await checkSchema({
      released: deprecatedRelease,
      current: removal,
      changelog: removalLog,
    });
    expect(unused.failures).toEqual([]);
    const inUse = await checkSchema({
      released: deprecatedRelease,
      current: removal,
      changelog: removalLog,
      inUse: fieldUses(usage),
    });
    expect(inUse.ok).toBe(false);
    expect(inUse.failures.join('\n')).toMatch(
      /`QuizHistoryEntry\.percentage`: removed, yet used by learnify-android 1\.4\.0 \(1 requests/,
    );

    // The command itself, with the counts exported as `npm run usage -- --json` writes them.
    const files = {
      schema: join(dir, 'schema.graphql'),
      changelog: join(dir, 'CHANGELOG.md'),
      released: join(dir, 'released.graphql'),
      usage: join(dir, 'usage.json'),
    };
    writeFileSync(files.schema, removal);
    writeFileSync(files.changelog, removalLog);
    writeFileSync(files.released, deprecatedRelease);
    writeFileSync(files.usage, JSON.stringify(usage));
    const check = (...flags: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'test/schema/check.ts', files.schema, files.changelog, files.released, ...flags],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, REDIS_URL: '' } },
      );
    const refused = check('--usage', files.usage);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      '`QuizHistoryEntry.percentage`: removed, yet used by learnify-android 1.4.0',
    );
    const forced = check('--usage', files.usage, '--allow-removal-in-use');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('removed anyway (--allow-removal-in-use)');
  }, 60_000);
});
