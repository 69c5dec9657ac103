import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MANIFEST,
  loadPersistedDocuments,
  persistedDocuments,
  withTypenames,
} from './persisted-documents';
import { createLogger } from '../logger';

const run = (docs: Map<string, string>, body: unknown) => {
  const req = { body } as Request;
  let called = false;
  persistedDocuments(docs)(req, {} as Response, () => {
    called = true;
  });
  expect(called).toBe(true);
  return req.body as Record<string, unknown>;
};

describe('persisted documents', () => {
  it('adds __typename below the root, as Apollo Client does, and keeps existing ones', () => {
    const out = withTypenames('query Q { me { id friend { __typename id } } }');
    expect(out.replace(/\s+/g, ' ')).toBe('query Q { me { id friend { __typename id } __typename } }');
    expect(withTypenames('fragment F on User { id }')).toContain('__typename');
  });

  it('loads the generated manifest: keyed by the sha256 of the text as written, texts with __typename', () => {
    const raw = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8')) as Record<string, string>;
    const docs = loadPersistedDocuments(DEFAULT_MANIFEST, createLogger('silent'));
    expect(docs.size).toBe(Object.keys(raw).length);
    expect(docs.size).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(raw)) {
      const hex = createHash('sha256').update(text).digest('hex');
      expect(key).toBe(`sha256:${hex}`);
      expect(docs.get(hex)).toBe(withTypenames(text));
    }
  });

  it('replaces a known hash (APQ extension or documentId) with the text; leaves the rest alone', () => {
    const text = 'query A { me { id } }';
    const hash = createHash('sha256').update(text).digest('hex');
    const docs = new Map([[hash, text]]);
    const apq = run(docs, {
      operationName: 'A',
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(apq['query']).toBe(text);
    expect(apq['extensions']).toEqual({});
    expect(run(docs, { documentId: `sha256:${hash}` })['query']).toBe(text);
    const unknown = { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } };
    expect(run(docs, unknown)).toEqual(unknown);
    expect(run(docs, { query: '{ catalogue { id } }' })['query']).toBe('{ catalogue { id } }');
  });
});
