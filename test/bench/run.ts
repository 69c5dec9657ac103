// `npm run bench`: gateway overhead. The REST double (zero delay) and the gateway run in processes of their own;
// each hot operation is done directly against the double and through the gateway, in alternating rounds, at 1 and
// 50 concurrent clients, and the table goes to docs/performance.md. It reports; it never fails on time.
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult as Measured } from './load';
import { machineLine, ms, writeBlock } from './report';
import { measureGraphqlFloor } from './graphql-floor';
import { compareInRounds } from './rounds';
import { buildOperations, CATALOGUE_DOCUMENT } from './scenarios';
import { startBenchStack } from './stack';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const WARMUP_MS = 400;
/** Each comparison alternates direct and gateway this many times (BENCH_ROUNDS), DURATION_MS per side in all. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = [1, 50];

/** CPU microseconds per unit of work (null when /proc is not available). */
const perRequest = (cpu: number | null, requests: number) =>
  cpu === null || requests === 0 ? '' : ((cpu * 1000) / requests).toFixed(0);

/**
 * What the machine allows at best for the gateway side of "save answer" at 50 clients: the load generator, the
 * gateway and the double share the CPUs, so together they cannot exceed the core count.
 */
function ceilingLine(
  cpu: { client: number; gateway: number | null; double: number | null },
  g: Measured,
  directRps: number,
  pinned: boolean,
): string {
  if (cpu.gateway === null || cpu.double === null || g.requests === 0) return '';
  const us = (n: number) => (n * 1000) / g.requests;
  const [client, gateway, double] = [us(cpu.client), us(cpu.gateway), us(cpu.double)];
  const cores = cpus().length;
  // Pinned: CPU 0 runs the load generator and the double, the gateway (one thread) has its own. Shared: the three
  // share every core, and each single-threaded process is also capped on its own.
  const cap = pinned
    ? Math.min(1e6 / (client + double), 1e6 / gateway)
    : Math.min((cores * 1e6) / (client + gateway + double), 1e6 / gateway, 1e6 / double);
  const where = pinned
    ? 'With the load generator and the double on one CPU and the gateway on its own'
    : `With ${cores} cores shared by the three`;
  const pct = ((cap / directRps) * 100).toFixed(0);
  return (
    `Save answer, 50 clients, gateway side: CPU per request ${client.toFixed(0)} µs in the load generator, ` +
    `${gateway.toFixed(0)} µs in the gateway, ${double.toFixed(0)} µs in the double. ${where}, that caps the ` +
    `gateway side at about ${cap.toFixed(0)} req/s = ${pct} % of direct (measured: ${g.rps.toFixed(0)} req/s).`
  );
}

let saveCeiling = '';

/** graphql-js's own cost for the executed catalogue's answer (test/bench/graphql-floor.ts), as a report line. */
async function catalogueFloorLine(gatewayOrigin: string, token: string): Promise<string> {
  const res = await fetch(`${gatewayOrigin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: CATALOGUE_DOCUMENT }),
  });
  const { data } = (await res.json()) as { data: unknown };
  const f = measureGraphqlFloor(CATALOGUE_DOCUMENT, data);
  return (
    `Catalogue, signed in (executed): graphql-js alone — \`execute\` of the same document over the same data ` +
    `already in memory, then \`JSON.stringify\`, in a tight loop in a process of its own, no Apollo, no HTTP — ` +
    `costs ${f.executeUs.toFixed(0)} + ${f.stringifyUs.toFixed(0)} = ${(f.executeUs + f.stringifyUs).toFixed(0)} µs ` +
    `of CPU for its ${f.fields} fields: a floor for any gateway that executes it with graphql-js. The same with ` +
    `graphql-jit (compiled once, then its own serializer), for comparison: ${f.jitExecuteUs.toFixed(0)} + ` +
    `${f.jitStringifyUs.toFixed(0)} = ${(f.jitExecuteUs + f.jitStringifyUs).toFixed(0)} µs.`
  );
}

async function main() {
  const machine = machineLine(['@apollo/server', 'fastify', 'graphql', 'undici']);
  // The built web app (npm run bench builds it): the home page row is the gateway's rendering of `/`.
  const stack = await startBenchStack({
    layout: 'processes',
    pin: process.env.BENCH_PIN !== '0',
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  const upstreamCalls = async (path?: string) => (path ? stack.double.countRequests(path) : 0);
  const rows: string[] = [];
  let catalogueFloor = '';
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
        const { direct, gateway } = await compareInRounds({
          direct: op.direct,
          gateway: op.gateway,
          clients,
          durationMs: DURATION_MS,
          rounds: ROUNDS,
          maxRequests: op.maxRequests?.(clients),
          pids: stack.pids,
          countUpstream: () => upstreamCalls(op.countUpstream),
        });
        const [d, g] = [direct.result, gateway.result];
        if (op.name === 'save answer' && clients === 50) {
          saveCeiling = ceilingLine(
            { client: gateway.clientCpu, gateway: gateway.cpu, double: gateway.doubleCpu },
            g,
            d.rps,
            stack.cpuLayout.startsWith('pinned'),
          );
        }
        const calls = gateway.upstreamCalls;
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
      if (op.name === 'catalogue, signed in (executed)') {
        catalogueFloor = await catalogueFloorLine(stack.gatewayOrigin, stack.token);
        console.log(catalogueFloor);
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
      `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench\` (${DURATION_MS / 1000} s per side and concurrency in ${ROUNDS} alternating rounds; finalize: 300 / 1500 requests).`,
      `Machine: ${machine}. CPUs: ${stack.cpuLayout}.`,
      '',
      table,
      '',
      saveCeiling,
      '',
      catalogueFloor,
    ].join('\n'),
  );
  console.log('\nwritten to docs/performance.md');
}

await main();
