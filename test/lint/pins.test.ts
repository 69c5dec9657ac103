// Versions that must not float: a package we patch (patch-package applies a patch to one version only), and
// graphql-js, whose validation error limit (`maxErrors`, given through Apollo's `validationOptions`) bounds what a
// document full of mistakes costs the gateway but is typed internal by graphql-js
// (docs/decisions/0039-validation-bounded-by-what-it-finds.md). Each is an exact version in every package.json that
// declares it, and the lockfile installs that version once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const MANIFESTS = [
  'package.json',
  'gateway/package.json',
  'web/package.json',
  'upstream-double/package.json',
];
const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };

/** Every range a package.json declares for `name`, with where. */
function declared(name: string): Array<[string, string]> {
  return MANIFESTS.flatMap((file) => {
    const pkg = read(file);
    return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap(
      (field) => {
        const range = (pkg[field] as Record<string, string> | undefined)?.[name];
        return range ? [[`${file} ${field}`, range] as [string, string]] : [];
      },
    );
  });
}

/** Versions of `name` the lockfile installs, wherever in the tree. */
const installed = (name: string) =>
  new Set(
    Object.entries(lock.packages)
      .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
      .map(([, entry]) => entry.version),
  );

const patched = readdirSync(join(ROOT, 'patches'))
  .filter((f) => f.endsWith('.patch'))
  .map((f) => /^(.+)\+(\d[^+]*)\.patch$/.exec(f)!)
  // patch-package writes `@scope/name` as `@scope+name`.
  .map(([, name, version]) => [name!.replace(/^(@[^+]+)\+/, '$1/'), version!] as const);
const MUST_PIN: Array<readonly [string, string]> = [...patched, ['graphql', '16.15.0']];

describe('pinned versions', () => {
  it('finds the patched packages', () => {
    expect(patched.length).toBeGreaterThan(0);
  });

  it.each(MUST_PIN)('%s is exactly %s wherever it is declared, and installed once', (name, version) => {
    const ranges = declared(name);
    expect(ranges.length).toBeGreaterThan(0);
    for (const [where, range] of ranges) expect(range, where).toBe(version);
    expect(installed(name)).toEqual(new Set([version]));
  });
});
