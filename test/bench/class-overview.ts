// `npm run bench:overview`: the cost of `classOverview` for a class of 50 students against the REST double with
// 15 ms added to every upstream answer (what a real backend call costs). Cold: the overview composed from the
// student list and 50 histories (cache cleared before each run); warm: answered from the 60 s per-teacher cache.
// Upstream calls and the most history calls in flight are counted at the double's door. It reports; it never fails.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../gateway/src/app';
import { loadEnv } from '../../gateway/src/config/env';
import { createMemoryStore } from '../../gateway/src/store/memory-store';
import { startInFlightProxy } from '../gateway/in-flight-proxy';
import { GqlClient } from '../gateway/support';
import { startUpstreamDouble } from '@learnify/upstream-double';
import { machineLine, ms, writeBlock } from './report';

const CLASS_SIZE = 50;
const UPSTREAM_LATENCY_MS = 15;
const COLD_RUNS = Number(process.env.BENCH_OVERVIEW_RUNS ?? 20);
const WARM_RUNS = 200;
const HISTORY_PATH = /^\/api\/teacher\/student\/[^/]+\/quiz-history\/$/;
const QUERY = '{ classOverview { id composedAt students { id averagePercentage } missing { id } } }';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function main() {
  const double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  const proxy = await startInFlightProxy(double.url, HISTORY_PATH);
  const store = createMemoryStore();
  const gateway = await buildApp(
    loadEnv({
      NODE_ENV: 'test',
      UPSTREAM_URL: proxy.url,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent/learnify-bench-web',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
    }),
    { store },
  );
  const server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const teacher = new GqlClient(origin);
    await teacher.login('mrs.khan');
    // mrs.khan's demo class, topped up to exactly CLASS_SIZE with newly registered students of her school.
    const have = (await teacher.gql('{ teacherStudents { id } }')).data.teacherStudents.length as number;
    for (let i = have; i < CLASS_SIZE; i++) {
      const form = new FormData();
      const username = `bench.student${i}`;
      for (const [k, v] of Object.entries({
        role: 'student',
        username,
        password: 'learnify123',
        full_name: `Bench Student ${i}`,
        school_name: 'Iqra Model School',
        city: 'Lahore',
        grade: '3',
      }))
        form.set(k, v);
      const res = await fetch(`${double.url}register/`, { method: 'POST', body: form });
      if (res.status !== 201) throw new Error(`bench: register ${username} answered ${res.status}`);
      double.admin.activate(username);
    }
    const size = (await teacher.gql('{ teacherStudents { id } }')).data.teacherStudents.length as number;
    double.faults.add({ delayMs: UPSTREAM_LATENCY_MS });

    const cold: number[] = [];
    let callsPerRefresh = 0;
    let peak = 0;
    for (let i = 0; i < COLD_RUNS + 1; i++) {
      await store.entries.delete(`class-overview:v2:id:${double.admin.findUser('mrs.khan')?.id}`);
      const before = double.requests.length;
      proxy.reset();
      const started = performance.now();
      const res = await teacher.gql(QUERY);
      const took = performance.now() - started;
      if (res.errors || res.data.classOverview.students.length !== size)
        throw new Error(`bench: ${JSON.stringify(res.errors)}`);
      if (i === 0) continue; // warm-up (JIT, connections)
      cold.push(took);
      callsPerRefresh = Math.max(callsPerRefresh, double.requests.length - before);
      peak = Math.max(peak, proxy.peak());
    }
    const warm: number[] = [];
    const beforeWarm = double.requests.length;
    for (let i = 0; i < WARM_RUNS; i++) {
      const started = performance.now();
      await teacher.gql(QUERY);
      warm.push(performance.now() - started);
    }
    const warmCalls = double.requests.length - beforeWarm;
    const floor = Math.ceil(size / 4) * UPSTREAM_LATENCY_MS + 2 * UPSTREAM_LATENCY_MS;
    const table = [
      '| overview | runs | p50 ms | p99 ms | upstream calls per request | most history calls in flight |',
      '| --- | --: | --: | --: | --: | --: |',
      `| cold (composed: list + ${size} histories) | ${cold.length} | ${ms(pct(cold, 0.5))} | ${ms(pct(cold, 0.99))} | ${callsPerRefresh} | ${peak} |`,
      `| warm (from the 60 s cache) | ${warm.length} | ${ms(pct(warm, 0.5))} | ${ms(pct(warm, 0.99))} | ${(warmCalls / warm.length).toFixed(2)} | 0 |`,
    ].join('\n');
    console.log(table);
    await writeBlock(
      'bench:class-overview',
      [
        `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:overview\`: mrs.khan's class of ${size} students, every upstream answer delayed ${UPSTREAM_LATENCY_MS} ms, the double, the gateway and the client in one process.`,
        `Machine: ${machineLine(['@apollo/server', 'dataloader'])}.`,
        '',
        table,
        '',
        `Floor with 4 history calls in flight: user/me/ and the student list (${2 * UPSTREAM_LATENCY_MS} ms), then ⌈${size} ÷ 4⌉ rounds of ${UPSTREAM_LATENCY_MS} ms = ${floor} ms; one call at a time would take at least ${(size + 2) * UPSTREAM_LATENCY_MS} ms.`,
      ].join('\n'),
    );
    console.log('\nwritten to docs/performance.md');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await gateway.close();
    await proxy.close();
    await double.close();
  }
}

await main();
