// The gateway's import graph has no circle: every relative import of its sources, generated code included (type-only
// ones too, since a circle of types is still two modules that cannot be understood apart), is followed, and a
// depth-first walk finds no module that reaches itself.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names (`./x`, `./x.ts`, `./x/index.ts`), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Module → the modules it imports (static imports, re-exports and dynamic `import()` alike). */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((f) => resolveImport(file, f.fileName))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One circle per strongly connected part that has one, as a path of files; empty when there is none. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The same graph between the gateway's parts: a file at the top of `src/` is a part of its own (`context.ts`,
 * `errors.ts`), a folder is one (`session/`, `store/`, `__generated__/`), and each domain is one
 * (`domains/teacher/`) except for its DTOs (`domains/teacher/upstream-types.ts`): the layer below the generated
 * resolver types, which map schema types onto them.
 */
function partGraph(graph: Map<string, string[]>, src: string): Map<string, string[]> {
  const partOf = (file: string) => {
    const parts = relative(src, file).split('/');
    if (parts[0] !== 'domains') return parts[0] ?? file;
    return parts[2] === 'upstream-types.ts' ? parts.join('/') : parts.slice(0, 2).join('/');
  };
  const parts = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = partOf(file);
    const set = parts.get(from) ?? new Set<string>();
    for (const t of targets) if (partOf(t) !== from) set.add(partOf(t));
    parts.set(from, set);
  }
  return new Map([...parts].map(([k, v]) => [k, [...v]]));
}

describe('import circles', () => {
  it('finds a circle when there is one, and none in a chain', () => {
    const chain = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(findCycles(chain)).toEqual([]);
    expect(findCycles(new Map([...chain, ['c', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('the gateway has none, generated code included', () => {
    const graph = importGraph(sourcesUnder(join(ROOT, 'gateway/src')));
    expect(graph.size).toBeGreaterThan(50);
    const generated = [...graph.keys()].find((f) => f.endsWith('__generated__/resolvers-types.ts'));
    expect(graph.get(generated ?? '')).toContain(
      join(ROOT, 'gateway/src/domains/accounts/upstream-types.ts'),
    );
    const named = findCycles(graph).map((cycle) => cycle.map((f) => relative(ROOT, f)).join(' → '));
    expect(named).toEqual([]);
  });

  it("the gateway's parts have none: no lower layer imports a domain that imports it back", () => {
    const src = join(ROOT, 'gateway/src');
    const parts = partGraph(importGraph(sourcesUnder(src)), src);
    expect(parts.get('context.ts')).toBeDefined();
    expect(findCycles(parts).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
