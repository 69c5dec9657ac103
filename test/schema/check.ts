// `npm run schema:check`: the guard over the repo's files; exits 1 on an unrecorded breaking change, or on the removal
// of a field a client used in the last 30 days. Optional arguments `[schema] [changelog] [released]` (paths) let the
// guard's tests run this very command on edited copies. Usage comes from `--usage <file>` (`npm run usage -- --json`) or,
// with REDIS_URL set, from the gateways' store; `--allow-removal-in-use` removes a used field anyway.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  fieldUses,
  readUsage,
  usageExportSchema,
  type UsageExport,
} from '../../gateway/src/clients/usage-report';
import { onTheGatewaysStore } from '../../gateway/src/clients/store-for-cli';
import { checkSchema } from './schema-guard';

/** The window of usage a removal is checked against. */
const USAGE_DAYS = 30;

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { usage: { type: 'string' }, 'allow-removal-in-use': { type: 'boolean' } },
});
const [
  schemaPath = repo('schema.graphql'),
  changelogPath = repo('docs/api/CHANGELOG.md'),
  releasedPath = repo('docs/api/schema.released.graphql'),
] = positionals;

async function usageToCheck(): Promise<UsageExport | null> {
  if (values.usage) return usageExportSchema.parse(JSON.parse(readFileSync(values.usage, 'utf8')));
  if (!process.env.REDIS_URL?.trim()) return null;
  return onTheGatewaysStore((store) => readUsage(store.entries, USAGE_DAYS));
}

const usage = await usageToCheck();
const result = await checkSchema({
  released: readFileSync(releasedPath, 'utf8'),
  current: readFileSync(schemaPath, 'utf8'),
  changelog: readFileSync(changelogPath, 'utf8'),
  ...(usage ? { inUse: fieldUses(usage) } : {}),
  allowRemovalInUse: values['allow-removal-in-use'] === true,
});
for (const line of result.recorded) console.log(`recorded breaking change: ${line}`);
for (const line of result.warnings) console.log(`warning (dangerous, not breaking): ${line}`);
for (const line of result.failures) console.error(`✖ ${line}`);
if (!result.ok) {
  console.error('\nThe schema contract is broken: see docs/api/README.md for the deprecation policy.');
  process.exit(1);
}
console.log('schema:check: no unrecorded breaking change against docs/api/schema.released.graphql');
console.log(
  usage
    ? `schema:check: no removed field was used from ${usage.from} to ${usage.to} (${usage.rows.length} client-version days)`
    : 'schema:check: usage not checked (give --usage <file> from `npm run usage -- --json`, or set REDIS_URL)',
);
