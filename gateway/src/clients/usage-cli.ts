// `npm run usage -- [--deprecated] [--days 30] [--json]`: which clients and versions used which operations and
// fields, from the gateways' shared store (docs/api/README.md, "Usage").
import { parseArgs } from 'node:util';
import { fieldUses, readUsage, type UsageExport } from './usage-report';
import { gatewaySchema, onTheGatewaysStore, runCommand } from './store-for-cli';

const USAGE = `usage: npm run usage -- [--deprecated] [--days N] [--json]
  --deprecated  only the deprecated fields, with the client versions that used them
  --days N      the last N days (UTC, today included); default 30, at most 92
  --json        the counts as JSON (what \`npm run schema:check -- --usage <file>\` reads)
Needs REDIS_URL (and REDIS_KEY_PREFIX) as the gateways have them.`;

function printOperations(usage: UsageExport): void {
  const totals = new Map<string, Map<string, number>>();
  for (const row of usage.rows) {
    const key = `${row.client} ${row.version}`;
    const ops = totals.get(key) ?? new Map<string, number>();
    totals.set(key, ops);
    for (const [op, n] of Object.entries(row.operations)) ops.set(op, (ops.get(op) ?? 0) + n);
  }
  if (totals.size === 0) console.log('no usage recorded');
  for (const [client, ops] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...ops.values()].reduce((a, b) => a + b, 0);
    console.log(`${client}  ${total} requests`);
    for (const [op, n] of [...ops].sort((a, b) => b[1] - a[1])) console.log(`  ${op.padEnd(36)} ${n}`);
  }
}

function printDeprecated(usage: UsageExport): void {
  const uses = fieldUses(usage, { onlyDeprecated: true, schema: gatewaySchema() });
  if (uses.length === 0) {
    console.log('no deprecated field was used');
    return;
  }
  for (const { field, clients } of uses) {
    console.log(field);
    for (const c of clients)
      console.log(
        `  ${`${c.client} ${c.version}`.padEnd(40)} ${String(c.requests).padStart(8)} requests, last ${c.lastDay}`,
      );
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      deprecated: { type: 'boolean' },
      days: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const days = Number(values.days ?? 30);
  if (values.help || positionals.length > 0 || !Number.isInteger(days) || days < 1 || days > 92) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const usage = await onTheGatewaysStore((store) => readUsage(store.entries, days));
  if (values.json) {
    console.log(JSON.stringify(usage, null, 2));
    return 0;
  }
  console.log(`Usage from ${usage.from} to ${usage.to} (UTC days, ${days}):`);
  if (values.deprecated) printDeprecated(usage);
  else printOperations(usage);
  return 0;
}

await runCommand(main);
