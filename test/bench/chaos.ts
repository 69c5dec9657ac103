// Chaos bench (`npm run bench:load -- --mode=chaos`): faults as well as attacks. Two production gateway
// instances (each its supervisor and one worker) on one real Redis, the REST double in this process; simulated
// students take a quiz, alternating between the instances and retrying as the web client's answer outbox does
// (web/src/features/quiz-attempts/answer-outbox.ts: the same backoff, the same permanent codes), while:
//   - the double answers a few percent of calls with 503, and a few past the gateway's upstream time-out;
//   - a worker of instance A is killed with SIGKILL (its supervisor replaces it);
//   - instance B is killed with SIGKILL (supervisor and worker) and started again, as systemd would;
//   - Redis is killed and started again (empty: nothing persisted).
// It reports lost answers (confirmed by the gateway, missing at the double: must be 0), failed students, 5xx, and
// how long each fault took to heal. Bounded in count and time; everything on 127.0.0.1. It reports; it never fails
// on time.
//   npm run bench:load -- --mode=chaos [--students=60] [--concurrency=20] [--spread-ms=32000] [--budget-ms=120000]
// (it builds the gateway first and runs gateway/dist/index.js, as `npm start` does)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { retryDelayMs } from '../../web/src/features/quiz-attempts/transient-error';
import { freePort, gatewayWorkersOf, ROOT, stopProcess, waitForUrl } from '../support/processes';
import { startRedis, type RedisServer } from '../support/redis';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import {
  CATALOGUE,
  createStudents,
  FINALIZE,
  LOGIN,
  type Question,
  SAVE,
  START,
  storedAnswerMatches,
} from './quiz-students';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const STUDENTS = arg('students', 60);
const CONCURRENCY = arg('concurrency', 20);
const BUDGET_MS = arg('budget-ms', 120_000);
/** Over how long the students arrive: the faults below happen within the first ~30 s. */
const SPREAD_MS = arg('spread-ms', 32_000);
const UPSTREAM_TIMEOUT_MS = 2000;
const METRICS_TOKEN = 'chaos-bench-metrics-token-0123456789';
/** The same codes the web outbox gives up on (transient-error.ts); everything else is retried. */
const PERMANENT = new Set([
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);

const stats = {
  requests: 0,
  http5xx: 0,
  connectionErrors: 0,
  retries: 0,
  codes: {} as Record<string, number>,
  /** Per retried call: from its first failure to its success. */
  healedAfterMs: [] as number[],
};
const heal: Record<string, number | string> = {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
}

/** An instance as `npm start` runs it in production: the compiled gateway on plain Node (supervisor + worker). */
function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['gateway/dist/index.js'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return { name, port, url: `http://127.0.0.1:${port}`, child };
}

/** The gateway worker under an instance's supervisor. */
const workerOf = (instance: Instance): number | undefined => gatewayWorkersOf(instance.child.pid!)[0];

async function until(probe: () => Promise<boolean>, deadlineMs = 60_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < deadlineMs) {
    if (await probe().catch(() => false)) return Math.round(performance.now() - start);
    await sleep(50);
  }
  return -1;
}

const healthy = async (i: Instance) =>
  (await fetch(`${i.url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
const storeUp = async (i: Instance) =>
  /^learnify_store_up 1$/m.test(
    await (
      await fetch(`${i.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        signal: AbortSignal.timeout(1000),
      })
    ).text(),
  );

type Outcome = { ok: true; data: Record<string, unknown> } | { ok: false; permanent: boolean; code: string };

/** One GraphQL call to one instance; what the outbox would make of the answer. */
async function call(origin: string, query: string, variables: unknown, token?: string): Promise<Outcome> {
  stats.requests += 1;
  let res: Response;
  try {
    res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    stats.connectionErrors += 1;
    return { ok: false, permanent: false, code: 'NETWORK' };
  }
  if (res.status >= 500) stats.http5xx += 1;
  let body: { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    return { ok: false, permanent: false, code: `HTTP_${res.status}` };
  }
  const code = body.errors?.[0]?.extensions?.code;
  if (code) {
    stats.codes[code] = (stats.codes[code] ?? 0) + 1;
    return { ok: false, permanent: PERMANENT.has(code), code };
  }
  return { ok: true, data: body.data ?? {} };
}

interface Given {
  attemptId: string;
  answers: Map<string, Record<string, unknown>>;
}

/** A student: sign in, start, save every answer, finalize; every call retried with the outbox's backoff. */
async function student(
  origins: string[],
  username: string,
  password: string,
  quizId: string,
  deadline: number,
) {
  let turn = 0;
  const next = () => origins[turn++ % origins.length]!;
  let token: string | undefined;
  // The call, retried until it succeeds, fails for good, or the student's time is up.
  const retried = async (query: string, vars: () => unknown, auth: boolean): Promise<Outcome> => {
    let failures = 0;
    let firstFailure = 0;
    for (;;) {
      if (auth && !token) await signIn();
      const outcome = await call(next(), query, vars(), auth ? token : undefined);
      if (outcome.ok || outcome.permanent || performance.now() > deadline) {
        if (outcome.ok && failures > 0)
          stats.healedAfterMs.push(Math.round(performance.now() - firstFailure));
        return outcome;
      }
      if (outcome.code === 'UNAUTHENTICATED') token = undefined; // the app signs in again; the outbox keeps the answer
      if (failures === 0) firstFailure = performance.now();
      failures += 1;
      stats.retries += 1;
      await sleep(retryDelayMs(failures));
    }
  };
  const signIn = async () => {
    const login = await retried(
      LOGIN,
      () => ({ input: { username, password, tokenDelivery: 'BEARER' } }),
      false,
    );
    const data = login.ok
      ? (login.data.login as { session?: { tokens: { accessToken: string } } })
      : undefined;
    token = data?.session?.tokens.accessToken;
    if (!token) throw new Error(`${username} could not sign in`);
  };

  const started = await retried(START, () => ({ input: { quizId } }), true);
  const attempt = started.ok
    ? (started.data.startQuiz as { attempt?: { attemptId: string; questions: Question[] } }).attempt
    : undefined;
  if (!attempt) throw new Error(`${username} could not start the quiz`);
  const given: Given = { attemptId: attempt.attemptId, answers: new Map() };
  for (const q of attempt.questions) {
    const input: Record<string, unknown> = {
      attemptId: attempt.attemptId,
      questionId: q.id,
      questionType: q.type,
    };
    if (q.type === 'SCQ') input.selected = q.options[0];
    if (q.type === 'MCQ') input.selectedOptions = q.options.slice(0, 2);
    if (q.type === 'FIB') input.blanks = q.blanks.map((label) => ({ label, value: `${username}-${label}` }));
    const saved = await retried(SAVE, () => ({ input }), true);
    const payload = saved.ok ? (saved.data.saveAnswer as { errors: unknown[] }) : undefined;
    if (payload && payload.errors.length === 0) given.answers.set(q.id, input);
    else throw new Error(`${username}: an answer was not confirmed (${saved.ok ? 'refused' : saved.code})`);
  }
  await retried(FINALIZE, () => ({ input: { attemptId: attempt.attemptId, durationSeconds: 60 } }), true);
  return given;
}

/** The faults, at fixed moments of the run; each records how long it took to heal. */
async function injectFaults(
  a: Instance,
  bRef: { b: Instance },
  redis: RedisServer,
  env: Record<string, string>,
) {
  await sleep(4000);
  const worker = workerOf(a);
  if (worker) {
    process.kill(worker, 'SIGKILL');
    // Healed: A answers again from a new worker (its supervisor started one).
    heal.workerKilledOnA_ms = await until(async () => {
      const now = workerOf(a);
      return now !== undefined && now !== worker && (await healthy(a));
    });
  }

  await sleep(4000);
  const b = bRef.b;
  b.child.kill('SIGKILL');
  const killedAt = performance.now();
  await new Promise((r) => b.child.once('exit', r));
  await sleep(2000); // as systemd's RestartSec would
  bRef.b = startInstance('B', b.port, env);
  const restarted = await until(() => healthy(bRef.b));
  heal.instanceBKilledAndRestarted_ms = restarted < 0 ? 'never' : Math.round(performance.now() - killedAt);

  await sleep(4000);
  await redis.kill();
  // Seen as down (learnify_store_up 0 on both), then, once it is back, as up again on both.
  heal.redisOutageSeenAfter_ms = await until(
    async () => !(await storeUp(a)) && !(await storeUp(bRef.b)),
    10_000,
  );
  await sleep(2000);
  await redis.restart();
  const restartedAt = performance.now();
  const reconnected = await until(async () => (await storeUp(a)) && (await storeUp(bRef.b)));
  heal.redisReconnectedAfterRestart_ms =
    reconnected < 0 ? 'never' : Math.round(performance.now() - restartedAt);
}

export async function runChaos(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build:gateway'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build:gateway failed');
  const redis = await startRedis();
  const double: UpstreamDouble = await startUpstreamDouble({ seed: 'demo', port: 0 });
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    UPSTREAM_URL: double.url,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    REDIS_URL: redis.url,
    SESSION_SECRET: 'chaos-bench-only-secret-chaos-bench-only-secret',
    METRICS_TOKEN,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/learnify-chaos-web',
    PUBLIC_CACHE_TTL_MS: '0',
    RATE_LIMIT_LOGIN_PER_IP: '0',
    RATE_LIMIT_LOGIN_PER_USERNAME: '0',
    RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: '0',
  };
  const a = startInstance('A', await freePort(), env);
  const ref = { b: startInstance('B', await freePort(), env) };
  const stopAll = async () => {
    await Promise.all([stopProcess(a.child), stopProcess(ref.b.child)]);
    await double.close();
    await redis.stop();
  };
  try {
    await waitForUrl(`${a.url}/healthz`, a.child);
    await waitForUrl(`${ref.b.url}/healthz`, ref.b.child);
    const catalogue = await call(a.url, CATALOGUE, {});
    if (!catalogue.ok) throw new Error(`catalogue: ${catalogue.code}`);
    const quizByGrade = new Map<string, string>();
    for (const g of catalogue.data.catalogue as Array<{
      id: string;
      subjects: Array<{ chapters: Array<{ quizzes: Array<{ id: string }> }> }>;
    }>) {
      const quiz = g.subjects.flatMap((s) => s.chapters.flatMap((c) => c.quizzes))[0];
      if (quiz) quizByGrade.set(g.id, quiz.id);
    }
    const password = 'Chaos#test1';
    const students = await createStudents(double, 'chaos', STUDENTS, password, [...quizByGrade.keys()]);

    // Upstream faults for the whole run: 3 % answered 503, 2 % answered after the gateway's time-out.
    double.faults.add({ probability: 0.03, status: 503, body: { detail: 'Service unavailable' } });
    double.faults.add({ probability: 0.02, delayMs: UPSTREAM_TIMEOUT_MS + 500 });
    stats.requests = 0;
    const t0 = performance.now();
    const deadline = t0 + BUDGET_MS;
    const faults = injectFaults(a, ref, redis, env);
    const outcomes: Given[] = [];
    const failures: string[] = [];
    let nextStudent = 0;
    const lane = async () => {
      while (nextStudent < students.length) {
        const s = students[nextStudent++]!;
        try {
          outcomes.push(
            await student([a.url, ref.b.url], s.username, password, quizByGrade.get(s.grade)!, deadline),
          );
        } catch (err) {
          failures.push(String(err instanceof Error ? err.message : err));
        }
        // Students arrive over the whole fault schedule, so every fault meets some of them.
        await sleep((SPREAD_MS * CONCURRENCY) / STUDENTS);
      }
    };
    // Later students use whatever B is now (a restarted B has a new process, same port and URL).
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    await faults;
    double.faults.clear();

    const confirmed = outcomes.reduce((n, o) => n + o.answers.size, 0);
    let lost = 0;
    for (const o of outcomes) {
      const stored = new Map(
        (double.admin.answersOf(Number(o.attemptId)) ?? []).map((x) => [String(x.question_id), x]),
      );
      for (const [qid, input] of o.answers) if (!storedAnswerMatches(stored.get(qid), input)) lost += 1;
    }
    const sorted = [...stats.healedAfterMs].sort((x, y) => x - y);
    console.log(
      JSON.stringify(
        {
          mode: 'chaos: two production gateway instances (supervisor + 1 worker each) on one Redis',
          students: STUDENTS,
          concurrency: CONCURRENCY,
          seconds: Math.round((performance.now() - t0) / 100) / 10,
          completed: outcomes.length,
          failedStudents: failures.length,
          answersConfirmed: confirmed,
          lostAnswers: lost,
          requests: stats.requests,
          http5xx: stats.http5xx,
          connectionErrors: stats.connectionErrors,
          retries: stats.retries,
          errorCodes: stats.codes,
          upstreamFaults: '3 % 503, 2 % delayed past the 2 s time-out',
          heal: {
            ...heal,
            retriedCallsHealed: sorted.length,
            retriedCallHealedAfterMs: {
              p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
              p90: sorted[Math.floor(sorted.length * 0.9)] ?? 0,
              max: sorted.at(-1) ?? 0,
            },
          },
          firstFailures: failures.slice(0, 3),
          machine: `${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, ${os.platform()} ${os.release()}`,
          node: process.version,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopAll();
  }
}
