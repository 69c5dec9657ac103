// `npm run bench:peers`: our gateway and GraphQL Hive Gateway side by side, in one run, over the same REST double.
// Hive serves a supergraph composed by Mesh Compose from the REST API's OpenAPI description
// (upstream-double/real-api/openapi.yaml, test/bench/hive/mesh.config.ts); both forward the caller's bearer token.
// The operation is a save answer (one upstream call each), full-text GraphQL with a bearer token:
//   - 50 clients against the double at zero delay: CPU per request of each gateway's processes (/proc utime+stime),
//     throughput, p50/p99, RSS;
//   - 1 client against the double with 15 ms added: p50, and what each gateway adds to the direct call's p50.
// Gateways are measured in alternating rounds (ours, Hive, ours, Hive …) so a drifting machine weighs on both.
// The load generator and the double share CPU 0; each gateway gets a CPU of its own where there are enough
// (with 2 CPUs both take CPU 1, one at a time: only the one being measured has work).
//   BENCH_PEERS_OLD=<dir of another checkout, built>   adds that checkout's gateway as a third column (before/after)
//   BENCH_CPU_PROF=<dir>                                 V8 CPU profiles of the gateways, written when they stop
//   BENCH_PIN=0                                          lets every process use every CPU
//   BENCH_DURATION_MS (per gateway and load, default 6000), BENCH_ROUNDS (default 3), BENCH_NO_WRITE=1
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs } from './cpu';
import { runLoad, summarize, type LoadResult, type Req } from './load';
import { machineLine, ms, writeBlock } from './report';
import { grade3DrillQuiz } from './scenarios';
import type { BenchStack } from './stack';
import { freePort, ROOT, spawnTs, stopProcess, waitForUrl } from '../support/processes';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 6000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_MS = 1500;
const UPSTREAM_LATENCY_MS = 15;
const STUDENT = { username: 'ayesha', password: 'learnify123' };

const OUR_SAVE = `mutation SaveAnswer($input: SaveAnswerInput!) { saveAnswer(input: $input) { questionId status errors { code message } } }`;
const HIVE_SAVE = `mutation SaveAnswer($input: AnswerSubmission_Input) { submitAnswer(input: $input) { __typename ... on submitAnswer_200_response { message } } }`;

interface Target {
  attemptId: number;
  questionId: string;
  option: string;
}

interface Peer {
  name: string;
  origin: string;
  /** The process that was started; its descendants (a supervisor's workers) are counted with it. */
  child: ChildProcess;
  save(target: Target): Record<string, unknown>;
  ok(data: Record<string, unknown>): boolean;
}

/** Every pid of a process tree (the process and its descendants), from `ps`. */
function treeOf(pid: number): number[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of out.trim().split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const all: number[] = [];
  const visit = (p: number) => {
    all.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return all;
}

const treeCpuMs = (pid: number) => treeOf(pid).reduce((sum, p) => sum + (cpuMs(p) ?? 0), 0);

/** Resident memory of a process tree, MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of treeOf(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited between ps and here
    }
  }
  return kb / 1024;
}

function pin(pid: number, cpuList: string): boolean {
  try {
    for (const p of treeOf(pid))
      execFileSync('taskset', ['-a', '-cp', cpuList, String(p)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const profArgs = () => {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

/** A Learnify gateway build (`gateway/dist/index.js` of `root`), as production runs it: supervisor + one worker. */
async function startLearnify(name: string, root: string, restBase: string): Promise<Peer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...profArgs(), 'gateway/dist/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_MEMORY_STORE: 'true',
      SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
      UPSTREAM_URL: `${restBase}/`,
      UPSTREAM_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent/learnify-bench-web',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      GATEWAY_WORKERS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/healthz`, child);
  return {
    name,
    origin,
    child,
    save: (t) => ({
      query: OUR_SAVE,
      variables: {
        input: {
          attemptId: String(t.attemptId),
          questionId: t.questionId,
          questionType: 'SCQ',
          selected: t.option,
        },
      },
    }),
    ok: (d) => (d['saveAnswer'] as { status?: string } | undefined)?.status === 'SAVED',
  };
}

/** Hive Gateway serving the supergraph composed from the OpenAPI description, one process (no fork). */
async function startHive(restBase: string, dir: string): Promise<Peer> {
  const supergraph = join(dir, 'supergraph.graphql');
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/@graphql-mesh/compose-cli/esm/bin.js'), '-o', supergraph],
    {
      cwd: join(ROOT, 'test/bench/hive'),
      env: { ...process.env, HIVE_REST_BASE: restBase },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...profArgs(),
      join(ROOT, 'node_modules/@graphql-hive/gateway/dist/bin.js'),
      'supergraph',
      supergraph,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--fork',
      '1',
    ],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/healthcheck`, child);
  return {
    name: `Hive Gateway ${version('@graphql-hive/gateway')}`,
    origin,
    child,
    save: (t) => ({
      query: HIVE_SAVE,
      variables: {
        input: {
          attempt_id: t.attemptId,
          question_id: t.questionId,
          question_type: 'scq',
          answer_data: { selected: t.option },
        },
      },
    }),
    ok: (d) =>
      (d['submitAnswer'] as { __typename?: string } | undefined)?.__typename === 'submitAnswer_200_response',
  };
}

function version(pkg: string): string {
  return (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

interface Measure {
  latencies: number[];
  elapsedMs: number;
  errors: number;
  firstError?: string | undefined;
  cpuMs: number;
  rssMb: number;
}

async function main() {
  const machine = machineLine(['@apollo/server', 'fastify', 'graphql', '@graphql-hive/gateway']);
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'learnify-peers-'));
  try {
    const doublePort = await freePort();
    const doubleOrigin = `http://127.0.0.1:${doublePort}`;
    const restBase = `${doubleOrigin}/api`;
    const double = spawnTs(
      ['upstream-double/src/cli.ts', 'serve', '--port', String(doublePort), '--seed', 'demo'],
      {},
    );
    children.push(double);
    await waitForUrl(`${restBase}/grades/`, double);
    const admin = async (action: string, body: unknown) => {
      const res = await fetch(`${doubleOrigin}/__double/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`double admin ${action}: ${res.status}`);
    };

    const peers: Peer[] = [];
    peers.push(await startLearnify('Learnify gateway', ROOT, restBase));
    children.push(peers[0]!.child);
    const old = process.env.BENCH_PEERS_OLD;
    if (old) {
      peers.push(await startLearnify(`Learnify gateway (${old})`, old, restBase));
      children.push(peers.at(-1)!.child);
    }
    const hive = await startHive(restBase, dir);
    peers.push(hive);
    children.push(hive.child);

    // CPUs: the load generator (this process) and the double on CPU 0; the gateways on the others.
    const count = cpus().length;
    let layout = 'shared (one CPU)';
    if (process.env.BENCH_PIN === '0') layout = 'shared (BENCH_PIN=0)';
    else if (count >= 2) {
      const pinned = [pin(process.pid, '0'), pin(double.pid ?? 0, '0')];
      peers.forEach((p, i) => pinned.push(pin(p.child.pid ?? 0, String(1 + (i % (count - 1))))));
      layout = pinned.every(Boolean)
        ? `pinned: load generator and double on CPU 0, ${peers
            .map((p, i) => `${p.name.split(' (')[0]} on CPU ${1 + (i % (count - 1))}`)
            .join(', ')}${count - 1 < peers.length ? ' (measured one at a time)' : ''}`
        : 'shared (taskset unavailable)';
    }

    // The student's token and one open attempt per gateway (the same SCQ question saved over and over: an upsert).
    const token = (
      (await (
        await fetch(`${restBase}/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(STUDENT),
        })
      ).json()) as { access: string }
    ).access;
    const quizId = await grade3DrillQuiz({ directOrigin: doubleOrigin, apiPrefix: '/api/' } as BenchStack);
    const startAttempt = async (): Promise<Target> => {
      const res = await fetch(`${restBase}/quiz/start/${quizId}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const a = (await res.json()) as {
        attempt_id: number;
        questions: Array<{ question_id: string; type: string; options?: string[] }>;
      };
      const q = a.questions.find((x) => x.type === 'scq');
      if (!q?.options?.[0]) throw new Error('bench: no SCQ question in the drill quiz');
      return { attemptId: a.attempt_id, questionId: q.question_id, option: q.options[0] };
    };

    const sideOf = (peer: Peer, target: Target) => {
      const body = JSON.stringify(peer.save(target));
      const req: Req = {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      };
      return {
        origin: peer.origin,
        next: () => req,
        check: (status: number, text: string) => {
          if (status !== 200) return false;
          const parsed = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
          return !parsed.errors && !!parsed.data && peer.ok(parsed.data);
        },
      };
    };
    const directTarget = await startAttempt();
    const directSide = {
      origin: doubleOrigin,
      next: (): Req => ({
        method: 'POST',
        path: '/api/student/submit-answer/',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          attempt_id: directTarget.attemptId,
          question_id: directTarget.questionId,
          question_type: 'scq',
          answer_data: { selected: directTarget.option },
        }),
      }),
      check: (status: number) => status === 200,
    };
    const sides = await Promise.all(peers.map(async (p) => sideOf(p, await startAttempt())));
    const countSaves = async () => {
      const res = await fetch(`${doubleOrigin}/__double/requests`);
      const all = (await res.json()) as Array<{ path: string }>;
      return all.filter((r) => r.path === '/api/student/submit-answer/').length;
    };

    // One load, every peer in alternating rounds (and the double directly, for the added latency).
    const measure = async (clients: number, withDirect: boolean) => {
      const names = [...(withDirect ? ['direct'] : []), ...peers.map((p) => p.name)];
      const all = new Map<string, Measure>(
        names.map((n) => [n, { latencies: [], elapsedMs: 0, errors: 0, cpuMs: 0, rssMb: 0 }]),
      );
      let upstreamPerSave = Number.NaN;
      for (let round = 0; round < ROUNDS; round++) {
        for (const name of names) {
          const peer = peers.find((p) => p.name === name);
          const side = peer ? sides[peers.indexOf(peer)]! : directSide;
          const m = all.get(name)!;
          const pid = peer?.child.pid ?? double.pid ?? 0;
          const [cpuBefore, savesBefore] = [treeCpuMs(pid), await countSaves()];
          const r: LoadResult = await runLoad({ ...side, clients, durationMs: DURATION_MS / ROUNDS });
          m.cpuMs += treeCpuMs(pid) - cpuBefore;
          m.rssMb = Math.max(m.rssMb, treeRssMb(pid));
          if (peer && round === 0 && name === peers[0]!.name)
            upstreamPerSave = ((await countSaves()) - savesBefore) / r.requests;
          m.latencies.push(...r.latencies);
          m.elapsedMs += r.elapsedMs;
          m.errors += r.errors;
          m.firstError ??= r.firstError;
        }
      }
      return { all, upstreamPerSave };
    };

    // Warm-up (JIT, connection pools), untimed.
    for (const side of sides) await runLoad({ ...side, clients: 10, durationMs: WARMUP_MS });

    console.log(`save answer, 50 clients, ${DURATION_MS / 1000} s per gateway in ${ROUNDS} rounds …`);
    const loaded = await measure(50, false);
    await admin('faults', { path: '^/api/student/submit-answer/$', delayMs: UPSTREAM_LATENCY_MS });
    console.log(`save answer, 1 client, upstream +${UPSTREAM_LATENCY_MS} ms …`);
    const latency = await measure(1, true);
    await admin('faults/clear', {});

    const rows: string[] = [];
    const results = new Map<string, { r: LoadResult; cpuUs: number; rss: number; p50At1: number }>();
    const direct1 = summarize(latency.all.get('direct')!.latencies, 1, 0);
    for (const p of peers) {
      const m = loaded.all.get(p.name)!;
      const r = summarize(m.latencies, m.elapsedMs, m.errors, m.firstError);
      const l = latency.all.get(p.name)!;
      const r1 = summarize(l.latencies, l.elapsedMs, l.errors, l.firstError);
      const cpuUs = (m.cpuMs * 1000) / r.requests;
      results.set(p.name, { r, cpuUs, rss: m.rssMb, p50At1: r1.p50 });
      if (m.errors || l.errors)
        console.warn(`${p.name}: ${m.errors + l.errors} errors, first: ${m.firstError ?? l.firstError}`);
      rows.push(
        `| ${p.name} | ${r.rps.toFixed(0)} | ${cpuUs.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${m.rssMb.toFixed(0)} | ${r.requests} | ${m.errors} | ${ms(r1.p50)} | ${ms(r1.p50 - direct1.p50)} | ${l.errors} |`,
      );
      console.log(rows.at(-1));
    }
    const ours = results.get(peers[0]!.name)!;
    const theirs = results.get(hive.name)!;
    const ratios =
      `Ours ÷ Hive's at 50 clients: CPU per save **${(ours.cpuUs / theirs.cpuUs).toFixed(2)}×** (target ≤ 0.35×), ` +
      `throughput **${(ours.r.rps / theirs.r.rps).toFixed(2)}×** (target ≥ 2.8×), RSS ${(ours.rss / theirs.rss).toFixed(2)}×. ` +
      `At one client against the double with ${UPSTREAM_LATENCY_MS} ms added: direct p50 ${ms(direct1.p50)} ms; ours adds ` +
      `**${ms(ours.p50At1 - direct1.p50)} ms** (target ≤ 0.5 ms), Hive ${ms(theirs.p50At1 - direct1.p50)} ms. ` +
      `Upstream calls per save through our gateway: ${latency.upstreamPerSave.toFixed(2)} (1 client), ${loaded.upstreamPerSave.toFixed(2)} (50 clients).`;
    console.log(ratios);
    const table = [
      `| gateway | req/s (50 clients) | CPU µs per save | p50 ms | p99 ms | RSS MB | saves | errors | p50 ms, 1 client, upstream +${UPSTREAM_LATENCY_MS} ms | added to direct p50 ms | errors (1 client) |`,
      '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
      ...rows,
    ].join('\n');
    if (process.env.BENCH_NO_WRITE !== '1') {
      await writeBlock(
        'bench:peers',
        [
          `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:peers\` (save answer, bearer token, full-text GraphQL; ${DURATION_MS / 1000} s per gateway and load in ${ROUNDS} alternating rounds).`,
          `Machine: ${machine}. CPUs: ${layout}. CPU per save is each gateway's whole process tree (/proc utime+stime) divided by the saves it answered.`,
          '',
          table,
          '',
          ratios,
        ].join('\n'),
      );
      console.log('\nwritten to docs/performance.md');
    }
  } finally {
    await Promise.all(children.reverse().map((c) => stopProcess(c)));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
