// `npm run bench`: gateway overhead. The REST double (zero delay) and the gateway run in this process; each hot
// operation is done directly against the double and through the gateway, at 1 and 50 concurrent clients, and the
// table goes to docs/performance.md. It reports; it never fails on time.
import { runLoad, type LoadResult } from './load';
import type { Operation, Side } from './operations';
import { measureCpu } from './cpu';
import { machineLine, ms, writeBlock } from './report';
import { buildOperations } from './scenarios';
import { startBenchStack } from './stack';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const WARMUP_MS = 400;
const CONCURRENCY = [1, 50];

async function measure(op: Operation, side: Side, clients: number): Promise<LoadResult> {
  const budget = op.maxRequests?.(clients);
  return runLoad({ ...side, clients, durationMs: budget ? 60_000 : DURATION_MS, maxRequests: budget });
}

/** CPU microseconds per unit of work (null when /proc is not available). */
const perRequest = (cpu: number | null, requests: number) =>
  cpu === null || requests === 0 ? '' : ((cpu * 1000) / requests).toFixed(0);

async function main() {
  const machine = machineLine(['@apollo/server', 'express', 'graphql', 'undici']);
  const stack = await startBenchStack({ layout: 'processes' });
  const upstreamCalls = async (path?: string) => (path ? stack.double.countRequests(path) : 0);
  const rows: string[] = [];
  try {
    // BENCH_ONLY=save runs the operations whose name contains it (profiling one path).
    const only = process.env.BENCH_ONLY;
    const ops = (await buildOperations(stack)).filter((o) => !only || o.name.includes(only));
    for (const op of ops) {
      for (const clients of CONCURRENCY) {
        await op.prepare?.(clients);
        if (!op.maxRequests) {
          // Untimed warm-up of both paths (JIT, connection pools).
          await runLoad({ ...op.direct, clients: 10, durationMs: WARMUP_MS });
          await runLoad({ ...op.gateway, clients: 10, durationMs: WARMUP_MS });
        }
        const direct = await measureCpu(stack.pids.double, () => measure(op, op.direct, clients));
        const d = direct.result;
        const before = await upstreamCalls(op.countUpstream);
        const gateway = await measureCpu(stack.pids.gateway, () => measure(op, op.gateway, clients));
        const g = gateway.result;
        const calls = (await upstreamCalls(op.countUpstream)) - before;
        await op.cleanup?.();
        const errors = d.errors + g.errors;
        if (errors) console.warn(`${op.name} @${clients}: errors`, d.firstError ?? '', g.firstError ?? '');
        const row = [
          op.name,
          clients,
          d.rps.toFixed(0),
          g.rps.toFixed(0),
          `${((g.rps / d.rps) * 100).toFixed(0)} %`,
          ms(d.p50),
          ms(g.p50),
          ms(g.p50 - d.p50),
          ms(d.p99),
          ms(g.p99),
          `${d.requests}/${g.requests}`,
          op.countUpstream ? calls : '',
          perRequest(direct.cpu, d.requests),
          perRequest(gateway.cpu, g.requests),
          errors,
        ];
        rows.push(`| ${row.join(' | ')} |`);
        console.log(rows.at(-1));
      }
    }
  } finally {
    await stack.close();
  }
  const table = [
    '| operation | clients | direct req/s | gateway req/s | gateway ÷ direct | direct p50 ms | gateway p50 ms | p50 added ms | direct p99 ms | gateway p99 ms | requests (d/g) | upstream calls (g) | double CPU µs/req (d) | gateway CPU µs/req (g) | errors |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows,
  ].join('\n');
  await writeBlock(
    'bench:gateway',
    [
      `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench\` (${DURATION_MS / 1000} s per side and concurrency; finalize: 300 / 1500 requests).`,
      `Machine: ${machine}.`,
      '',
      table,
    ].join('\n'),
  );
  console.log('\nwritten to docs/performance.md');
}

await main();
