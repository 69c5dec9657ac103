// The REST API's OpenAPI description (real-api/openapi.yaml, which Hive Gateway composes from in
// `npm run bench:peers`) against the double's URL table and the recorded exchanges: it parses, its references
// resolve, it describes every route, and every status the real API answered a well-formed call with is documented.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { matchRoute, ROUTES } from './routes';

type Operation = { operationId?: string; responses: Record<string, unknown>; parameters?: unknown[] };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const realApi = new URL('../real-api/', import.meta.url);
const doc = parse(readFileSync(new URL('openapi.yaml', realApi), 'utf8')) as Doc;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Concrete path (relative to /api/) for a templated one, e.g. `/quiz/start/{quiz_id}/` → `quiz/start/1/`. */
const sample = (template: string) =>
  template
    .slice(1)
    .replace('{board}', 'shining-stars')
    .replace('{username}', 'ayesha')
    .replace(/\{[a-z_]+\}/g, '1');

/** The documented operation for a concrete path and method. */
function operationFor(relPath: string, method: string): Operation | undefined {
  for (const [template, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.slice(1).replace(/\{[a-z_]+\}/g, '[^/]+')}$`);
    if (pattern.test(relPath)) return item[method.toLowerCase()];
  }
  return undefined;
}

describe('real-api/openapi.yaml', () => {
  it('is OpenAPI 3.0 whose every $ref resolves', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref') refs.push(String(v));
          else walk(v);
        }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('describes every route of the URL table with its method, and nothing the table lacks', () => {
    const covered = new Set<unknown>();
    const ids = new Set<string>();
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const match = matchRoute(sample(template));
        expect(match, template).toBeDefined();
        expect(match!.route.method, `${method} ${template}`).toBe(method.toUpperCase());
        covered.add(match!.route);
        const id = item[method]!.operationId;
        expect(id, `${method} ${template}`).toBeTruthy();
        expect(ids.has(id!), id).toBe(false);
        ids.add(id!);
      }
    }
    expect(ROUTES.filter((r) => !covered.has(r)).map((r) => r.pattern.source)).toEqual([]);
  });

  it('documents every status the real API answered a well-formed call with', () => {
    const dir = new URL('contract/', realApi);
    let checked = 0;
    for (const file of readdirSync(dir).filter((f) => /^\d{3}_.*\.json$/.test(f))) {
      const c = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        request: { method: string; path: string };
        response: { status: number };
      };
      const path = c.request.path.split('?')[0]!;
      // Slash-less and prefix-less URLs (301, HTML 404) and CORS preflights are the server's, not an operation's.
      if (!path.startsWith('/api/') || !path.endsWith('/') || c.request.method === 'OPTIONS') continue;
      const rel = path.slice('/api/'.length);
      const match = matchRoute(rel);
      if (!match || match.route.method !== c.request.method) continue;
      const op = operationFor(rel, c.request.method);
      expect(op, `${file}: ${c.request.method} ${path}`).toBeDefined();
      expect(Object.keys(op!.responses), `${file}: ${c.request.method} ${path}`).toContain(
        String(c.response.status),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(80);
  });
});
