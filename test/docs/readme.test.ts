// The README and the docs say what the code does: the error codes a client can receive, the layout of the repo,
// and every repo path the docs name. Everything compared here is read from the code at test time (sources, the
// schema, Apollo Server's own codes), never from a list kept in this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_CODES } from '../../gateway/src/errors';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const README = read('README.md');

/** The gateway's own sources (no tests, nothing generated). */
function gatewaySources(): string[] {
  return readdirSync(join(ROOT, 'gateway/src'), { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.startsWith('__generated__'))
    .map((p) => read(join('gateway/src', p)));
}

/** Codes of errors-as-data (`UserError.code`): the schema's UserErrorCode enum, not GraphQL error codes. */
function userErrorCodes(): Set<string> {
  const enumDef = parse(read('schema.graphql')).definitions.find(
    (d) => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'UserErrorCode',
  );
  if (enumDef?.kind !== Kind.ENUM_TYPE_DEFINITION)
    throw new Error('schema.graphql has no UserErrorCode enum');
  return new Set(enumDef.values?.map((v) => v.name.value));
}

/**
 * Every `extensions.code` the gateway can send: the codes its resolvers raise, every code literal its sources
 * assigns (`code: 'X'`, `const code = … ? 'X' : 'Y'`, `gatewayError('X')`), and Apollo Server's own
 * codes — all but PERSISTED_QUERY_NOT_SUPPORTED, since the gateway serves persisted queries.
 */
function emittedCodes(): Set<string> {
  const codes = new Set<string>(GATEWAY_ERROR_CODES);
  for (const source of gatewaySources()) {
    // Assigned or set (`code: …`, `code = …`), never compared: `err.code === 'ECONNRESET'` is Node's code, not ours.
    for (const m of source.matchAll(/\bcode\s*(?::|=(?!=))\s*([^,;{}()]+)/g))
      for (const literal of (m[1] ?? '').matchAll(/'([A-Z][A-Z0-9_]+)'/g)) codes.add(literal[1]!);
    for (const m of source.matchAll(/gatewayError\(\s*'([A-Z][A-Z0-9_]+)'/g)) codes.add(m[1]!);
  }
  for (const code of Object.values(ApolloServerErrorCode))
    if (code !== ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED) codes.add(code);
  for (const code of userErrorCodes()) codes.delete(code);
  return codes;
}

/** The backticked codes of the README's sentence "…`extensions.code` one of `A`, `B`, …". */
function readmeCodes(): Set<string> {
  const at = README.indexOf('`extensions.code` one of');
  expect(at).toBeGreaterThan(0);
  const sentence = README.slice(at, README.indexOf('\n\n', at));
  return new Set([...sentence.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

/**
 * The codes in the first column of the docs/api.md table whose header cell is `header`, matched against `codes`: a
 * row `PREFIX_*` stands for every code with that prefix. Returns the codes covered and the rows that cover none.
 */
function apiDocTable(header: string, codes: Set<string>): { covered: string[]; stray: string[] } {
  const lines = read('docs/api.md').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header}`));
  expect(start, header).toBeGreaterThan(0);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const code = /^\| `([A-Z][A-Z0-9_]*\*?)`/.exec(line)?.[1];
    if (code) rows.push(code);
  }
  const matches = (row: string, code: string) =>
    row.endsWith('*') ? code.startsWith(row.slice(0, -1)) : row === code;
  return {
    covered: [...codes].filter((code) => rows.some((row) => matches(row, code))).sort(),
    stray: rows.filter((row) => ![...codes].some((code) => matches(row, code))),
  };
}

describe('error codes', () => {
  const emitted = emittedCodes();

  it('are found in the code (the scan reads what it should)', () => {
    for (const code of ['UNAUTHENTICATED', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE', 'PERSISTED_QUERY_REQUIRED'])
      expect(emitted).toContain(code);
    expect(emitted).not.toContain('INVALID_CREDENTIALS'); // errors-as-data, not a GraphQL error
  });

  it('the README lists exactly the codes the gateway can send', () => {
    expect([...readmeCodes()].sort()).toEqual([...emitted].sort());
  });

  it('docs/api.md explains each of them, and no other', () => {
    expect(apiDocTable('`extensions.code`', emitted)).toEqual({ covered: [...emitted].sort(), stray: [] });
  });

  it('docs/api.md explains each user error code of the schema, and no other', () => {
    const codes = userErrorCodes();
    expect(apiDocTable('`UserError.code`', codes)).toEqual({ covered: [...codes].sort(), stray: [] });
  });
});

/** The README's layout block: each line starting at column 0 names a path, continuation lines describe it. */
function layout(): { path: string; description: string }[] {
  const start = README.indexOf('## Layout');
  const block = /```\n([\s\S]*?)```/.exec(README.slice(start))?.[1] ?? '';
  const entries: { path: string; description: string }[] = [];
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    if (/^\S/.test(line)) {
      const [path = '', ...rest] = line.split(/\s+/);
      entries.push({ path, description: rest.join(' ') });
    } else if (entries.length) entries[entries.length - 1]!.description += ` ${line.trim()}`;
  }
  return entries;
}

describe('the README layout', () => {
  const entries = layout();

  it('names paths that exist', () => {
    expect(entries.length).toBeGreaterThan(5);
    for (const { path } of entries) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('lists every top-level entry of gateway/src, and nothing that is not there', () => {
    const described = entries.find((e) => e.path === 'gateway/src/')?.description ?? '';
    const named = new Set(
      [...described.matchAll(/(?:^|[\s,(])([a-z][\w.-]*(?:\.ts|\/))/g)].map((m) => m[1]!.replace(/\/$/, '')),
    );
    const actual = readdirSync(join(ROOT, 'gateway/src')).filter(
      (name) => name !== '__generated__' && !name.endsWith('.test.ts'),
    );
    expect([...actual].filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !actual.includes(name))).toEqual([]);
  });
});

describe('repo paths named by the README and the docs', () => {
  it('exist (architecture decision records are history and may name what is gone)', () => {
    const docs = ['README.md', 'upstream-double/README.md', 'test/e2e/README.md'].concat(
      readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((p) => p.endsWith('.md') && !p.startsWith('decisions'))
        .map((p) => join('docs', p)),
    );
    // Build output (web/dist, web/dist-ssr, gateway/dist) exists only after a build; `npm test` runs before one in CI.
    const built = /^(?:web\/dist|web\/dist-ssr|gateway\/dist)(?:\/|$)/;
    const missing: string[] = [];
    for (const doc of docs)
      for (const m of read(doc).matchAll(/`((?:gateway|web|test|upstream-double|docs)\/[\w./-]+)`/g))
        if (!built.test(m[1]!) && !existsSync(join(ROOT, m[1]!))) missing.push(`${doc}: ${m[1]}`);
    expect(missing).toEqual([]);
  });
});

describe('the domain map', () => {
  it('is the same in the README, the gateway and the REST double (for each domain that calls the REST API)', () => {
    const at = README.indexOf('Domains (same names everywhere):');
    const listed = README.slice(at, README.indexOf('\n\n', at))
      .replace('Domains (same names everywhere):', '')
      .split(/[,.]/)
      .map((name) => name.trim())
      .filter(Boolean);
    expect(listed).toHaveLength(9);
    const folders = (path: string) => readdirSync(join(ROOT, path)).sort();
    expect(folders('gateway/src/domains')).toEqual([...listed].sort());
    // A domain with REST calls has its double; one without (it shows what the gateway kept) has none.
    const calling = listed.filter((d) => existsSync(join(ROOT, 'gateway/src/domains', d, 'rest-calls.ts')));
    expect(calling.length).toBeGreaterThanOrEqual(8);
    expect(folders('upstream-double/src/domains')).toEqual([...calling].sort());
  });
});
