// Request-scoped data lives on the context (`ctx.requestScope`), app-scoped data on the built app (`ctx.appScope`),
// never in a module: a module's state is shared by two apps in one process and outlives the tests that fill it.
// Every gateway source is read with TypeScript's parser; a module-level `let` or `var`, or a module-level Map, Set,
// WeakMap, WeakSet, LRU cache or array that the module changes, is reported unless `KEPT` names it with its reason.
// Prometheus metrics are not collections: they are per process by design (one /metrics per process, summed by the
// cluster's primary: gateway/src/observability/metrics.ts, docs/operations.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'gateway/src');

/** Module state kept on purpose: `file#name` → why it is not request or app state. */
const KEPT: Record<string, string> = {
  'gateway/src/domains/performance/quiz-matching.ts#indexes':
    'keyed weakly by a catalogue object: an index derived from it, gone with it',
  'gateway/src/domains/results/rest-calls.ts#parsed':
    'a bounded memo of a pure parse, keyed by a digest of the whole upstream answer: the same bytes give the same value in any app',
};

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'LRUCache']);
const CHANGES = ['set', 'add', 'delete', 'clear', 'push', 'splice', 'pop', 'shift', 'unshift'];

/** `name` for each module-level binding of `text` that holds state the module changes. */
function moduleState(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const mutableBinding = (list.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const d of list.declarations) {
      const name = d.name.getText(file);
      if (mutableBinding) {
        found.push(name);
        continue;
      }
      const init = d.initializer;
      const holds =
        init !== undefined &&
        ((ts.isNewExpression(init) && COLLECTIONS.has(init.expression.getText(file))) ||
          (ts.isArrayLiteralExpression(init) && init.elements.length === 0));
      const changed = new RegExp(String.raw`\b${name}\.(?:${CHANGES.join('|')})\(`).test(text);
      if (holds && changed) found.push(name);
    }
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test(-support)?\.ts$|\.d\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.includes('__generated__'));
}

describe('no request or app state in a module', () => {
  it('the gateway keeps none beyond what KEPT names, and KEPT names nothing that is gone', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      moduleState(path, readFileSync(path, 'utf8')).map((name) => `${relative(ROOT, path)}#${name}`),
    );
    expect(found.filter((key) => !(key in KEPT))).toEqual([]);
    expect(Object.keys(KEPT).filter((key) => !found.includes(key))).toEqual([]);
  });

  it('finds a module-level let, and a collection the module changes; not a constant table', () => {
    expect(moduleState('a.ts', 'let calls = 0;\nexport const f = () => calls++;')).toEqual(['calls']);
    expect(moduleState('a.ts', 'const seen = new Map<string, number>();\nseen.set("a", 1);')).toEqual([
      'seen',
    ]);
    expect(moduleState('a.ts', 'const q: string[] = [];\nexport const f = () => q.push("x");')).toEqual([
      'q',
    ]);
    expect(
      moduleState('a.ts', 'const ROLES = new Set(["a", "b"]);\nexport const f = ROLES.has("a");'),
    ).toEqual([]);
    expect(
      moduleState('a.ts', 'export function f() { let n = 0; const m = new Map(); m.set(1, n++); }'),
    ).toEqual([]);
  });
});
