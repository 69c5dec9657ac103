import { z } from 'zod';

/** One day's usage by one client version, as the store keeps it (counts per operation and per field). */
export const usageRecordSchema = z.object({
  operations: z.record(z.string(), z.number()),
  fields: z.record(z.string(), z.number()),
  /** The fields among `fields` that were deprecated when they were counted. */
  deprecated: z.array(z.string()),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** Which client versions counted anything on a day: `[name, version]` pairs. */
export const usageIndexSchema = z.array(z.tuple([z.string(), z.string()]));

/** The store's keys (under the JsonCache prefix `usage:v1`). */
export const usageKeys = {
  index: (day: string) => `day:${day}`,
  record: (day: string, name: string, version: string) => `day:${day}:${name}:${version}`,
};
/**
 * How the recorder and the report keep usage in the store (JsonCache options). A day's counts stay a quarter: the
 * report and the schema check read 30 days, which leaves room.
 */
export const USAGE_CACHE = {
  prefix: 'usage:v1',
  ttlMs: 92 * 24 * 60 * 60 * 1000,
  onStoreError: 'closed',
} as const;

/** `YYYY-MM-DD` (UTC) of an instant. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `days` days up to and including today (UTC), oldest first. */
export function lastDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(now - (days - 1 - i) * 86_400_000));
}

/** Adds `more` into `into` (counts summed, deprecated fields united). */
export function mergeRecords(into: UsageRecord | undefined, more: UsageRecord): UsageRecord {
  const base = into ?? { operations: {}, fields: {}, deprecated: [] };
  return {
    operations: sumCounts(base.operations, more.operations),
    fields: sumCounts(base.fields, more.fields),
    deprecated: [...new Set([...base.deprecated, ...more.deprecated])].sort(),
  };
}

/**
 * Counts added up by name. The names are the client's (operation names), so they are kept in a Map and only ever
 * written as own keys: `constructor` or `toString` is a name like any other, never the object's inherited member.
 */
export function sumCounts(
  ...all: Array<Record<string, number> | Map<string, number>>
): Record<string, number> {
  const out = new Map<string, number>();
  for (const counts of all)
    for (const [name, n] of counts instanceof Map ? counts : Object.entries(counts))
      out.set(name, (out.get(name) ?? 0) + n);
  return Object.fromEntries(out);
}
