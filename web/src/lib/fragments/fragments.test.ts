// @vitest-environment node
// The rule for fragments: a fragment lives with the one feature (or app/, lib/session) that spreads it; a fragment
// spread from two places lives here, in lib/fragments/, and only such fragments do.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, visit } from 'graphql';
import { expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

/** Who owns a document: its feature folder, or its folder outside features/ (app, lib/session, lib/fragments). */
function ownerOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  if (parts[0] === 'features' || parts[0] === 'lib') return parts.slice(0, 2).join('/');
  return parts[0] ?? '';
}

const documents = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.graphql') && !path.startsWith(`gql${sep}`))
  .map((path) => {
    const file = join(SRC, path);
    return { owner: ownerOf(file), document: parse(readFileSync(file, 'utf8')) };
  });

const definedBy = new Map<string, string>();
const spreadBy = new Map<string, Set<string>>();
for (const { owner, document } of documents)
  visit(document, {
    FragmentDefinition: (node) => void definedBy.set(node.name.value, owner),
    FragmentSpread: (node) =>
      void spreadBy.set(node.name.value, (spreadBy.get(node.name.value) ?? new Set()).add(owner)),
  });

it('finds the documents and their fragments', () => {
  expect(documents.length).toBeGreaterThan(10);
  expect(definedBy.get('QuizHistoryEntryFields')).toBe('lib/fragments');
});

it('a fragment spread outside its own folder lives in lib/fragments', () => {
  const misplaced = [...spreadBy].flatMap(([name, owners]) =>
    [...owners]
      .filter((owner) => owner !== definedBy.get(name) && definedBy.get(name) !== 'lib/fragments')
      .map((owner) => `${name} (defined in ${definedBy.get(name)}, spread in ${owner})`),
  );
  expect(misplaced).toEqual([]);
});

it('lib/fragments holds only fragments that two places share', () => {
  const single = [...definedBy]
    .filter(([, owner]) => owner === 'lib/fragments')
    .filter(([name]) => (spreadBy.get(name)?.size ?? 0) < 2)
    .map(([name]) => name);
  expect(single).toEqual([]);
});
