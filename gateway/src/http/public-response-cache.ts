import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { BoundedMap } from '../lib/bounded-map';
import type { GraphqlRequest } from './graphql-request';

/**
 * Root query fields whose answer is the same for everyone: they never read the viewer, never send a token
 * upstream and never touch the session cookie (schema.graphql marks them "Public."; a test keeps the two in step).
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set(['catalogue', 'grades', 'honourBoard']);

/** One stored answer, replayed as Apollo gave it; compressed forms are added the first time they are asked for. */
export interface CachedResponse {
  operationName: string | null;
  headers: Array<[string, string]>;
  body: string;
  encoded: Map<'br' | 'gzip', Buffer>;
  expires: number;
}

/**
 * The whole-answer cache for answers that are the same for everyone (docs/decisions/0011-json-graphql-path.md).
 * The public *data* is already cached per upstream call (upstream/public-cache.ts); on top of that, a query that
 * selects nothing but public root fields (the honour boards), or any query from a request without credentials
 * (the visitor's home page: the catalogue, and `me` = null), is answered from here for the same short TTL, without
 * GraphQL execution or compression. Signed-in requests for anything else never touch it. Only complete answers
 * without errors are kept; the key is the exact document, operation name, variables and `Accept` header, so two
 * requests share an entry only when Apollo would have answered them identically. Bounded in entries and bytes:
 * least recently used out.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** Document text → does the operation select public fields only (parsed once per text, bounded too). */
  private readonly verdicts = new BoundedMap<string, 'public' | 'query' | 'other'>(1000);

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The cache key when this request may be answered from (or stored in) the cache, else null. `anonymous`: the
   * request carries no credentials at all (no Authorization header, no session cookie).
   */
  keyFor(request: GraphqlRequest, accept: string | undefined, anonymous: boolean): string | null {
    if (!this.enabled) return null;
    const { query, operationName, variables } = request;
    const verdict = this.verdict(query, operationName);
    if (verdict === 'other' || (verdict === 'query' && !anonymous)) return null;
    return JSON.stringify([accept ?? '', operationName, query, variables ?? null]);
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (entry.expires <= this.now()) return undefined;
    this.add(key, entry); // most recently used last
    return entry;
  }

  /** Keeps a 200 answer that carries data and no errors; anything else is not stored. */
  store(
    key: string,
    status: number,
    headers: Iterable<[string, string]>,
    body: string,
    operationName: string | null,
  ) {
    if (status !== 200 || !isCleanData(body)) return undefined;
    if (body.length > this.maxBytes / 8) return undefined; // one huge answer must not flush everything else
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    const entry: CachedResponse = {
      operationName,
      headers: [...headers],
      body,
      encoded: new Map(),
      expires: this.now() + this.ttlMs,
    };
    this.add(key, entry);
    this.trim();
    return entry;
  }

  /** Remembers that an entry gained a compressed form (counted against the byte budget). */
  addEncoded(key: string, entry: CachedResponse, encoding: 'br' | 'gzip', data: Buffer): void {
    if (entry.encoded.has(encoding)) return;
    entry.encoded.set(encoding, data);
    if (this.entries.get(key) !== entry) return;
    this.bytes += data.length;
    this.trim();
  }

  private trim() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CachedResponse];
      this.remove(oldestKey, oldest);
    }
  }

  private add(key: string, entry: CachedResponse) {
    this.entries.set(key, entry);
    this.bytes += size(entry);
  }

  private remove(key: string, entry: CachedResponse) {
    this.entries.delete(key);
    this.bytes -= size(entry);
  }

  /** 'public': a query of public fields only; 'query': another query; 'other': not cacheable at all. */
  private verdict(query: string, operationName: string | null): 'public' | 'query' | 'other' {
    const memo = `${operationName ?? ''}\n${query}`;
    let verdict = this.verdicts.get(memo);
    if (verdict === undefined) {
      verdict = classify(query, operationName);
      this.verdicts.set(memo, verdict);
    }
    return verdict;
  }
}

const size = (entry: CachedResponse) =>
  entry.body.length + [...entry.encoded.values()].reduce((n, b) => n + b.length, 0);

function isCleanData(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return parsed.errors === undefined && typeof parsed.data === 'object' && parsed.data !== null;
  } catch {
    return false;
  }
}

/**
 * 'public' when the chosen operation is a query whose root selects only public fields (through fragments too),
 * 'query' for any other query, 'other' for mutations, subscriptions and documents Apollo would refuse to run.
 */
export function classify(query: string, operationName: string | null): 'public' | 'query' | 'other' {
  let doc: DocumentNode;
  try {
    doc = parse(query, { noLocation: true, maxTokens: 20_000 });
  } catch {
    return 'other'; // Apollo will explain the syntax error; nothing to cache
  }
  const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation =
    operationName === null
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((o) => o.name?.value === operationName);
  if (!operation || operation.operation !== 'query') return 'other';
  const fragments = new Map(
    doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const seen = new Set<string>();
  const check = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD)
        return s.name.value === '__typename' || PUBLIC_QUERY_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return check(s.selectionSet);
      const fragment = fragments.get(s.name.value);
      if (!fragment) return false;
      if (seen.has(fragment.name.value)) return true; // a cycle; validation will refuse it
      seen.add(fragment.name.value);
      return check(fragment.selectionSet);
    });
  return check(operation.selectionSet) ? 'public' : 'query';
}
