import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchema, unreleasedEntries } from './schema-guard';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const released = read('docs/api/schema.released.graphql');
const current = read('schema.graphql');
const changelog = read('docs/api/CHANGELOG.md');

/** The released schema with one exact piece of text replaced (fails loudly if the text is not there). */
function edit(from: string, to: string): string {
  expect(released).toContain(from);
  return released.replace(from, to);
}

// The field the edits change: a quiz history row's percentage, which mobile clients read.
const PERCENTAGE = '  percentage: Float\n';
/** The schema path of the first failure (`Type.field`), as the guard reports it. */
const failedPath = (failures: string[]) => /^`([^`]+)`/.exec(failures[0] ?? '')?.[1];
/** The field with its description: what a removal takes out. */
const PERCENTAGE_FIELD = `  """\n  Percentage, 0–100.\n  """\n${PERCENTAGE}`;

/** The changelog with these lines as the Unreleased section's only entries (whatever it lists today). */
function withUnreleased(...lines: string[]): string {
  const edited = changelog.replace(
    /## Unreleased\n\n[\s\S]*?\n(?=## )/,
    `## Unreleased\n\n${lines.join('\n')}\n\n`,
  );
  expect(edited).not.toBe(changelog);
  return edited;
}

describe('schema contract guard', () => {
  it('passes on the repository as committed (schema.graphql against the released snapshot)', async () => {
    const result = await checkSchema({ released, current, changelog });
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("fails when a field's type changes and the changelog says nothing", async () => {
    const changed = edit(PERCENTAGE, '  percentage: String\n');
    const result = await checkSchema({ released, current: changed, changelog });
    expect(result.ok).toBe(false);
    expect(result.failures.join('\n')).toMatch(/percentage.*changed type from 'Float' to 'String'/i);
    expect(result.failures.join('\n')).toContain('no "Unreleased" entry');
  });

  it('fails when a field is removed that was never deprecated, even if recorded', async () => {
    const removed = edit(PERCENTAGE_FIELD, '');
    const path = failedPath((await checkSchema({ released, current: removed, changelog })).failures);
    expect(path).toMatch(/^\w+\.percentage$/);
    const log = withUnreleased(`- \`${path}\` removed; deprecated 2026-01-05, removed 2026-04-10.`);
    const result = await checkSchema({ released, current: removed, changelog: log });
    expect(result.ok).toBe(false);
    expect(result.failures.join('\n')).toContain('never marked @deprecated');
  });

  it('passes a deprecation: @deprecated(reason:) is not breaking and needs no entry', async () => {
    const deprecated = edit(
      PERCENTAGE,
      '  percentage: Float @deprecated(reason: "Use `score` and `maxScore`.")\n',
    );
    const result = await checkSchema({ released, current: deprecated, changelog });
    expect(result.ok).toBe(true);
    expect(result.failures).toEqual([]);
  });

  it('passes a breaking change recorded with its deprecation period, after the field was deprecated', async () => {
    const deprecatedRelease = edit(PERCENTAGE, '  percentage: Float @deprecated(reason: "Use `score`.")\n');
    const removed = deprecatedRelease.replace(
      PERCENTAGE_FIELD.replace(PERCENTAGE, '  percentage: Float @deprecated(reason: "Use `score`.")\n'),
      '',
    );
    expect(removed).not.toBe(deprecatedRelease);
    const unrecorded = await checkSchema({ released: deprecatedRelease, current: removed, changelog });
    expect(unrecorded.ok).toBe(false);
    const path = failedPath(unrecorded.failures);
    expect(path).toMatch(/^\w+\.percentage$/);
    const log = withUnreleased(
      `- \`${path}\` removed, use \`score\`; deprecated 2026-01-05, removed 2026-04-10.`,
    );
    const result = await checkSchema({ released: deprecatedRelease, current: removed, changelog: log });
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.recorded.join('\n')).toContain('deprecated 2026-01-05, removed 2026-04-10');
  });

  it('fails a recorded breaking change whose deprecation period is shorter than the policy', async () => {
    const changed = edit(PERCENTAGE, '  percentage: String\n');
    const first = await checkSchema({ released, current: changed, changelog });
    const path = failedPath(first.failures);
    expect(path).toMatch(/^\w+\.percentage$/);
    const log = withUnreleased(`- \`${path}\` is a String now; deprecated 2026-03-01, removed 2026-03-15.`);
    const result = await checkSchema({ released, current: changed, changelog: log });
    expect(result.ok).toBe(false);
    expect(result.failures.join('\n')).toContain('14 days of deprecation');
  });

  it('treats a nullable argument made required as breaking', async () => {
    // An optional argument made non-null: old clients that omit it would now be refused.
    const result = await checkSchema({
      released: 'type Query { a(x: Int): Int }',
      current: 'type Query { a(x: Int!): Int }',
      changelog,
    });
    expect(result.ok).toBe(false);
  });

  it('reads only the Unreleased section of the changelog', () => {
    const log = [
      '# x',
      '## Unreleased',
      '- `A.b` gone; deprecated 2026-01-01, removed 2026-04-01.',
      '## 2025-01-01',
      '- `C.d` gone; deprecated 2024-01-01, removed 2024-06-01.',
    ].join('\n');
    expect(unreleasedEntries(log)).toEqual([
      { path: 'A.b', deprecated: '2026-01-01', removed: '2026-04-01', days: 90 },
    ]);
  });
});

describe('npm run schema:check (the command CI runs)', () => {
  // The very script `.ci/run` calls, on an edited copy of schema.graphql: its exit code is what fails CI.
  const run = (schema: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
    writeFileSync(join(dir, 'schema.graphql'), schema);
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const script = fileURLToPath(new URL('./check.ts', import.meta.url));
    return spawnSync(tsx, [script, join(dir, 'schema.graphql')], { encoding: 'utf8' });
  };

  it('exits 1 on a field type change without a changelog entry, 0 on a deprecation', () => {
    const broken = run(edit(PERCENTAGE, '  percentage: String\n'));
    expect(broken.stderr).toContain('no "Unreleased" entry');
    expect(broken.status).toBe(1);
    const deprecated = run(edit(PERCENTAGE, '  percentage: Float @deprecated(reason: "Use `score`.")\n'));
    expect(deprecated.status).toBe(0);
  });
});
