import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { JsonCache } from '../store/json-cache';
import type { StateEntries } from '../store/store';
import { lastDays, USAGE_CACHE, usageIndexSchema, usageKeys, usageRecordSchema } from './usage-record';

/** One client version's counts on one day. */
export const usageRowSchema = usageRecordSchema.extend({
  day: z.string(),
  client: z.string(),
  version: z.string(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

/** What `npm run usage -- --json` writes and `npm run schema:check -- --usage <file>` reads. */
export const usageExportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(usageRowSchema),
});
export type UsageExport = z.infer<typeof usageExportSchema>;

/** Every client version's counts over the last `days` days (UTC), from the store. */
export async function readUsage(entries: StateEntries, days: number, now = Date.now()): Promise<UsageExport> {
  const index = new JsonCache(entries, { ...USAGE_CACHE, schema: usageIndexSchema });
  const records = new JsonCache(entries, { ...USAGE_CACHE, schema: usageRecordSchema });
  const range = lastDays(days, now);
  const rows: UsageRow[] = [];
  for (const day of range) {
    for (const [client, version] of (await index.get(usageKeys.index(day))) ?? []) {
      const record = await records.get(usageKeys.record(day, client, version));
      if (record) rows.push({ day, client, version, ...record });
    }
  }
  return { from: range[0] ?? '', to: range.at(-1) ?? '', rows };
}

/** Who used one field: per client version, how many requests and the last day. */
export interface FieldUse {
  field: string;
  clients: Array<{ client: string; version: string; requests: number; lastDay: string }>;
}

/**
 * The fields used in these rows, each with the client versions that used it, most used first. `onlyDeprecated`:
 * those deprecated when counted, or now in `schema`.
 */
export function fieldUses(
  usage: UsageExport,
  options: { onlyDeprecated?: boolean; schema?: GraphQLSchema } = {},
): FieldUse[] {
  const deprecatedNow = (coordinate: string) => {
    const [type = '', field = ''] = coordinate.split('.');
    const named = options.schema?.getType(type);
    const fields = named && 'getFields' in named ? named.getFields() : {};
    const found = (fields as Record<string, { deprecationReason?: string | null }>)[field];
    return found?.deprecationReason != null;
  };
  const byField = new Map<string, Map<string, FieldUse['clients'][number]>>();
  for (const row of usage.rows) {
    const deprecated = new Set(row.deprecated);
    for (const [field, requests] of Object.entries(row.fields)) {
      if (options.onlyDeprecated && !deprecated.has(field) && !deprecatedNow(field)) continue;
      const clients = byField.get(field) ?? new Map();
      byField.set(field, clients);
      const key = `${row.client}\n${row.version}`;
      const before = clients.get(key);
      clients.set(key, {
        client: row.client,
        version: row.version,
        requests: (before?.requests ?? 0) + requests,
        lastDay: before && before.lastDay > row.day ? before.lastDay : row.day,
      });
    }
  }
  return [...byField]
    .map(([field, clients]) => ({
      field,
      clients: [...clients.values()].sort(
        (a, b) => a.client.localeCompare(b.client) || a.version.localeCompare(b.version),
      ),
    }))
    .sort((a, b) => a.field.localeCompare(b.field));
}
