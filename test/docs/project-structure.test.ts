// docs/project-structure.md is kept true by the tree: its list of each gateway domain's files is generated from it,
// and every top-level entry of gateway/src and web/src is named in it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC, documentedDomainFiles, domainFiles, END, ROOT, START } from './structure';

const doc = readFileSync(join(ROOT, DOC), 'utf8');

/** Every backticked token of the document. */
const named = [...doc.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

/** Top-level entries of a source folder a reader must find in the document (tests and generated code aside). */
function entriesOf(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((e) => !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
}

/** True when some backticked token names the entry: `http/`, `gateway/src/http/`, `gateway/src/http/x.ts`. */
const isNamed = (folder: string, entry: string) =>
  named.some(
    (token) =>
      token === entry ||
      token.startsWith(`${folder}/${entry}`) ||
      (entry.endsWith('/') ? token.startsWith(entry) : token.endsWith(`/${entry}`)),
  );

describe('docs/project-structure.md', () => {
  it("lists each gateway domain's files as the tree has them (npm run docs:structure)", () => {
    expect(documentedDomainFiles(doc)).toBe(domainFiles());
  });

  it('names every top-level entry of gateway/src and web/src', () => {
    const missing = ['gateway/src', 'web/src'].flatMap((folder) =>
      entriesOf(folder)
        .filter((entry) => !isNamed(folder, entry))
        .map((entry) => `${folder}/${entry}`),
    );
    expect(missing).toEqual([]);
  });

  it('the list is built from the tree: a new file shows up under its kind, and a stale list differs', () => {
    const root = mkdtempSync(join(tmpdir(), 'structure-'));
    try {
      const domain = join(root, 'gateway/src/domains/results');
      mkdirSync(domain, { recursive: true });
      for (const file of ['resolvers.ts', 'rest-calls.ts', 'upstream-types.ts', 'converters.test.ts'])
        writeFileSync(join(domain, file), '');
      const before = domainFiles(root);
      expect(before).toBe(
        '- **results**: resolvers: `resolvers.ts`; REST calls: `rest-calls.ts`; DTOs: `upstream-types.ts`; unit tests beside them: 1',
      );
      writeFileSync(join(domain, 'field-resolvers.ts'), '');
      writeFileSync(join(domain, 'streak.ts'), '');
      const after = domainFiles(root);
      expect(after).toContain('resolvers: `field-resolvers.ts`, `resolvers.ts`;');
      expect(after).toContain('rules and compositions: `streak.ts`');
      expect(documentedDomainFiles(`intro\n${START}\n\n${before}\n\n${END}\n`)).not.toBe(after);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
