// Load benchmark (`npm run bench:load`): several hundred simulated students take a quiz through the gateway —
// sign in (bearer), start, save every answer, finalize — against the REST double (zero delay), both in this
// process on 127.0.0.1. Reports requests, lost answers (compared with the double), 5xx, p50/p99 and RSS over
// two rounds (memory should stay flat). It REPORTS; it never fails on time.
//   npm run bench:load -- --students=300 --concurrency=50
//   npm run bench:load -- --mode=two-instances   two gateway processes on one Redis (test/support/two-instances.ts);
//                                                 every student's requests alternate between them
//   npm run bench:load -- --mode=chaos           the same under faults: killed worker, killed instance, Redis
//                                                 restart, failing upstream calls (chaos.ts)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../gateway/src/app';
import { loadEnv } from '../../gateway/src/config/env';
import { startTwoInstances } from '../support/two-instances';
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
const STUDENTS = arg('students', 300);
const CONCURRENCY = arg('concurrency', 50);
const ROUNDS = arg('rounds', 3);
const ROUND_BUDGET_MS = arg('budget-ms', 120_000); // a round stops starting new students after this
const PASSWORD = 'Load#test1';
const TWO_INSTANCES = process.argv.includes('--mode=two-instances');

const stats = { requests: 0, http5xx: 0, gqlErrors: 0, failedStudents: 0, latencies: [] as number[] };
let firstProblem: string | undefined;

async function gql(origin: string, query: string, variables: unknown, token?: string) {
  const t0 = performance.now();
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  stats.latencies.push(performance.now() - t0);
  stats.requests += 1;
  if (res.status >= 500) stats.http5xx += 1;
  if (body.errors) {
    stats.gqlErrors += 1;
    firstProblem ??= JSON.stringify(body.errors).slice(0, 300);
  }
  return body.data ?? {};
}

interface Outcome {
  attemptId: string;
  given: Map<string, unknown>;
}

async function takeQuiz(origins: string[], username: string, quizId: string): Promise<Outcome | null> {
  // With two instances each request goes to the other one: sign-in, attempt and answers must hold across them.
  let turn = 0;
  const next = () => origins[turn++ % origins.length]!;
  const login = (await gql(next(), LOGIN, {
    input: { username, password: PASSWORD, tokenDelivery: 'BEARER' },
  })) as {
    login?: { session?: { tokens: { accessToken: string } } };
  };
  const token = login.login?.session?.tokens.accessToken;
  if (!token) return null;
  const started = (await gql(next(), START, { input: { quizId } }, token)) as {
    startQuiz?: { attempt?: { attemptId: string; questions: Question[] } };
  };
  const attempt = started.startQuiz?.attempt;
  if (!attempt?.attemptId) return null;
  const given = new Map<string, unknown>();
  for (const q of attempt.questions) {
    const input: Record<string, unknown> = {
      attemptId: attempt.attemptId,
      questionId: q.id,
      questionType: q.type,
    };
    if (q.type === 'SCQ') input.selected = q.options[0];
    if (q.type === 'MCQ') input.selectedOptions = q.options.slice(0, 2);
    if (q.type === 'FIB') input.blanks = q.blanks.map((label) => ({ label, value: `${username}-${label}` }));
    const saved = (await gql(next(), SAVE, { input }, token)) as { saveAnswer?: { errors: unknown[] } };
    if (saved.saveAnswer && saved.saveAnswer.errors.length === 0) given.set(q.id, input);
  }
  await gql(next(), FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 60 } }, token);
  return { attemptId: attempt.attemptId, given };
}

/** Answers the gateway confirmed but the double does not hold (or holds differently). */
function lostAnswers(double: UpstreamDouble, outcomes: Outcome[]): number {
  let lost = 0;
  for (const o of outcomes) {
    const stored = new Map(
      (double.admin.answersOf(Number(o.attemptId)) ?? []).map((a) => [String(a.question_id), a]),
    );
    for (const [qid, input] of o.given) if (!storedAnswerMatches(stored.get(qid), input)) lost += 1;
  }
  return lost;
}

async function round(origins: string[], double: UpstreamDouble, n: number, quizByGrade: Map<string, string>) {
  const students = await createStudents(double, `load_r${n}`, STUDENTS, PASSWORD, [...quizByGrade.keys()]);
  const outcomes: Outcome[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < students.length && performance.now() - started < ROUND_BUDGET_MS) {
      const s = students[next++]!;
      try {
        const o = await takeQuiz(origins, s.username, quizByGrade.get(s.grade)!);
        if (o) outcomes.push(o);
        else stats.failedStudents += 1;
      } catch (err) {
        stats.failedStudents += 1;
        firstProblem ??= String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000, lost: lostAnswers(double, outcomes) };
}

const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0) * 10) / 10;
};

/** The gateway settings of the run: production, no sign-in throttle (every simulated student is 127.0.0.1). */
const GATEWAY_ENV = {
  NODE_ENV: 'production',
  ALLOW_MEMORY_STORE: 'true',
  SESSION_SECRET: 'load-bench-only-secret-load-bench-only-secret',
  UPSTREAM_TIMEOUT_MS: '10000',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent/learnify-load-web',
  RATE_LIMIT_LOGIN_PER_IP: '0',
  RATE_LIMIT_LOGIN_PER_USERNAME: '0',
  RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: '0',
};

interface Target {
  double: UpstreamDouble;
  origins: string[];
  /** RSS / heap (MB) of what is measured, after GC where it can be forced. */
  memory(): string;
  close(): Promise<void>;
}

/** One gateway in this process, the double beside it. */
async function singleInstance(): Promise<Target> {
  const double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  const gateway = await buildApp(loadEnv({ ...GATEWAY_ENV, UPSTREAM_URL: double.url }));
  const server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    double,
    origins: [`http://127.0.0.1:${(server.address() as AddressInfo).port}`],
    memory() {
      globalThis.gc?.();
      const m = process.memoryUsage();
      return `${mb(m.rss)}/${mb(m.heapUsed)}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await double.close();
    },
  };
}

/** Two gateway processes sharing one real Redis; memory is each gateway process's RSS. */
async function twoInstances(): Promise<Target> {
  const stack = await startTwoInstances({ seed: 'demo', env: GATEWAY_ENV, stderr: 'inherit' });
  const rss = (pid: number | undefined) =>
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';
  return {
    double: stack.double,
    origins: [stack.a.url, stack.b.url],
    memory: () =>
      `A ${mb(Number(rss(stack.a.child.pid)) * 1024)} / B ${mb(Number(rss(stack.b.child.pid)) * 1024)}`,
    close: () => stack.close(),
  };
}

async function main() {
  const target = TWO_INSTANCES ? await twoInstances() : await singleInstance();
  const { double, origins } = target;
  try {
    const cat = (await gql(origins[0]!, CATALOGUE, {})) as {
      catalogue: Array<{
        id: string;
        subjects: Array<{ chapters: Array<{ quizzes: Array<{ id: string }> }> }>;
      }>;
    };
    const quizByGrade = new Map<string, string>();
    for (const g of cat.catalogue) {
      const quiz = g.subjects.flatMap((s) => s.chapters.flatMap((c) => c.quizzes))[0];
      if (quiz) quizByGrade.set(g.id, quiz.id);
    }
    stats.requests = 0;
    stats.latencies = [];
    const memoryMB = [target.memory()];
    const rounds: Array<Awaited<ReturnType<typeof round>>> = [];
    for (let r = 1; r <= ROUNDS; r++) {
      rounds.push(await round(origins, double, r, quizByGrade));
      memoryMB.push(target.memory());
    }
    const outcomes = rounds.flatMap((r) => r.outcomes);
    const report = {
      mode: TWO_INSTANCES ? 'two gateway instances + Redis' : 'one gateway (in process)',
      students: STUDENTS * ROUNDS,
      concurrency: CONCURRENCY,
      completed: outcomes.length,
      failedStudents: stats.failedStudents,
      requests: stats.requests,
      answersConfirmed: outcomes.reduce((n, o) => n + o.given.size, 0),
      lostAnswers: rounds.reduce((n, r) => n + r.lost, 0),
      http5xx: stats.http5xx,
      graphqlErrors: stats.gqlErrors,
      p50ms: pct(stats.latencies, 0.5),
      p99ms: pct(stats.latencies, 0.99),
      roundSeconds: rounds.map((r) => Math.round(r.seconds * 10) / 10),
      // Before and after each round. In process mode the double (same process) keeps every new student, attempt
      // and answer, so some growth per round is the double's state, not the gateway's.
      memoryMB,
      gcExposed: typeof globalThis.gc === 'function',
      machine: `${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, ${mb(os.totalmem())} MB, ${os.platform()} ${os.release()}`,
      node: process.version,
      firstProblem,
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await target.close();
  }
}

// --mode=chaos: faults as well as load (chaos.ts).
const run = process.argv.includes('--mode=chaos') ? import('./chaos').then((m) => m.runChaos()) : main();
run.catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
