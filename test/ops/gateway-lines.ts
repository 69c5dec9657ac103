// `npx tsx test/ops/gateway-lines.ts [--root DIR] [--json]`: the gateway's hand-written lines, for issue 31's
// "the gateway's hand-written lines fall". Counts gateway/src/**/*.ts except tests (*.test.ts), test support
// (*.test-support.ts) and generated code (__generated__). A code line holds at least one token by TypeScript's own
// scanner, so blank lines and lines holding only comments do not count; non-blank lines are shown beside them.
// Per top-level folder of gateway/src (files directly in it are "(root)"), and the total without gateway/src/testing
// (the test doubles the gateway ships for its own tests). --root measures another checkout, e.g. main's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

interface Count {
  code: number;
  nonBlank: number;
  files: number;
}

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg === -1 ? fileURLToPath(new URL('../../', import.meta.url)) : (process.argv[rootArg + 1] ?? '.');
const src = join(root, 'gateway', 'src');

const handWritten = (name: string) =>
  name.endsWith('.ts') &&
  !name.endsWith('.test.ts') &&
  !name.endsWith('.test-support.ts') &&
  !name.endsWith('.d.ts');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== 'node_modules') yield* files(path);
    } else if (handWritten(entry.name)) yield path;
  }
}

/** The lines of `text` that hold a token (not only white space and comments), by TypeScript's parser. */
function codeLines(path: string, text: string): number {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const lines = new Set<number>();
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(file);
    if (children.length > 0) return children.forEach(visit);
    if (node.kind === ts.SyntaxKind.EndOfFileToken || node.getWidth(file) === 0) return;
    // A token spanning lines (a template literal's text) puts code on each of them.
    for (let line = lineOf(node.getStart(file)); line <= lineOf(node.getEnd() - 1); line += 1)
      lines.add(line);
  };
  visit(file);
  return lines.size;
}

const nonBlankLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length;

const byFolder = new Map<string, Count>();
const total: Count = { code: 0, nonBlank: 0, files: 0 };
for (const path of files(src)) {
  const text = readFileSync(path, 'utf8');
  const parts = relative(src, path).split(sep);
  const folder = parts.length === 1 ? '(root)' : (parts[0] ?? '(root)');
  const count = byFolder.get(folder) ?? { code: 0, nonBlank: 0, files: 0 };
  const code = codeLines(path, text);
  const nonBlank = nonBlankLines(text);
  for (const into of [count, total]) {
    into.code += code;
    into.nonBlank += nonBlank;
    into.files += 1;
  }
  byFolder.set(folder, count);
}
const testing = byFolder.get('testing') ?? { code: 0, nonBlank: 0, files: 0 };
const withoutTesting: Count = {
  code: total.code - testing.code,
  nonBlank: total.nonBlank - testing.nonBlank,
  files: total.files - testing.files,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, withoutTesting, byFolder: Object.fromEntries(byFolder) }, null, 2));
} else {
  const row = (name: string, count: Count) =>
    `${name.padEnd(22)}${String(count.code).padStart(7)}${String(count.nonBlank).padStart(11)}${String(count.files).padStart(7)}`;
  console.log(
    `${'gateway/src'.padEnd(22)}${'code'.padStart(7)}${'non-blank'.padStart(11)}${'files'.padStart(7)}`,
  );
  for (const [name, count] of [...byFolder].sort(([a], [b]) => a.localeCompare(b)))
    console.log(row(name, count));
  console.log(row('total', total));
  console.log(row('total without testing', withoutTesting));
}
