import type { GraphQLRequestContextResponseForOperation } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { JsonCache } from '../store/json-cache';
import type { StateEntries } from '../store/store';
import { INVALID, type ClientIdentity } from './client-identity';
import { operationUsage, type OperationUsage } from './document-fields';
import {
  dayOf,
  mergeRecords,
  sumCounts,
  USAGE_CACHE,
  usageIndexSchema,
  usageKeys,
  usageRecordSchema,
  type UsageRecord,
} from './usage-record';

/**
 * Bounds on what usage can hold, whatever the headers say: distinct client names and versions per day and
 * instance (past them a request counts under `other`, never uncounted), operations per client version, and the
 * documents whose fields are remembered.
 */
export const USAGE_LIMITS = {
  maxNames: 64,
  maxVersionsPerName: 32,
  maxOperations: 200,
  maxDocuments: 2000,
} as const;
export const OTHER = 'other';
/** Client versions whose counts wait for the store at most (one day's worth of full buckets, twice). */
const MAX_CARRIED = 2 * (USAGE_LIMITS.maxNames + 1) * (USAGE_LIMITS.maxVersionsPerName + 1);

/** What one count is made of (Apollo's request context at execution). */
type Execution = Pick<
  GraphQLRequestContextResponseForOperation<object>,
  'document' | 'operation' | 'queryHash'
>;

interface Bucket {
  day: string;
  name: string;
  version: string;
  /** Requests per operation (its fields are expanded at the flush). */
  counts: Map<OperationUsage, number>;
}

export interface UsageRecorderOptions {
  now?: () => number;
  /**
   * Told about each request counted, with the client's bucket name (Prometheus totals per client): at most
   * `maxNames` distinct names (then `other`) for the life of the recorder, whatever the days bring.
   */
  onCount?: (client: string, usedDeprecated: boolean) => void;
}

/**
 * Usage per client and version (docs/decisions/0045-clients-documents-and-usage.md): each request that executes
 * adds one to its operation, in memory; `flush` adds the day's counts per operation and per field to the shared
 * store. A request costs a header check and a map increment: its fields are found once per document.
 */
export class UsageRecorder {
  private readonly now: () => number;
  private readonly records: JsonCache<UsageRecord>;
  private readonly index: JsonCache<Array<[string, string]>>;
  private readonly analyses = new LRUCache<string, OperationUsage>({ max: USAGE_LIMITS.maxDocuments });
  private buckets = new Map<string, Bucket>();
  /** Counts a flush could not write, written by the next one. */
  private carried = new Map<string, { bucket: Omit<Bucket, 'counts'>; record: UsageRecord }>();
  private day = '';
  private dayEndsAt = 0;
  private admitted = new Map<string, Set<string>>();
  /** The client names Prometheus has as labels: kept for the process's life, so bounded across days too. */
  private readonly labelled = new Set<string>();
  private flushing: Promise<void> | null = null;

  constructor(
    entries: StateEntries,
    private readonly schema: GraphQLSchema,
    private readonly options: UsageRecorderOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.records = new JsonCache(entries, { ...USAGE_CACHE, schema: usageRecordSchema });
    this.index = new JsonCache(entries, { ...USAGE_CACHE, schema: usageIndexSchema });
  }

  /** The bucket a client's claim counts in: its own until the day's bounds are reached, `other` after. */
  private admit({ name, version }: ClientIdentity): [string, string] {
    const now = this.now();
    if (now >= this.dayEndsAt) {
      this.day = dayOf(now);
      this.dayEndsAt = Date.parse(`${this.day}T00:00:00Z`) + 86_400_000;
      this.admitted = new Map();
    }
    if (name === INVALID) return [OTHER, OTHER];
    let versions = this.admitted.get(name);
    if (!versions) {
      if (this.admitted.size >= USAGE_LIMITS.maxNames) return [OTHER, OTHER];
      versions = new Set();
      this.admitted.set(name, versions);
    }
    const counted = version !== INVALID && addWithin(versions, version, USAGE_LIMITS.maxVersionsPerName);
    return [name, counted ? version : OTHER];
  }

  /** Counts one answered request of this client. */
  record(identity: ClientIdentity, execution: Execution): void {
    const operation = execution.operation;
    if (!operation) return;
    const [name, version] = this.admit(identity);
    const analysisKey = `${execution.queryHash}\n${operation.name?.value ?? ''}`;
    let usage = this.analyses.get(analysisKey);
    if (!usage) {
      usage = operationUsage(this.schema, execution.document, operation);
      this.analyses.set(analysisKey, usage);
    }
    const key = `${this.day}\n${name}\n${version}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { day: this.day, name, version, counts: new Map() };
      this.buckets.set(key, bucket);
    }
    // A document evicted from the analyses and seen again is a new object: bounded by the same limit per bucket.
    if (bucket.counts.size >= USAGE_LIMITS.maxDocuments && !bucket.counts.has(usage)) {
      this.carry(bucket, recordOf(new Map([[usage, 1]])));
    } else bucket.counts.set(usage, (bucket.counts.get(usage) ?? 0) + 1);
    this.options.onCount?.(this.label(name), usage.deprecated.length > 0);
  }

  /** The Prometheus label of a bucket's name: its own for the first names the process counts, `other` after. */
  private label(name: string): string {
    return addWithin(this.labelled, name, USAGE_LIMITS.maxNames) ? name : OTHER;
  }

  /** Keeps counts for the next flush; past the bound (a long store outage) they join their day's `other`. */
  private carry(bucket: Omit<Bucket, 'counts'>, record: UsageRecord): void {
    let { name, version } = bucket;
    let key = `${bucket.day}\n${name}\n${version}`;
    if (!this.carried.has(key) && this.carried.size >= MAX_CARRIED) {
      [name, version] = [OTHER, OTHER];
      key = `${bucket.day}\n${name}\n${version}`;
    }
    const before = this.carried.get(key);
    this.carried.set(key, {
      bucket: { day: bucket.day, name, version },
      // Capped as the store's entry is, so an outage cannot grow a waiting record with each new operation name.
      record: capOperations(mergeRecords(before?.record, record)),
    });
  }

  /** The operation counts waiting for the store (each client version's record capped, whatever the outage). */
  waitingOperations(): number {
    let total = 0;
    for (const { record } of this.carried.values()) total += Object.keys(record.operations).length;
    return total;
  }

  /**
   * Adds the counts gathered since the last flush to the store (one compare-and-set per client version and day).
   * What the store does not take now is kept for the next flush; nothing is counted twice.
   */
  flush(): Promise<void> {
    this.flushing ??= this.flushNow().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    const buckets = this.buckets;
    this.buckets = new Map();
    for (const bucket of buckets.values()) this.carry(bucket, recordOf(bucket.counts));
    const pending = this.carried;
    this.carried = new Map();
    for (const { bucket, record } of pending.values()) {
      try {
        await this.records.update(usageKeys.record(bucket.day, bucket.name, bucket.version), (current) =>
          capOperations(mergeRecords(current, record)),
        );
      } catch {
        this.carry(bucket, record);
        continue;
      }
      const pair: [string, string] = [bucket.name, bucket.version];
      await this.index
        .update(usageKeys.index(bucket.day), (current) =>
          current?.some(([n, v]) => n === pair[0] && v === pair[1]) ? undefined : [...(current ?? []), pair],
        )
        .catch(() => undefined); // the record is written; the next flush of this version adds it to the index
    }
  }
}

/** Whether `seen` holds `value`, adding it while it holds fewer than `max`. */
function addWithin(seen: Set<string>, value: string, max: number): boolean {
  if (!seen.has(value) && seen.size < max) seen.add(value);
  return seen.has(value);
}

/** The counts of a bucket as a stored record: per operation, and per field (each request adds its fields once). */
function recordOf(counts: Map<OperationUsage, number>): UsageRecord {
  const operations = new Map<string, number>();
  const fields = new Map<string, number>();
  const deprecated = new Set<string>();
  for (const [usage, count] of counts) {
    // A stored record cannot hold `__proto__` as a key (a plain object read back drops it): counted as `other`.
    const operation = usage.operation === '__proto__' ? OTHER : usage.operation;
    operations.set(operation, (operations.get(operation) ?? 0) + count);
    for (const field of usage.fields) fields.set(field, (fields.get(field) ?? 0) + count);
    for (const field of usage.deprecated) deprecated.add(field);
  }
  return capOperations({
    operations: sumCounts(operations),
    fields: sumCounts(fields),
    deprecated: [...deprecated].sort(),
  });
}

/** Operation names are the client's: past the bound, the least used are counted together under `other`. */
function capOperations(record: UsageRecord): UsageRecord {
  const entries = Object.entries(record.operations);
  if (entries.length <= USAGE_LIMITS.maxOperations) return record;
  entries.sort((a, b) => b[1] - a[1]);
  const kept = entries.slice(0, USAGE_LIMITS.maxOperations - 1).filter(([name]) => name !== OTHER);
  const rest = entries.filter((e) => !kept.includes(e)).reduce((sum, [, n]) => sum + n, 0);
  return { ...record, operations: { ...Object.fromEntries(kept), [OTHER]: rest } };
}
