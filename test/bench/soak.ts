// `npm run bench:soak`: does the gateway's memory stay put under mixed floods, and come back down after?
// The gateway runs as the README starts it in production (`NODE_ENV=production npm start`, UPSTREAM_URL,
// SESSION_SECRET, REDIS_URL — a real redis-server the bench starts — METRICS_TOKEN to read the heap, TRUST_PROXY_HOPS=1
// so the floods can come from many addresses), over the REST double. Two rounds of floods at once, each followed
// by a quiet spell:
//   - a signed-in child's home page (server-rendered, brotli) on 8 connections;
//   - anonymous documents full of validation errors, each one different;
//   - valid documents each one different (every one parsed and kept by Apollo's document cache);
//   - junk session cookies and junk bearer tokens, each one different, on pages and on GraphQL;
//   - sign-ins with wrong passwords from changing usernames and addresses;
//   - a signed-in child saving answers.
// It samples the memory of the whole process tree (npm, its shell, the supervisor, the worker) and of the worker, and
// the worker's V8 heap, every few seconds, and reports them over time. It reports; it never fails on memory.
// Counted per process from /proc/<pid>/smaps_rollup: RSS (summed over the tree it counts node's own code once per
// process that maps it) and PSS (each shared page split between the processes sharing it: the tree's real share).
//   --duration <s> (each round's floods, default 180; the quiet spell is a third of it, at most 60 s) for a smoke
//   run, --rounds <n>;
//   BENCH_SOAK_ROUND_MS (default 180000), BENCH_SOAK_QUIET_MS (default 60000), BENCH_SOAK_ROUNDS (default 2),
//   BENCH_SOAK_STORE=memory (ALLOW_MEMORY_STORE instead of Redis), BENCH_SOAK_ENV='{"K":"v"}' (more gateway
//   environment), BENCH_SOAK_ONLY=<part of a flood's name> (that flood alone), BENCH_SOAK_LOG=<file> (keep the
//   gateway's log there), BENCH_NO_WRITE=1
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, type Req } from './load';
import { parseArgs } from 'node:util';
import { commandOf, memoryOf, stopTree, treePids } from './proc-tree';
import { machineLine, writeBlock } from './report';
import { grade3DrillQuiz } from './scenarios';
import type { BenchStack } from './stack';
import { ERROR_SHAPES, errorDocument } from '../gateway/hostile-documents';
import { freePort, ROOT, spawnTs, stopProcess, waitForUrl } from '../support/processes';
import { startRedis, type RedisServer } from '../support/redis';

const { values: args } = parseArgs({ options: { duration: { type: 'string' }, rounds: { type: 'string' } } });
const ROUND_MS = args.duration
  ? Number(args.duration) * 1000
  : Number(process.env.BENCH_SOAK_ROUND_MS ?? 180_000);
const QUIET_MS = Number(process.env.BENCH_SOAK_QUIET_MS ?? Math.min(60_000, Math.round(ROUND_MS / 3)));
const ROUNDS = Number(args.rounds ?? process.env.BENCH_SOAK_ROUNDS ?? 2);
if (!(ROUND_MS > 0 && QUIET_MS >= 0 && ROUNDS >= 1))
  throw new Error('soak: --duration and --rounds take numbers');
const SAMPLE_MS = 5000;
const MEMORY_STORE = process.env.BENCH_SOAK_STORE === 'memory';
const METRICS_TOKEN = 'bench-soak-metrics-token';
const SECRET = 'bench-only-secret-bench-only-secret-0123456789';
const PASSWORD = 'learnify123';

const random = (bytes = 12) => randomBytes(bytes).toString('base64url');
const randomIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}`;
/** Looks like a JWT (three base64url parts), signed by nobody. */
const junkJwt = () =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ user_id: String((Math.random() * 1e6) | 0), exp: 4102444800, jti: random() }),
  ).toString('base64url')}.${random(32)}`;

interface Sample {
  atS: number;
  phase: string;
  treeMb: number;
  treePssMb: number;
  supervisorMb: number;
  workerMb: number;
  workerAnonMb: number;
  heapUsedMb: number | null;
  heapTotalMb: number | null;
  externalMb: number | null;
}

interface Flood {
  name: string;
  clients: number;
  next(i: number): Req;
}

/**
 * The tree's parts: the supervisor (the first node process running the gateway; npm and its shell come before it)
 * and its workers (its descendants).
 */
function partsOf(root: number): { supervisor: number | null; workers: number[] } {
  const isGateway = (p: number) => {
    const [command = '', ...args] = commandOf(p).split(' ');
    return (
      /(^|\/)node$/.test(command) && args.some((a) => /gateway\/(bin\/start\.mjs|dist\/index\.js)$/.test(a))
    );
  };
  const supervisor = treePids(root).find(isGateway) ?? null;
  return { supervisor, workers: supervisor ? treePids(supervisor).slice(1).filter(isGateway) : [] };
}

/** The worker's heap from its Prometheus metrics (prom-client's default ones), MB. */
async function heapOf(origin: string): Promise<Pick<Sample, 'heapUsedMb' | 'heapTotalMb' | 'externalMb'>> {
  try {
    const text = await (
      await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const metric = (name: string) => {
      const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, 'm').exec(text);
      return m ? Number(m[1]) / 2 ** 20 : null;
    };
    return {
      heapUsedMb: metric('nodejs_heap_size_used_bytes'),
      heapTotalMb: metric('nodejs_heap_size_total_bytes'),
      externalMb: metric('nodejs_external_memory_bytes'),
    };
  } catch {
    return { heapUsedMb: null, heapTotalMb: null, externalMb: null };
  }
}

const mb = (n: number | null) => (n === null ? '–' : n.toFixed(0));

async function main() {
  const machine = machineLine(['@apollo/server', 'fastify', 'react', 'ioredis']);
  const dir = mkdtempSync(join(tmpdir(), 'learnify-soak-'));
  let redis: RedisServer | null = null;
  const doublePort = await freePort();
  const double = spawnTs(
    ['upstream-double/src/cli.ts', 'serve', '--port', String(doublePort), '--seed', 'demo'],
    {},
  );
  let gateway: ReturnType<typeof spawn> | null = null;
  try {
    const doubleOrigin = `http://127.0.0.1:${doublePort}`;
    const restBase = `${doubleOrigin}/api/`;
    await waitForUrl(`${restBase}grades/`, double);
    if (!MEMORY_STORE) redis = await startRedis();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const log = openSync(process.env.BENCH_SOAK_LOG ?? join(dir, 'gateway.log'), 'a');
    const extra = JSON.parse(process.env.BENCH_SOAK_ENV ?? '{}') as Record<string, string>;
    gateway = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: 'production',
        UPSTREAM_URL: restBase,
        SESSION_SECRET: SECRET,
        ...(redis ? { REDIS_URL: redis.url } : { ALLOW_MEMORY_STORE: 'true' }),
        METRICS_TOKEN,
        TRUST_PROXY_HOPS: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...extra,
      },
      stdio: ['ignore', log, log],
    });
    console.log('starting the gateway (npm start builds what is missing) …');
    await waitForUrl(`${origin}/healthz`, gateway, 15 * 60_000);

    // A child's cookie session (signed in through the gateway, as the web app does) and a bearer token for saves.
    const login = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({
        query:
          'mutation($i: LoginInput!) { login(input: $i) { session { tokens { accessToken } } errors { code } } }',
        variables: { i: { username: 'ayesha', password: PASSWORD, tokenDelivery: 'COOKIE' } },
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error('soak: sign-in gave no cookie');
    const token = (
      (await (
        await fetch(`${restBase}token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'ayesha', password: PASSWORD }),
        })
      ).json()) as { access: string }
    ).access;
    const quizId = await grade3DrillQuiz({ directOrigin: doubleOrigin, apiPrefix: '/api/' } as BenchStack);
    const attempt = (await (
      await fetch(`${restBase}quiz/start/${quizId}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      attempt_id: number;
      questions: Array<{ question_id: string; type: string; options?: string[] }>;
    };
    const question = attempt.questions.find((q) => q.type === 'scq');
    if (!question?.options?.[0]) throw new Error('soak: no SCQ question in the drill quiz');

    const gql = (query: string, headers: Record<string, string> = {}, variables?: unknown): Req => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const home = (headers: Record<string, string>): Req => ({
      method: 'GET',
      path: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers },
    });
    const floods: Flood[] = [
      { name: 'signed-in home, 8 connections', clients: 8, next: () => home({ cookie }) },
      {
        name: 'validation errors, each document different',
        clients: 3,
        next: (i) => {
          const shape = ERROR_SHAPES[i % ERROR_SHAPES.length]!;
          return gql(errorDocument(shape, 100).replace(/(\d+)/g, `$1${random(3).replace(/\W/g, 'x')}`));
        },
      },
      {
        name: 'valid documents, each different',
        clients: 1,
        next: () =>
          gql(
            `{ ${Array.from({ length: 20 }, (_, k) => `a${random(6).replace(/\W/g, 'x')}${k}: __typename`).join(' ')} }`,
          ),
      },
      {
        name: 'junk cookies (pages and GraphQL) and junk bearers',
        clients: 3,
        next: (i) =>
          i % 3 === 0
            ? home({ cookie: `learnify_session=${random(180)}`, 'x-forwarded-for': randomIp() })
            : i % 3 === 1
              ? gql('{ viewer { user { fullName } } }', { cookie: `learnify_session=${random(180)}` })
              : gql('{ viewer { user { fullName } } }', { authorization: `Bearer ${junkJwt()}` }),
      },
      {
        name: 'sign-ins with wrong passwords',
        clients: 2,
        next: () =>
          gql(
            'mutation($i: LoginInput!) { login(input: $i) { session { role } errors { code } } }',
            {},
            { i: { username: `child${random(4)}`, password: 'wrong-password-1', tokenDelivery: 'COOKIE' } },
          ),
      },
      {
        name: 'saves (bearer)',
        clients: 4,
        next: () =>
          gql(
            'mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) { status } }',
            { authorization: `Bearer ${token}` },
            {
              input: {
                attemptId: String(attempt.attempt_id),
                questionId: question.question_id,
                questionType: 'SCQ',
                selected: question.options![0],
              },
            },
          ),
      },
    ];

    const only = process.env.BENCH_SOAK_ONLY;
    const running = only ? floods.filter((f) => f.name.includes(only)) : floods;
    const samples: Sample[] = [];
    const started = Date.now();
    let phase = 'start';
    const sample = async () => {
      const pid = gateway?.pid ?? 0;
      const { supervisor, workers } = partsOf(pid);
      const tree = treePids(pid).map(memoryOf);
      const worker = workers.map(memoryOf);
      samples.push({
        atS: (Date.now() - started) / 1000,
        phase,
        treeMb: tree.reduce((sum, m) => sum + m.rss, 0),
        treePssMb: tree.reduce((sum, m) => sum + m.pss, 0),
        supervisorMb: supervisor ? memoryOf(supervisor).rss : 0,
        workerMb: worker.reduce((sum, m) => sum + m.rss, 0),
        workerAnonMb: worker.reduce((sum, m) => sum + m.anonymous, 0),
        ...(await heapOf(origin)),
      });
      const s = samples.at(-1)!;
      console.log(
        `${s.atS.toFixed(0).padStart(4)} s  ${s.phase.padEnd(10)} tree ${mb(s.treeMb)} MB (PSS ${mb(s.treePssMb)})  supervisor ${mb(s.supervisorMb)} MB  worker ${mb(s.workerMb)} MB (anon ${mb(s.workerAnonMb)})  heap ${mb(s.heapUsedMb)}/${mb(s.heapTotalMb)} MB  external ${mb(s.externalMb)} MB  load ${loadavg()[0]!.toFixed(1)}`,
      );
    };
    await sample();
    const sampler = setInterval(() => void sample(), SAMPLE_MS);
    const statuses = new Map<string, Map<number, number>>();
    const quietEnds: Sample[] = [];
    const floodEnds: Sample[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        phase = `flood ${round}`;
        await Promise.all(
          running.map((f) =>
            runLoad({
              origin,
              clients: f.clients,
              durationMs: ROUND_MS,
              next: () => f.next(Math.floor(Math.random() * 1e9)),
              check: (status) => {
                const m = statuses.get(f.name) ?? new Map<number, number>();
                m.set(status, (m.get(status) ?? 0) + 1);
                statuses.set(f.name, m);
                return true;
              },
            }),
          ),
        );
        await sample();
        floodEnds.push(samples.at(-1)!);
        phase = `quiet ${round}`;
        await new Promise((r) => setTimeout(r, QUIET_MS));
        await sample();
        quietEnds.push(samples.at(-1)!);
      }
    } finally {
      clearInterval(sampler);
    }

    const first = samples[0]!;
    const peak = samples.reduce((a, b) => (b.treeMb > a.treeMb ? b : a));
    const every = Math.max(1, Math.round(15_000 / SAMPLE_MS));
    const shown = samples.filter((s, i) => i % every === 0 || floodEnds.includes(s) || quietEnds.includes(s));
    const table = [
      '| time s | phase | tree RSS MB | tree PSS MB | supervisor RSS MB | worker RSS MB | worker anonymous MB | worker heap used / total MB | external MB |',
      '| --: | --- | --: | --: | --: | --: | --: | --: | --: |',
      ...shown.map(
        (s) =>
          `| ${s.atS.toFixed(0)} | ${s.phase} | ${mb(s.treeMb)} | ${mb(s.treePssMb)} | ${mb(s.supervisorMb)} | ${mb(s.workerMb)} | ${mb(s.workerAnonMb)} | ${mb(s.heapUsedMb)} / ${mb(s.heapTotalMb)} | ${mb(s.externalMb)} |`,
      ),
    ].join('\n');
    const requests = [...statuses]
      .map(
        ([name, m]) =>
          `${name}: ${[...m]
            .sort((a, b) => a[0] - b[0])
            .map(([status, n]) => `${n} × ${status}`)
            .join(', ')}`,
      )
      .join('; ');
    const summary =
      `Tree RSS ${mb(first.treeMb)} MB after start (worker ${mb(first.workerMb)} MB), peak ${mb(peak.treeMb)} MB ` +
      `(worker ${mb(peak.workerMb)} MB) at ${peak.atS.toFixed(0)} s; after each quiet spell: ` +
      quietEnds
        .map(
          (s, i) =>
            `round ${i + 1} **${mb(s.treeMb)} MB** (PSS ${mb(s.treePssMb)} MB; worker ${mb(s.workerMb)} MB)`,
        )
        .join(', ') +
      ` (target ≤ 400 MB at the end of each). Requests answered: ${requests}.`;
    const tail = samples.at(-1)!;
    const others = tail.treeMb - tail.supervisorMb - tail.workerMb;
    const parts = `At the end: npm and its shell ${mb(others)} MB, the supervisor ${mb(tail.supervisorMb)} MB, the worker ${mb(tail.workerMb)} MB.`;
    console.log(`\n${table}\n\n${summary} ${parts}`);
    if (process.env.BENCH_NO_WRITE !== '1') {
      await writeBlock(
        'bench:soak',
        [
          `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:soak\` (${ROUNDS} rounds of ${ROUND_MS / 1000} s of floods, each followed by ${QUIET_MS / 1000} s of quiet; ${MEMORY_STORE ? 'memory store' : 'Redis'}).`,
          `Machine: ${machine}.`,
          '',
          table,
          '',
          `${summary} ${parts}`,
        ].join('\n'),
      );
      console.log('\nwritten to docs/performance.md');
    }
  } finally {
    await stopTree(gateway?.pid);
    await stopProcess(double);
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
