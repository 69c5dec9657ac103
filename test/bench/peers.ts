// `npm run bench:peers`: our gateway and GraphQL Hive Gateway side by side, in one run, over the same REST double,
// each started the way its documentation tells an operator to, and measured the way an outsider would:
//   - ours: `NODE_ENV=production npm start` with the README's production environment (UPSTREAM_URL, SESSION_SECRET,
//     REDIS_URL — a real redis-server the bench starts), everything else at its default: info logging, one worker
//     under the supervisor, the web build served;
//   - Hive: its CLI (`hive-gateway supergraph <file>`), NODE_ENV=production, its default logging, one process (the
//     CLI's default `--fork 1`), serving a supergraph Mesh Compose makes from the REST API's OpenAPI description
//     (upstream-double/real-api/openapi.yaml, test/bench/hive/mesh.config.ts); both forward the bearer token;
//   - each one's log goes to a file, as under a service manager; no CPU pinning (BENCH_PIN=1 pins).
// CPU is each gateway's whole process tree — npm, the supervisor and its worker(s), every descendant found in /proc
// at each sample — divided by the saves it answered. Every answer is checked (ours: status SAVED; Hive: the
// upstream's 200 answer type), and the double counts the `submit-answer` calls each gateway made per save.
// The operation is a save answer (one upstream call), full-text GraphQL with a bearer token:
//   - 50 clients against the double at zero delay: CPU per save, throughput, p50/p99, RSS;
//   - 1 client against the double with 15 ms added: p50, and what each gateway adds to the direct call's p50.
// Arms run in alternating rounds (ours, Hive, ours, Hive …); figures are medians over rounds, so a busy neighbour
// during one round moves one sample, not the result.
//   BENCH_PEERS_FACTORS=1    adds arms that differ from the outsider's in one respect each (how this bench used to
//                            run ours: the build on plain node, logging off, memory store; logging off; memory
//                            store; Hive with LOG_LEVEL=error), to show what each respect is worth
//   BENCH_PEERS_OLD=<dir>    adds another checkout (built) started the same way, as a column (before/after)
//   BENCH_PEERS_TRY='{"K":"v"}'  adds our gateway started with that environment too (a setting's worth); a JSON
//                            array of such objects adds one arm each
//   BENCH_CPU_PROF=<dir>     V8 CPU profiles of every gateway process, written when they stop
//   BENCH_PIN=1              load generator, double and Redis on CPU 0, the gateways on CPU 1 (one at a time)
//   BENCH_DURATION_MS (per arm and load, default 10000), BENCH_ROUNDS (default 5), BENCH_NO_WRITE=1
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs } from './cpu';
import { runLoad, summarize, type LoadResult, type Req } from './load';
import { cpuBetween, stopTree, treeCpu, treePids, treeRssMb } from './proc-tree';
import { machineLine, ms, writeBlock } from './report';
import { grade3DrillQuiz } from './scenarios';
import type { BenchStack } from './stack';
import { freePort, ROOT, spawnTs, stopProcess, waitForUrl } from '../support/processes';
import { startRedis } from '../support/redis';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_MS = 2000;
const UPSTREAM_LATENCY_MS = 15;
const STUDENT = { username: 'ayesha', password: 'learnify123' };
const FACTORS = process.env.BENCH_PEERS_FACTORS === '1';
const PIN = process.env.BENCH_PIN === '1';
const SECRET = 'bench-only-secret-bench-only-secret-0123456789';

const OUR_SAVE = `mutation SaveAnswer($input: SaveAnswerInput!) { saveAnswer(input: $input) { questionId status errors { code message } } }`;
const HIVE_SAVE = `mutation SaveAnswer($input: AnswerSubmission_Input) { submitAnswer(input: $input) { __typename ... on submitAnswer_200_response { message } } }`;

interface Target {
  attemptId: number;
  questionId: string;
  option: string;
}

interface Peer {
  name: string;
  /** Ours or Hive: the ratios compare the first arm of each kind. */
  kind: 'ours' | 'hive';
  origin: string;
  /** The process that was started; every descendant is counted with it. */
  child: ChildProcess;
  logFile: string;
  save(target: Target): Record<string, unknown>;
  ok(data: Record<string, unknown>): boolean;
}

/** A clean environment: only what the documentation names, so nothing of the bench's own leaks in. */
const baseEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  ...(process.env.BENCH_CPU_PROF
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` }
    : {}),
});

function logTo(dir: string, name: string): { file: string; fd: number } {
  const file = join(dir, `${name.replace(/\W+/g, '-')}.log`);
  return { file, fd: openSync(file, 'a') };
}

const ourSave = (t: Target) => ({
  query: OUR_SAVE,
  variables: {
    input: {
      attemptId: String(t.attemptId),
      questionId: t.questionId,
      questionType: 'SCQ',
      selected: t.option,
    },
  },
});
const ourOk = (d: Record<string, unknown>) =>
  (d['saveAnswer'] as { status?: string } | undefined)?.status === 'SAVED';

interface LearnifyOptions {
  name: string;
  root: string;
  restBase: string;
  dir: string;
  /** The README's production environment, minus or plus what a factor arm changes. */
  env: Record<string, string>;
  /** `npm start` (the documented command) or the build on plain node (how this bench used to start it). */
  command: 'npm-start' | 'node-dist';
}

async function startLearnify(o: LearnifyOptions): Promise<Peer> {
  const port = await freePort();
  const log = logTo(o.dir, o.name);
  const [cmd, args] =
    o.command === 'npm-start' ? ['npm', ['start']] : [process.execPath, ['gateway/dist/index.js']];
  const child = spawn(cmd, args, {
    cwd: o.root,
    env: {
      ...baseEnv(),
      NODE_ENV: 'production',
      UPSTREAM_URL: `${o.restBase}/`,
      SESSION_SECRET: SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...o.env,
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  const origin = `http://127.0.0.1:${port}`;
  // `npm start` builds first when the build is missing or stale (the web build takes minutes).
  await waitForUrl(`${origin}/healthz`, child, 15 * 60_000);
  return { name: o.name, kind: 'ours', origin, child, logFile: log.file, save: ourSave, ok: ourOk };
}

/** Hive Gateway's CLI serving the composed supergraph, as its documentation starts it. */
async function startHive(name: string, supergraph: string, dir: string, env: Record<string, string>) {
  const port = await freePort();
  const log = logTo(dir, name);
  const child = spawn(
    join(ROOT, 'node_modules/.bin/hive-gateway'),
    ['supergraph', supergraph, '--host', '127.0.0.1', '--port', String(port)],
    { cwd: dir, env: { ...baseEnv(), NODE_ENV: 'production', ...env }, stdio: ['ignore', log.fd, log.fd] },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/healthcheck`, child);
  const peer: Peer = {
    name,
    kind: 'hive',
    origin,
    child,
    logFile: log.file,
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
  return peer;
}

function composeSupergraph(restBase: string, dir: string): string {
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
  return supergraph;
}

function version(pkg: string): string {
  return (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

function pin(pid: number, cpuList: string): boolean {
  try {
    for (const p of treePids(pid))
      execFileSync('taskset', ['-a', '-cp', cpuList, String(p)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

const median = (xs: number[]) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** One arm's figures for one round. */
interface Sample {
  cpuUsPerSave: number;
  rps: number;
  doubleUsPerSave: number;
  redisUsPerSave: number;
  clientUsPerSave: number;
  upstreamPerSave: number;
  logBytesPerSave: number;
  load: number;
}

interface ArmTotals {
  samples: Sample[];
  latencies: number[];
  elapsedMs: number;
  errors: number;
  firstError?: string | undefined;
  rssMb: number;
}

async function main() {
  const machine = machineLine(['@apollo/server', 'fastify', 'graphql', '@graphql-hive/gateway', 'ioredis']);
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'learnify-peers-'));
  const redis = await startRedis();
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

    // The README's production environment: "Against the real backend" (UPSTREAM_URL, SESSION_SECRET, REDIS_URL).
    const documented = { REDIS_URL: redis.url };
    const peers: Peer[] = [];
    const add = (peer: Peer) => {
      peers.push(peer);
      children.push(peer.child);
    };
    const ours = (
      name: string,
      env: Record<string, string>,
      command: LearnifyOptions['command'] = 'npm-start',
    ) => startLearnify({ name, root: ROOT, restBase, dir, env, command });
    console.log('starting the gateways (npm start builds what is missing) …');
    add(await ours('Learnify gateway', documented));
    const old = process.env.BENCH_PEERS_OLD;
    if (old)
      add(
        await startLearnify({
          name: `Learnify gateway (${old})`,
          root: old,
          restBase,
          dir,
          env: documented,
          command: 'npm-start',
        }),
      );
    // BENCH_PEERS_TRY: one environment (a JSON object) or several (an array), each an arm of ours.
    const tried = JSON.parse(process.env.BENCH_PEERS_TRY ?? '[]') as
      Record<string, string> | Array<Record<string, string>>;
    for (const env of Array.isArray(tried) ? tried : [tried])
      add(await ours(`ours, with ${JSON.stringify(env)}`, { ...documented, ...env }));
    const supergraph = composeSupergraph(restBase, dir);
    const hiveName = `Hive Gateway ${version('@graphql-hive/gateway')}`;
    add(await startHive(hiveName, supergraph, dir, {}));
    if (FACTORS) {
      add(
        await ours(
          'ours, as bench:peers ran it before (node dist, LOG_LEVEL=silent, memory store)',
          {
            ALLOW_MEMORY_STORE: 'true',
            LOG_LEVEL: 'silent',
            WEB_DIST_DIR: '/nonexistent/learnify-bench-web',
          },
          'node-dist',
        ),
      );
      add(await ours('ours, LOG_LEVEL=silent', { ...documented, LOG_LEVEL: 'silent' }));
      add(await ours('ours, memory store (ALLOW_MEMORY_STORE)', { ALLOW_MEMORY_STORE: 'true' }));
      add(await startHive(`${hiveName}, LOG_LEVEL=error`, supergraph, dir, { LOG_LEVEL: 'error' }));
    }

    let layout = 'not pinned (every process may use every CPU)';
    if (PIN && cpus().length >= 2) {
      const ok = [pin(process.pid, '0'), pin(double.pid ?? 0, '0'), pin(redis.pid ?? 0, '0')];
      for (const p of peers) ok.push(pin(p.child.pid ?? 0, '1'));
      layout = ok.every(Boolean)
        ? 'pinned (BENCH_PIN=1): load generator, double and Redis on CPU 0, each gateway on CPU 1 when measured'
        : 'not pinned (taskset failed)';
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
      const req: Req = {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(peer.save(target)),
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
      const res = await fetch(`${doubleOrigin}/__double/requests/counts`);
      return ((await res.json()) as Record<string, number>)['/api/student/submit-answer/'] ?? 0;
    };

    const measure = async (clients: number, withDirect: boolean) => {
      const names = [...(withDirect ? ['direct'] : []), ...peers.map((p) => p.name)];
      const all = new Map<string, ArmTotals>(
        names.map((n) => [n, { samples: [], latencies: [], elapsedMs: 0, errors: 0, rssMb: 0 }]),
      );
      for (let round = 0; round < ROUNDS; round++) {
        // Each round starts with a different arm, so none always runs right after the same neighbour.
        const order = names.map((_, i) => names[(i + round) % names.length]!);
        for (const name of order) {
          const peer = peers.find((p) => p.name === name);
          const side = peer ? sides[peers.indexOf(peer)]! : directSide;
          const m = all.get(name)!;
          const pid = peer?.child.pid ?? double.pid ?? 0;
          const load = loadavg()[0]!;
          const before = {
            tree: treeCpu(pid),
            double: cpuMs(double.pid ?? 0) ?? 0,
            redis: cpuMs(redis.pid ?? 0) ?? 0,
            client: process.cpuUsage(),
            saves: await countSaves(),
            log: peer ? sizeOf(peer.logFile) : 0,
          };
          const r: LoadResult = await runLoad({ ...side, clients, durationMs: DURATION_MS / ROUNDS });
          const client = process.cpuUsage(before.client);
          const saves = (await countSaves()) - before.saves;
          const per = (usedMs: number) => (usedMs * 1000) / r.requests;
          m.samples.push({
            cpuUsPerSave: per(cpuBetween(before.tree, treeCpu(pid))),
            rps: (r.requests / r.elapsedMs) * 1000,
            doubleUsPerSave: per((cpuMs(double.pid ?? 0) ?? 0) - before.double),
            redisUsPerSave: per((cpuMs(redis.pid ?? 0) ?? 0) - before.redis),
            clientUsPerSave: (client.user + client.system) / r.requests,
            upstreamPerSave: saves / r.requests,
            logBytesPerSave: peer ? (sizeOf(peer.logFile) - before.log) / r.requests : 0,
            load,
          });
          m.rssMb = Math.max(m.rssMb, treeRssMb(pid));
          for (const l of r.latencies) m.latencies.push(l);
          m.elapsedMs += r.elapsedMs;
          m.errors += r.errors;
          m.firstError ??= r.firstError;
        }
      }
      return all;
    };

    // Warm-up (JIT, connection pools), untimed.
    for (const side of sides) await runLoad({ ...side, clients: 10, durationMs: WARMUP_MS });

    const loadAtStart = loadavg()[0]!;
    console.log(`save answer, 50 clients, ${DURATION_MS / 1000} s per arm in ${ROUNDS} alternating rounds …`);
    const loaded = await measure(50, false);
    await admin('faults', { path: '^/api/student/submit-answer/$', delayMs: UPSTREAM_LATENCY_MS });
    console.log(`save answer, 1 client, upstream +${UPSTREAM_LATENCY_MS} ms …`);
    const latency = await measure(1, true);
    await admin('faults/clear', {});

    const direct1 = summarize(latency.get('direct')!.latencies, 1, 0);
    const med = (m: ArmTotals, f: (s: Sample) => number) => median(m.samples.map(f));
    // All the machine's work for one save: the gateway's tree, the double, Redis and the load generator.
    const systemUs = (s: Sample) => s.cpuUsPerSave + s.doubleUsPerSave + s.redisUsPerSave + s.clientUsPerSave;
    const rows: string[] = [];
    // Each arm against our outsider arm, round by round (measured minutes apart at most), then the median.
    const reference = loaded.get(peers[0]!.name)!;
    const vsOurs = (m: ArmTotals, f: (s: Sample) => number) =>
      median(m.samples.map((s, i) => f(s) / f(reference.samples[i]!))).toFixed(2);
    for (const p of peers) {
      const m = loaded.get(p.name)!;
      const r = summarize(m.latencies, m.elapsedMs, m.errors, m.firstError);
      const l = latency.get(p.name)!;
      const r1 = summarize(l.latencies, l.elapsedMs, l.errors, l.firstError);
      if (m.errors || l.errors)
        console.warn(`${p.name}: ${m.errors + l.errors} errors, first: ${m.firstError ?? l.firstError}`);
      rows.push(
        [
          p.name,
          med(m, (s) => s.rps).toFixed(0),
          med(m, (s) => s.cpuUsPerSave).toFixed(0),
          `${Math.min(...m.samples.map((s) => s.cpuUsPerSave)).toFixed(0)}–${Math.max(...m.samples.map((s) => s.cpuUsPerSave)).toFixed(0)}`,
          vsOurs(m, (s) => s.cpuUsPerSave),
          vsOurs(m, (s) => s.rps),
          ms(r.p50),
          ms(r.p99),
          m.rssMb.toFixed(0),
          med(m, (s) => s.upstreamPerSave).toFixed(2),
          med(m, (s) => s.logBytesPerSave).toFixed(0),
          med(m, (s) => s.redisUsPerSave).toFixed(0),
          med(m, (s) => s.doubleUsPerSave).toFixed(0),
          med(m, (s) => s.clientUsPerSave).toFixed(0),
          med(m, systemUs).toFixed(0),
          String(r.requests),
          String(m.errors + l.errors),
          ms(r1.p50 - direct1.p50),
        ].join(' | '),
      );
    }
    // Ratios per round (ours and Hive measured in the same round), then their median.
    const firstOf = (kind: Peer['kind']) => peers.find((p) => p.kind === kind)!;
    const [a, b] = [loaded.get(firstOf('ours').name)!, loaded.get(firstOf('hive').name)!];
    const cpuRatio = median(a.samples.map((s, i) => s.cpuUsPerSave / b.samples[i]!.cpuUsPerSave));
    const rpsRatio = median(a.samples.map((s, i) => s.rps / b.samples[i]!.rps));
    const perRound = a.samples
      .map(
        (s, i) =>
          `${(s.cpuUsPerSave / b.samples[i]!.cpuUsPerSave).toFixed(2)}×/${(s.rps / b.samples[i]!.rps).toFixed(2)}×`,
      )
      .join(', ');
    const loads = loaded.get(firstOf('ours').name)!.samples.map((s) => s.load);
    // Unpinned, every part shares the cores: throughput is at most cores ÷ the machine's work per save, so the
    // throughput ratio can reach no further than the ratio of those sums, whatever the gateway alone costs.
    const ceiling = median(a.samples.map((s, i) => systemUs(b.samples[i]!) / systemUs(s)));
    const ratios =
      `Ours ÷ Hive's at 50 clients, median of ${ROUNDS} rounds: CPU per save **${cpuRatio.toFixed(2)}×** (target ≤ 0.40×), ` +
      `throughput **${rpsRatio.toFixed(2)}×** (target ≥ 2.5×); per round (CPU/throughput): ${perRound}. ` +
      (PIN
        ? ''
        : `Not pinned, so throughput is bounded by the machine's whole work per save (gateway, double, Redis, load generator): its ratio can reach at most **${ceiling.toFixed(2)}×** here; pinned (BENCH_PIN=1, each gateway alone on a CPU) it tracks 1 ÷ the CPU ratio. `) +
      `At one client with ${UPSTREAM_LATENCY_MS} ms added upstream, the direct call's p50 is ${ms(direct1.p50)} ms. ` +
      `Load average during the rounds: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.`;
    const table = [
      `| gateway | req/s (50 clients) | CPU µs per save | CPU µs, range over rounds | CPU ÷ first row's | req/s ÷ first row's | p50 ms | p99 ms | RSS MB | upstream calls per save | log bytes per save | Redis CPU µs per save | double CPU µs per save | load generator CPU µs per save | machine's CPU µs per save | saves | errors | added to direct p50 ms (1 client, upstream +${UPSTREAM_LATENCY_MS} ms) |`,
      '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
      ...rows.map((r) => `| ${r} |`),
    ].join('\n');
    console.log(`\n${table}\n\n${ratios}`);
    if (process.env.BENCH_NO_WRITE !== '1') {
      await writeBlock(
        FACTORS ? 'bench:peers-factors' : 'bench:peers',
        [
          `Run ${new Date().toISOString().slice(0, 16)}Z with \`${FACTORS ? 'BENCH_PEERS_FACTORS=1 ' : ''}${PIN ? 'BENCH_PIN=1 ' : ''}npm run bench:peers\` (save answer, bearer token, full-text GraphQL; ${DURATION_MS / 1000} s per arm and load in ${ROUNDS} alternating rounds; medians over rounds).`,
          `Machine: ${machine}; load average ${loadAtStart.toFixed(1)} when the rounds began. CPUs: ${layout}. CPU per save is each gateway's whole process tree (every descendant in /proc, utime+stime) divided by the saves it answered.`,
          '',
          table,
          '',
          ratios,
        ].join('\n'),
      );
      console.log('\nwritten to docs/performance.md');
    }
  } finally {
    // The gateways' trees by their pids, then the double (started with spawnTs: one process).
    const [double, ...gateways] = children;
    await Promise.all(gateways.map((c) => stopTree(c.pid)));
    if (double) await stopProcess(double);
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
