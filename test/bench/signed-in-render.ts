// `npm run bench:render`: what a signed-in page rendered by the gateway costs, and what it does to saves.
// The gateway runs as production runs it (`gateway/dist`, its worker pinned to its own CPU where there are two)
// over the REST double (demo seed), serving the built web app (`npm run build:web` first). Reports:
// - the worker's CPU, the bytes sent (brotli, as a phone asks) and the upstream calls per render of ayesha's
//   home, history and subject performance, once the render's code is warm (`--warm-up=N` requests of each page
//   first, 300 by default), and her home's cost just after the start;
// - a flood: ayesha's home on 8 connections for 15 s, and another child's home (bilal's) p50 beside it against
//   its quiet value;
// - save-answer throughput at 50 clients alone, then in a mix of one home load per 20 saves, against the drop
//   the renders' share of the worker's CPU predicts.
// `--only=pages [--path=/x]` measures one page (the home by default) and stops (with BENCH_CPU_PROF=<dir>: a
// profile of that page's renders; `tsx test/bench/cpu-profile-summary.ts <file>` summarises it).
// It reports figures (docs/performance.md); it never fails on time.
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { join } from 'node:path';
import { cpuMs } from './cpu';
import { runLoad, summarize as summaryOf, type Req } from './load';
import { gqlOk, gqlPersisted } from './operations';
import { machineLine, writeBlock } from './report';
import { grade3DrillQuiz } from './scenarios';
import { startBenchStack, type BenchStack } from './stack';
import { GqlClient } from '../gateway/support';
import { ROOT } from '../support/processes';
import { STYLESHEET_COOKIE } from '../../web/src/server-render-contract';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RENDERS = arg('renders', 100);
const CLIENTS = arg('clients', 50);
const DURATION_MS = arg('duration-ms', 10_000);
const SAVES_PER_HOME = 20;
const ROUNDS = arg('rounds', 3);
/** RENDER_DEADLINE_MS for the run: the production default unless given. */
const DEADLINE_MS = process.argv.find((a) => a.startsWith('--deadline-ms='))?.split('=')[1];
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const FLOOD_CONNECTIONS = 8;
const PUBLIC_TTL_MS = 600_000;
const FLOOD_MS = arg('flood-ms', 15_000);
const SECOND_CHILD = 'bilal';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** One SCQ answer of an open attempt of ayesha's, saved over and over (an upsert upstream). */
async function saveRequest(s: BenchStack): Promise<Req> {
  const quizId = await grade3DrillQuiz(s);
  const res = await fetch(`${s.directOrigin}${s.apiPrefix}quiz/start/${quizId}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.token}` },
  });
  const attempt = (await res.json()) as {
    attempt_id: number;
    questions: Array<{ question_id: string; type: string; options?: string[] }>;
  };
  const q = attempt.questions.find((x) => x.type === 'scq');
  if (!q?.options?.[0]) throw new Error('bench: no SCQ question in the drill quiz');
  return gqlPersisted({ cookie: s.cookie }, 'AttemptQuizSaveAnswer', {
    input: {
      attemptId: String(attempt.attempt_id),
      questionId: q.question_id,
      questionType: 'SCQ',
      selected: q.options[0],
    },
  });
}

/**
 * The stylesheet cookie a browser sends once it has loaded any rendered page with JavaScript (the app fetches the
 * stylesheet and names it): her pages then link it rather than carry it inline. Absent on a first visit.
 */
let heldStylesheet: string | undefined;
function stylesheetCookie(): string {
  if (heldStylesheet !== undefined) return heldStylesheet;
  const name = /href="\/assets\/(style-[\w-]+\.css)"/.exec(
    readFileSync(join(ROOT, 'web/dist/index.html'), 'utf8'),
  )?.[1];
  heldStylesheet = name ? `; ${STYLESHEET_COOKIE}=${name}` : '';
  return heldStylesheet;
}

const page = (cookie: string | undefined, path: string): Req => ({
  method: 'GET',
  path,
  headers: { ...(cookie ? { cookie } : {}), accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
});

/** A rendered page is marked private (hers) or varies by cookie (a visitor's); the shell is neither. */
const renderedBy = (headers: Record<string, string | string[] | undefined>, signedIn: boolean) =>
  signedIn
    ? headers['cache-control'] === 'private, no-store'
    : /\bCookie\b/.test(String(headers['vary'] ?? ''));

const isRendered = async (s: BenchStack, req: Req) => {
  const res = await fetch(`${s.gatewayOrigin}${req.path}`, {
    headers: { ...req.headers, 'accept-encoding': 'identity' },
  });
  return (await res.text()).includes('data-ssr');
};

/**
 * Until the page comes rendered: the first renders after start (module load, compilation) may miss the render
 * deadline, after which the gateway sends the shell for a few seconds.
 */
async function warm(s: BenchStack, req: Req) {
  for (let i = 0; i < 30 && !(await isRendered(s, req)); i++) await new Promise((r) => setTimeout(r, 1000));
}

interface PageCost {
  cpuMs: number;
  rendered: string;
  /** Median bytes on the wire (brotli). */
  bytes: number;
  upstreamCalls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** How many alternating rounds the pages are measured in (added up per page). */
const PAGE_ROUNDS = 4;

/**
 * Requests of each page before its measure. The render's code (React's server renderer, the screens, GraphQL
 * execution) reaches V8's optimising tiers only after a few hundred renders: its first hundred after a start cost
 * up to twice the steady figure (reported apart).
 */
const WARM_UP_PER_PAGE = arg('warm-up', 300);

/**
 * The worker's CPU, bytes sent and upstream calls per request of each of `reqs`, sent one at a time after a
 * warm-up, in alternating rounds added up per page: a drift of the machine, or the worker's own work between
 * requests (a collection), weighs on every page alike rather than on whichever was measured then.
 */
async function cpuPer(s: BenchStack, reqs: Req[], n: number, warmUp = WARM_UP_PER_PAGE): Promise<PageCost[]> {
  const totals = reqs.map(() => ({ cpu: 0, requests: 0, rendered: 0, calls: 0, sizes: [] as number[] }));
  for (const req of reqs) {
    await warm(s, req);
    for (let i = 0; i < warmUp; i++) await fetch(`${s.gatewayOrigin}${req.path}`, { headers: req.headers });
  }
  for (let round = 0; round < PAGE_ROUNDS; round++)
    for (const [i, req] of reqs.entries()) {
      const total = totals[i]!;
      const calls = await s.double.countRequests();
      const before = cpuMs(s.pids.gateway) ?? Number.NaN;
      const run = await runLoad({
        origin: s.gatewayOrigin,
        clients: 1,
        durationMs: 120_000,
        maxRequests: Math.ceil(n / PAGE_ROUNDS),
        next: () => req,
        check: (status, body, headers) => {
          if (renderedBy(headers, req.headers['cookie']?.includes('learnify_session') ?? false))
            total.rendered++;
          total.sizes.push(Number(headers['content-length'] ?? Buffer.byteLength(body, 'latin1')));
          return status === 200 && body.length > 0;
        },
      });
      total.cpu += (cpuMs(s.pids.gateway) ?? Number.NaN) - before;
      total.requests += run.requests;
      total.calls += (await s.double.countRequests()) - calls;
    }
  return totals.map((t) => ({
    cpuMs: t.cpu / t.requests,
    rendered: `${t.rendered} of ${t.requests}`,
    bytes: median(t.sizes),
    upstreamCalls: t.calls / t.requests,
  }));
}

/** A child's session cookie, signed in as the web app does. */
async function cookieOf(s: BenchStack, username: string) {
  const client = new GqlClient(s.gatewayOrigin);
  await client.login(username);
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Another child's home, one request at a time, while (or not) one account floods its own home on 8 connections:
 * the other child's p50 and p90, and what the flood got.
 */
async function flood(s: BenchStack, other: string, flooding: boolean) {
  const stop = performance.now() + FLOOD_MS;
  let floodRendered = 0;
  const floodRun = flooding
    ? runLoad({
        origin: s.gatewayOrigin,
        clients: FLOOD_CONNECTIONS,
        durationMs: FLOOD_MS,
        next: () => page(s.cookie + stylesheetCookie(), '/'),
        check: (status, _body, headers) => {
          if (renderedBy(headers, true)) floodRendered++;
          return status === 200;
        },
      })
    : null;
  // His home, one request at a time; a shell (a render not waited for) is counted apart: it is not his home.
  const pool = new Pool(s.gatewayOrigin, { connections: 1 });
  const times: number[] = [];
  let requests = 0;
  const cpu = cpuMs(s.pids.gateway) ?? Number.NaN;
  while (performance.now() < stop) {
    const req = page(other + stylesheetCookie(), '/');
    const t0 = performance.now();
    const res = await pool.request({ method: 'GET', path: req.path, headers: req.headers });
    await res.body.arrayBuffer();
    requests++;
    if (res.statusCode === 200 && renderedBy(res.headers, true)) times.push(performance.now() - t0);
  }
  await pool.close();
  const flooded = await floodRun;
  const sorted = times.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.floor(sorted.length * p)] ?? Number.NaN;
  return {
    p50: pct(0.5),
    p90: pct(0.9),
    requests,
    rendered: sorted.length,
    flood: flooded ? { requests: flooded.requests, rendered: floodRendered, p50: flooded.p50 } : null,
    cpuMsPerS: ((cpuMs(s.pids.gateway) ?? Number.NaN) - cpu) / (FLOOD_MS / 1000),
  };
}

async function main() {
  const dist = join(ROOT, 'web/dist');
  if (
    !existsSync(join(ROOT, 'web/dist-ssr/entry-server.js')) ||
    !existsSync(join(ROOT, 'gateway/dist/index.js'))
  )
    throw new Error('build first: npm run build:gateway && npm run build:web');
  const machine = machineLine(['react', '@apollo/client', '@apollo/server']);
  const s = await startBenchStack({
    layout: 'processes',
    pin: true,
    webDistDir: dist,
    nodeEnv: 'production',
    env: {
      // Public pages and kept parts are made again every PUBLIC_CACHE_TTL_MS (30 s by default): a refresh landing
      // in one page's window would weigh on that page alone. Their cost is their own, not a request's.
      PUBLIC_CACHE_TTL_MS: String(PUBLIC_TTL_MS),
      ...(DEADLINE_MS ? { RENDER_DEADLINE_MS: DEADLINE_MS } : {}),
    },
  });
  try {
    // --only=pages: the home alone, or the path --path= names.
    const only = process.argv.find((a) => a.startsWith('--path='))?.split('=')[1] ?? '/';
    const paths = ONLY === 'pages' ? [only] : ['/', '/student/quiz-history', '/student/assessment'];
    // A returning browser (it holds the stylesheet), her very first page (the stylesheet inline), a visitor.
    const held = s.cookie + stylesheetCookie();
    const rows = [
      ...paths.map((path) => ({ name: `\`${path}\`, signed in`, req: page(held, path) })),
      // --only=pages (a profile of one page's renders) measures that page alone.
      ...(ONLY === 'pages'
        ? []
        : [
            { name: '`/`, signed in, first visit (stylesheet inline)', req: page(s.cookie, '/') },
            { name: '`/`, visitor (kept page)', req: page(undefined, '/') },
          ]),
    ];
    // Her home just after the start: its first requests once it comes rendered, no warm-up.
    const [justStarted] = await cpuPer(s, [rows[0]!.req], RENDERS, 0);
    const costs = await cpuPer(
      s,
      rows.map((r) => r.req),
      RENDERS,
    );
    const renders = rows.map((r, i) => ({ name: r.name, ...costs[i]! }));
    const pageLines = [
      `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:render\`. Machine: ${machine}; ${s.cpuLayout}. RENDER_DEADLINE_MS=${DEADLINE_MS ?? 'default (300)'}, PUBLIC_CACHE_TTL_MS=${PUBLIC_TTL_MS} (no refresh of kept pages and parts during the run).`,
      '',
      `**Per page** (${RENDERS} requests each, one at a time after ${WARM_UP_PER_PAGE} of warm-up, in ${PAGE_ROUNDS} alternating rounds added up; brotli as a phone asks; ayesha's session cookie, rendered per request, with the stylesheet cookie a browser sends once the app has run, except on the first-visit row; upstream calls counted at the double):`,
      '',
      '| page | worker CPU per request (ms) | bytes sent (KB) | upstream calls per request | rendered (not the shell) |',
      '| --- | --: | --: | --: | --- |',
      ...renders.map(
        (r) =>
          `| ${r.name} | ${fmt(r.cpuMs, 2)} | ${fmt(r.bytes / 1024)} | ${fmt(r.upstreamCalls, 2)} | ${r.rendered} |`,
      ),
      '',
      `Just after a start (her home's first ${RENDERS} requests once it came rendered, before any warm-up): ${fmt(justStarted!.cpuMs, 2)} ms of worker CPU per request (${justStarted!.rendered} rendered).`,
    ];
    if (ONLY === 'pages') {
      console.log(pageLines.join('\n'));
      return;
    }

    const other = await cookieOf(s, SECOND_CHILD);
    await warm(s, page(other, '/'));
    const quiet = await flood(s, other, false);
    const flooded = await flood(s, other, true);
    const floodLines = [
      `**Flood** (ayesha's home on ${FLOOD_CONNECTIONS} connections for ${FLOOD_MS / 1000} s; ${SECOND_CHILD}'s home one request at a time beside it, and alone for as long; his times are those of his rendered home, a shell is counted apart):`,
      '',
      `| run | ${SECOND_CHILD}'s home p50 (ms, rendered) | p90 (ms) | his requests (rendered) | flood requests (rendered) | flood p50 (ms) | worker CPU (ms/s) |`,
      '| --- | --: | --: | --: | --: | --: | --: |',
      ...(
        [
          ['quiet', quiet],
          ['flooded', flooded],
        ] as const
      ).map(
        ([name, r]) =>
          `| ${name} | ${fmt(r.p50)} | ${fmt(r.p90)} | ${r.requests} (${r.rendered}) | ${r.flood ? `${r.flood.requests} (${r.flood.rendered})` : '–'} | ${r.flood ? fmt(r.flood.p50) : '–'} | ${fmt(r.cpuMsPerS, 0)} |`,
      ),
      '',
      `${SECOND_CHILD}'s home p50 under the flood is ${fmt(flooded.p50 / quiet.p50, 2)}× its quiet value (target ≤ 3×).`,
    ];

    const save = await saveRequest(s);
    const saveOk = gqlOk((d) => (d['saveAnswer'] as { status: string }).status === 'SAVED');
    const homeOk = (status: number, body: string) => status === 200 && body.length > 0;
    // Saves alone, then the mix; units are counted by kind through the index the generator hands out.
    const measure = async (mixed: boolean) => {
      let saves = 0;
      let homes = 0;
      let rendered = 0;
      const before = cpuMs(s.pids.gateway) ?? Number.NaN;
      const run = await runLoad({
        origin: s.gatewayOrigin,
        clients: CLIENTS,
        durationMs: DURATION_MS,
        next: (i) => {
          const home = mixed && i % (SAVES_PER_HOME + 1) === SAVES_PER_HOME;
          if (home) homes++;
          else saves++;
          return home ? page(s.cookie + stylesheetCookie(), '/') : save;
        },
        check: (status, body, headers) => {
          if (body.startsWith('{')) return saveOk(status, body);
          // The body is brotli as sent; a rendered page is the one marked private (the shell is `no-cache`).
          if (headers['cache-control'] === 'private, no-store') rendered++;
          return homeOk(status, body);
        },
      });
      const cpu = (cpuMs(s.pids.gateway) ?? Number.NaN) - before;
      const seconds = run.elapsedMs / 1000;
      return { run, saves, homes, rendered, cpu, seconds };
    };
    await measure(false); // warm-up
    await warm(s, page(s.cookie, '/'));
    // Alternating rounds, added up: the machine's other load drifts during a run.
    const rounds: Array<[Awaited<ReturnType<typeof measure>>, Awaited<ReturnType<typeof measure>>]> = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push([await measure(false), await measure(true)]);
    const total = (k: 0 | 1) => {
      const rs = rounds.map((r) => r[k]);
      const sum = (f: (m: (typeof rs)[number]) => number) => rs.reduce((n, m) => n + f(m), 0);
      const seconds = sum((m) => m.seconds);
      const all = rs.flatMap((m) => m.run.latencies);
      return {
        ...summaryOf(
          all,
          seconds,
          sum((m) => m.run.errors),
        ),
        saves: sum((m) => m.saves),
        homes: sum((m) => m.homes),
        rendered: sum((m) => m.rendered),
        cpu: sum((m) => m.cpu),
        seconds,
        savesPerS: sum((m) => m.saves) / seconds,
      };
    };
    const alone = total(0);
    const mix = total(1);
    const homeCpu = renders[0]!.cpuMs;
    const renderShare = (mix.rendered * homeCpu) / mix.cpu;
    const drop = 1 - mix.savesPerS / alone.savesPerS;
    const lines = [
      ...pageLines,
      '',
      ...floodLines,
      '',
      `**Saves with home loads mixed in** (${CLIENTS} clients, cookie session; ${ROUNDS} alternating rounds of ${DURATION_MS / 1000} s each, added up; mix: one home load per ${SAVES_PER_HOME} saves):`,
      '',
      '| run | saves/s | home loads (rendered) | errors | p50 (ms) | p99 (ms) | worker CPU (ms/s) |',
      '| --- | --: | --: | --: | --: | --: | --: |',
      ...(
        [
          ['saves alone', alone],
          ['mix', mix],
        ] as const
      ).map(
        ([name, r]) =>
          `| ${name} | ${fmt(r.savesPerS)} | ${r.homes} (${r.rendered}) | ${r.errors} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.cpu / r.seconds, 0)} |`,
      ),
      '',
      `Save throughput in the mix is ${fmt(drop * 100)} % below saves alone; the home renders' share of the worker's CPU in the mix is ${fmt(renderShare * 100)} % (${mix.rendered} renders × ${fmt(homeCpu, 2)} ms of ${fmt(mix.cpu, 0)} ms). ${drop <= renderShare + 0.03 ? 'Within the renders\u2019 share (3 points of noise allowed).' : 'More than the renders\u2019 share.'} The drop is what ${fmt((drop * mix.cpu) / mix.rendered)} ms per rendered home would take: a render among saves costs more than one alone, and the shells sent meanwhile are not counted in the share.`,
    ];
    await writeBlock('bench:render', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await s.close();
  }
}

await main();
