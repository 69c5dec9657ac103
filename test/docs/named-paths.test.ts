// Every file or folder of the repository a document names in backticks exists: a rename or a deletion that leaves a
// document pointing at nothing fails here. Build outputs (`dist`) are named before they exist, patterns
// (`<domain>`, `*`, `{en,ur}`) name no single path, and a record superseded by another describes what was replaced.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesEndingIn } from '../support/files';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOP = /^(?:test|gateway|web|upstream-double|docs)\//;
const PATTERN = /[<>*{}]|NNN/;
const BUILT = /(?:^|\/)dist(?:-ssr)?(?:\/|$)/;

/** The repository paths a document names in backticks (a trailing `:line` dropped). */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/:\d+$/, ''))
    .filter((token) => TOP.test(token) && !PATTERN.test(token) && !BUILT.test(token));
}

function documents(): string[] {
  const docs = filesEndingIn(join(ROOT, 'docs'), '.md');
  return [...docs, join(ROOT, 'README.md')].filter(
    (path) => !/^Status: superseded by /m.test(readFileSync(path, 'utf8')),
  );
}

describe('paths the docs name', () => {
  it('all exist', () => {
    const named = documents().flatMap((path) =>
      namedPaths(readFileSync(path, 'utf8')).map((p) => [relative(ROOT, path), p] as const),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(([, p]) => !existsSync(join(ROOT, p))).map(([doc, p]) => `${doc}: ${p}`)).toEqual([]);
  });

  it('reads paths out of backticks, leaving patterns, build outputs and other words alone', () => {
    expect(
      namedPaths(
        'See `test/gateway/viewer.test.ts:12`, `gateway/src/domains/<domain>/`, `web/dist/`, `npm test`, `docs/x.md`.',
      ),
    ).toEqual(['test/gateway/viewer.test.ts', 'docs/x.md']);
  });
});
