// `npm run bench:render`: what a signed-in page rendered by the gateway costs, and what it does to saves.
// The gateway runs as production runs it (`gateway/dist`, its worker pinned to its own CPU where there are two)
// over the REST double (demo seed), serving the built web app (`npm run build:web` first). Reports:
// - the worker's CPU per render of ayesha's home, history and subject performance (brotli, as a phone asks);
// - save-answer throughput at 50 clients alone, then in a mix of one home load per 20 saves, against the drop
//   the renders' share of the worker's CPU predicts.
// It reports figures (docs/performance.md); it never fails on time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cpuMs } from './cpu';
import { runLoad, summarize as summaryOf, type Req } from './load';
import { gqlOk, gqlPersisted } from './operations';
import { machineLine, writeBlock } from './report';
import { grade3DrillQuiz } from './scenarios';
import { startBenchStack, type BenchStack } from './stack';
import { ROOT } from '../support/processes';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RENDERS = arg('renders', 100);
const CLIENTS = arg('clients', 50);
const DURATION_MS = arg('duration-ms', 10_000);
const SAVES_PER_HOME = 20;
const ROUNDS = arg('rounds', 3);
const DEADLINE_MS = arg('deadline-ms', 5000);

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

const page = (s: BenchStack, path: string): Req => ({
  method: 'GET',
  path,
  headers: { cookie: s.cookie, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
});

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

/** The worker's CPU per request of `req`, sent one at a time after a warm-up. */
async function cpuPer(s: BenchStack, req: Req, n: number): Promise<{ cpuMs: number; rendered: string }> {
  let rendered = 0;
  const check = (status: number, body: string, headers: Record<string, string | string[] | undefined>) => {
    if (headers['cache-control'] !== 'no-cache' || req.headers['cookie'] === undefined) rendered++;
    return status === 200 && body.length > 0;
  };
  await warm(s, req);
  const before = cpuMs(s.pids.gateway) ?? Number.NaN;
  const run = await runLoad({
    origin: s.gatewayOrigin,
    clients: 1,
    durationMs: 120_000,
    maxRequests: n,
    next: () => req,
    check,
  });
  const after = cpuMs(s.pids.gateway) ?? Number.NaN;
  return { cpuMs: (after - before) / run.requests, rendered: `${rendered} of ${run.requests}` };
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
  });
  try {
    const paths = ['/', '/student/quiz-history', '/student/assessment'];
    const renders = [];
    for (const path of paths) renders.push({ path, ...(await cpuPer(s, page(s, path), RENDERS)) });
    const visitor = await cpuPer(
      s,
      { ...page(s, '/'), headers: { accept: 'text/html', 'accept-encoding': 'br' } },
      RENDERS,
    );

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
          return home ? page(s, '/') : save;
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
    await warm(s, page(s, '/'));
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
      `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:render\`. Machine: ${machine}; ${s.cpuLayout}. RENDER_DEADLINE_MS=${DEADLINE_MS} (renders measured, not the deadline).`,
      '',
      `**Worker CPU per page** (${RENDERS} requests one at a time after 10 of warm-up, brotli; ayesha's session cookie, rendered per request):`,
      '',
      '| page | CPU per request (ms) | rendered (not the shell) |',
      '| --- | --: | --- |',
      ...renders.map((r) => `| \`${r.path}\`, signed in | ${fmt(r.cpuMs, 2)} | ${r.rendered} |`),
      `| \`/\`, visitor (cached page) | ${fmt(visitor.cpuMs, 2)} | ${visitor.rendered} |`,
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
      `Save throughput in the mix is ${fmt(drop * 100)} % below saves alone; the home renders' share of the worker's CPU in the mix is ${fmt(renderShare * 100)} % (${mix.rendered} renders × ${fmt(homeCpu, 2)} ms of ${fmt(mix.cpu, 0)} ms). ${drop <= renderShare + 0.03 ? 'Within the renders\u2019 share (3 points of noise allowed).' : 'More than the renders\u2019 share.'}`,
    ];
    await writeBlock('bench:render', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await s.close();
  }
}

await main();
