// `npm run bench:validation`: what an anonymous document full of mistakes costs the gateway, beside `{ __typename }`
// in the same run. The production build (`gateway/dist`, NODE_ENV=production, request logging off) serves them
// over HTTP; each document is sent by one client in a closed loop, in alternating rounds, and the CPU of the
// serving worker (/proc utime+stime) is divided by the requests it answered. Target: ≤ 5 ms for the costliest.
// Introspection is turned on for the run, so the standard introspection query's cost is reported beside them.
//   BENCH_REQUESTS (per document and round, default 300), BENCH_ROUNDS (default 3), BENCH_MISTAKES (default 100),
//   BENCH_NO_WRITE=1 (print only), BENCH_PIN=0 (let every process use every CPU)
import { getIntrospectionQuery } from 'graphql';
import { cpuMs } from './cpu';
import { runLoad, summarize, type LoadResult } from './load';
import { machineLine, ms, writeBlock } from './report';
import { startBenchStack } from './stack';
import { ERROR_SHAPES, errorDocument } from '../gateway/hostile-documents';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MISTAKES = Number(process.env.BENCH_MISTAKES ?? 100);

interface Row {
  name: string;
  query: string;
  /** Errors in one answer. */
  errors: number;
  cpuMs: number;
  requests: number;
  runs: LoadResult[];
}

const rows: Row[] = [
  { name: '`{ __typename }`', query: '{ __typename }', errors: 0, cpuMs: 0, requests: 0, runs: [] },
  {
    name: 'standard introspection query (answered)',
    query: getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    }),
    errors: 0,
    cpuMs: 0,
    requests: 0,
    runs: [],
  },
  ...ERROR_SHAPES.map((shape) => ({
    name: `${MISTAKES} ${shape}`,
    query: errorDocument(shape, MISTAKES),
    errors: 0,
    cpuMs: 0,
    requests: 0,
    runs: [],
  })),
];

const stack = await startBenchStack({
  layout: 'processes',
  pin: process.env.BENCH_PIN !== '0',
  env: { GRAPHQL_INTROSPECTION: 'true' },
});
const machine = machineLine(['graphql', '@apollo/server']);
try {
  const body = (query: string) => JSON.stringify({ query });
  for (const row of rows) {
    const res = await fetch(`${stack.gatewayOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(row.query),
    });
    row.errors = ((await res.json()) as { errors?: unknown[] }).errors?.length ?? 0;
  }
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    for (const row of rows) {
      const req = {
        method: 'POST' as const,
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: body(row.query),
      };
      const before = cpuMs(stack.pids.gateway) ?? 0;
      const run = await runLoad({
        origin: stack.gatewayOrigin,
        clients: 1,
        durationMs: 60_000,
        maxRequests: REQUESTS,
        next: () => req,
        check: (status) => status === (row.errors === 0 ? 200 : 400),
      });
      const used = (cpuMs(stack.pids.gateway) ?? 0) - before;
      if (run.errors > 0) throw new Error(`${row.name}: ${run.firstError}`);
      // The first round warms the process up (JIT, caches) and is not counted.
      if (round === 0) continue;
      row.cpuMs += used;
      row.requests += run.requests;
      row.runs.push(run);
    }
  }
} finally {
  await stack.close();
}

const lines = rows.map((row) => {
  const all = summarize(
    row.runs.flatMap((r) => r.latencies),
    row.runs.reduce((n, r) => n + r.elapsedMs, 0),
    0,
  );
  const bytes = Buffer.byteLength(row.query);
  return `| ${row.name} | ${bytes} | ${row.errors} | ${ms(row.cpuMs / row.requests)} | ${ms(all.p50)} | ${ms(all.p99)} |`;
});
const worst = Math.max(...rows.filter((r) => r.errors > 0).map((r) => r.cpuMs / r.requests));
const block = `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:validation\` (${REQUESTS} requests per document in ${ROUNDS} alternating rounds, one client, after a warm-up round). Machine: ${machine}; ${stack.cpuLayout}.

| Document (anonymous, one POST) | Bytes | Errors answered | Gateway CPU per request (ms) | p50 (ms) | p99 (ms) |
| --- | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}

Costliest error document: ${ms(worst)} ms of CPU per request, ${(worst / (rows[0]!.cpuMs / rows[0]!.requests)).toFixed(1)}× \`{ __typename }\`.`;

console.log(block);
if (process.env.BENCH_NO_WRITE !== '1') await writeBlock('bench:validation', block);
