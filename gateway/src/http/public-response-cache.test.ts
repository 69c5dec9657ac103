import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphqlRequest } from './graphql-request';
import { classify, PUBLIC_QUERY_FIELDS, PublicResponseCache } from './public-response-cache';

const DATA = JSON.stringify({ data: { grades: [{ id: '1' }] } });
const JSON_HEADERS: Array<[string, string]> = [['content-type', 'application/json; charset=utf-8']];

describe('classify', () => {
  it('calls a query public only when every root field is, through fragments too', () => {
    expect(classify('{ grades { id } }', null)).toBe('public');
    expect(classify('query Boards { a: honourBoard(kind: SHINING_STARS) { id } __typename }', null)).toBe(
      'public',
    );
    expect(
      classify(
        'fragment F on Query { catalogue { id } } query Q { ...F ... on Query { grades { id } } }',
        'Q',
      ),
    ).toBe('public');
    expect(classify('fragment F on Query { me { id } } query Q { grades { id } ...F }', 'Q')).toBe('query');
    expect(classify('{ catalogue { id } me { username } }', null)).toBe('query');
    expect(classify('{ quizHistory { items { id } } }', null)).toBe('query');
  });
  it('never caches mutations, unknown operations or broken documents', () => {
    expect(classify('mutation { logout { ok } }', null)).toBe('other');
    expect(classify('query A { grades { id } } query B { grades { id } }', null)).toBe('other');
    expect(classify('query A { grades { id } } mutation B { logout { ok } }', 'B')).toBe('other');
    expect(classify('query A { grades { id } } query B { me { id } }', 'A')).toBe('public');
    expect(classify('{ grades { id }', null)).toBe('other');
  });
  it('lists exactly the root fields schema.graphql describes as Public', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const described = Object.values(schema.getQueryType()!.getFields())
      .filter((f) => /\bPublic\.\s*$/.test(f.description ?? ''))
      .map((f) => f.name)
      .sort();
    expect(described).toEqual([...PUBLIC_QUERY_FIELDS].sort());
  });
});

describe('PublicResponseCache', () => {
  const body = (query: string, variables: Record<string, unknown> = {}): GraphqlRequest => ({
    query,
    operationName: null,
    variables,
  });

  it('shares public queries with everyone, other queries only between requests without credentials', () => {
    const cache = new PublicResponseCache(1000);
    expect(cache.keyFor(body('{ grades { id } }'), '*/*', false)).not.toBeNull();
    expect(cache.keyFor(body('{ me { id } }'), '*/*', true)).not.toBeNull();
    expect(cache.keyFor(body('{ me { id } }'), '*/*', false)).toBeNull();
    expect(cache.keyFor(body('mutation { logout { ok } }'), '*/*', true)).toBeNull();
    expect(new PublicResponseCache(0).keyFor(body('{ grades { id } }'), '*/*', true)).toBeNull();
  });

  it('tells apart documents, variables and Accept headers', () => {
    const cache = new PublicResponseCache(1000);
    const key = (b: GraphqlRequest, accept = '*/*') => cache.keyFor(b, accept, true);
    const q = 'query B($k: HonourBoardKind!) { honourBoard(kind: $k) { id } }';
    expect(key(body(q, { k: 'SHINING_STARS' }))).not.toBe(key(body(q, { k: 'NATIONAL_HEROES' })));
    expect(key(body('{ grades { id } }'))).not.toBe(key(body('{ grades { id label } }')));
    expect(key(body('{ grades { id } }'))).not.toBe(
      key(body('{ grades { id } }'), 'application/graphql-response+json'),
    );
  });

  it('keeps clean 200 answers until they expire, never errors', () => {
    let now = 0;
    const cache = new PublicResponseCache(1000, 10, 1 << 20, () => now);
    expect(cache.store('a', 200, JSON_HEADERS, DATA, 'Q')).toBeDefined();
    expect(
      cache.store('b', 200, JSON_HEADERS, JSON.stringify({ data: null, errors: [{ message: 'x' }] }), null),
    ).toBeUndefined();
    expect(cache.store('c', 400, JSON_HEADERS, DATA, null)).toBeUndefined();
    expect(cache.store('d', 200, JSON_HEADERS, 'not json', null)).toBeUndefined();
    expect(cache.get('a')?.body).toBe(DATA);
    expect(cache.get('b')).toBeUndefined();
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its entry and byte budgets, dropping the least recently used', () => {
    const cache = new PublicResponseCache(60_000, 2, 8 * 1024);
    cache.store('a', 200, JSON_HEADERS, DATA, null);
    cache.store('b', 200, JSON_HEADERS, DATA, null);
    cache.get('a'); // a is now more recent than b
    cache.store('c', 200, JSON_HEADERS, DATA, null);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    // Too big for the budget (over an eighth of it): not kept at all.
    const big = JSON.stringify({ data: { pad: 'x'.repeat(2000) } });
    expect(cache.store('big', 200, JSON_HEADERS, big, null)).toBeUndefined();
    // Compressed forms count too: filling the byte budget pushes out the oldest.
    const e = cache.get('a')!;
    cache.addEncoded('a', e, 'br', Buffer.alloc(8 * 1024 - 40));
    expect(cache.get('c')).toBeUndefined();
    cache.store('d', 200, JSON_HEADERS, DATA, null);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });
});
