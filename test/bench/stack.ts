// The REST double (demo seed, zero delay) and the gateway on 127.0.0.1, plus the credentials each side of the
// benchmark uses (the gateway side signs in like the web app: sealed cookie).
//
// Two layouts:
// - 'processes' (the gateway benchmark): the double and the gateway each run in a child process, as they do in
//   production (the gateway is its own server; the REST API is someone else's). The load generator is this
//   process. Otherwise the three share one JavaScript thread and the figure is the sum of everyone's CPU.
// - 'in-process' (the browser benchmark): both here, which is simpler and enough for page timings.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { buildApp } from '../../gateway/src/app';
import { loadEnv } from '../../gateway/src/config/env';
import { GqlClient } from '../gateway/support';
import { freePort, gatewayWorkersOf, ROOT, spawnTs, stopProcess, waitForUrl } from '../support/processes';
import { startUpstreamDouble, type FaultRule } from '@learnify/upstream-double';

/** What the benchmark needs of the double, wherever it runs. */
export interface DoubleControl {
  /** A fault rule; `path` is a regex source (as `POST /__double/faults` takes it). */
  addFault(rule: Omit<FaultRule, 'path'> & { path?: string }): Promise<void>;
  clearFaults(): Promise<void>;
  /** How many requests the double has received for this path (query string ignored); every path when omitted. */
  countRequests(path?: string): Promise<number>;
}

export interface BenchStack {
  double: DoubleControl;
  /** Double's origin and its `/api/` path prefix. */
  directOrigin: string;
  apiPrefix: string;
  gatewayOrigin: string;
  /** Bearer token of the benchmark student (direct side). */
  token: string;
  /** Cookie header of the same student's gateway session. */
  cookie: string;
  /** Process ids of the double and the gateway (the same as this one in-process), for CPU accounting. */
  pids: { double: number; gateway: number };
  /** How the processes share the CPUs, for the report. */
  cpuLayout: string;
  close(): Promise<void>;
}

export const STUDENT = 'ayesha';
const PASSWORD = 'learnify123';

export interface BenchStackOptions {
  layout?: 'processes' | 'in-process';
  /** 'processes' only: give the gateway its own CPU (see pinCpus). */
  pin?: boolean;
  /** Serve this built web app (web-perf); the gateway benchmark needs none. */
  webDistDir?: string;
  /** 'production' by default; the browser benchmark uses 'test' (its cookies are not `Secure` on plain http). */
  nodeEnv?: 'production' | 'test';
  /** More gateway environment (e.g. RENDER_DEADLINE_MS). */
  env?: Record<string, string>;
}

function gatewayEnv(o: BenchStackOptions, upstreamUrl: string): Record<string, string> {
  return {
    NODE_ENV: o.nodeEnv ?? 'production',
    // One gateway process on its own memory: the benchmark measures the pipeline, not Redis.
    ALLOW_MEMORY_STORE: 'true',
    SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
    UPSTREAM_URL: upstreamUrl,
    UPSTREAM_TIMEOUT_MS: '10000',
    // Request logging off on both sides: the figure is the gateway's own work, not stdout's.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: o.webDistDir ?? '/nonexistent/learnify-bench-web',
    // The benchmark signs in a handful of times from one IP; the throttle is not what is measured.
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    ...o.env,
  };
}

export async function startBenchStack(o: BenchStackOptions = {}): Promise<BenchStack> {
  const parts = o.layout === 'processes' ? await startProcesses(o) : await startInProcess(o);
  try {
    const client = new GqlClient(parts.gatewayOrigin);
    await client.login(STUDENT);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${parts.doubleUrl}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: STUDENT, password: PASSWORD }),
    });
    const token = ((await res.json()) as { access: string }).access;
    const doubleOrigin = new URL(parts.doubleUrl).origin;
    return {
      double: parts.double,
      directOrigin: doubleOrigin,
      apiPrefix: new URL(parts.doubleUrl).pathname,
      gatewayOrigin: parts.gatewayOrigin,
      token,
      cookie,
      pids: parts.pids,
      cpuLayout: parts.cpuLayout,
      close: parts.close,
    };
  } catch (err) {
    await parts.close();
    throw err;
  }
}

/** What each layout starts; the credentials are added the same way for both. */
type Parts = Pick<BenchStack, 'double' | 'gatewayOrigin' | 'pids' | 'cpuLayout' | 'close'> & {
  doubleUrl: string;
};

async function startInProcess(o: BenchStackOptions): Promise<Parts> {
  const double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  const gateway = await buildApp(loadEnv(gatewayEnv(o, double.url)));
  const server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const count = (path: string) => double.requests.filter((r) => r.path.split('?')[0] === path).length;
  return {
    double: {
      addFault: async (rule) =>
        double.faults.add({ ...rule, path: rule.path ? new RegExp(rule.path) : undefined }),
      clearFaults: async () => double.faults.clear(),
      countRequests: async (path) => (path === undefined ? double.requests.length : count(path)),
    },
    doubleUrl: double.url,
    gatewayOrigin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pids: { double: process.pid, gateway: process.pid },
    cpuLayout: 'one process',
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await double.close();
    },
  };
}

async function startProcesses(o: BenchStackOptions): Promise<Parts> {
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
  };
  try {
    const doublePort = await freePort();
    const doubleOrigin = `http://127.0.0.1:${doublePort}`;
    const doubleUrl = `${doubleOrigin}/api/`;
    const doubleProc = spawnTs(
      ['upstream-double/src/cli.ts', 'serve', '--port', String(doublePort), '--seed', 'demo'],
      {},
    );
    children.push(doubleProc);
    await waitForUrl(`${doubleUrl}grades/`, doubleProc);

    const gatewayPort = await freePort();
    const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the gateway process, written when it stops (open in DevTools).
    const prof = process.env.BENCH_CPU_PROF;
    const profArgs = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
    // The gateway as production runs it: the compiled build on plain node (`npm run build:gateway` first).
    const gatewayProc = spawn(process.execPath, [...profArgs, 'gateway/dist/index.js'], {
      cwd: ROOT,
      env: { ...process.env, ...gatewayEnv(o, doubleUrl), PORT: String(gatewayPort), HOST: '127.0.0.1' },
      stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    });
    children.push(gatewayProc);
    await waitForUrl(`${gatewayOrigin}/healthz`, gatewayProc);
    // In production the gateway runs under its supervisor (the cluster primary); requests are served by its worker,
    // so that is the process whose CPU is counted and pinned.
    const servingPid = gatewayWorkersOf(gatewayProc.pid ?? 0)[0] ?? gatewayProc.pid ?? 0;

    const admin = async (action: string, body?: unknown) => {
      const res = await fetch(`${doubleOrigin}/__double/${action}`, {
        method: body === undefined && action === 'requests' ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(action === 'requests' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
      if (!res.ok) throw new Error(`double admin ${action}: ${res.status}`);
      return res.json() as Promise<unknown>;
    };
    return {
      double: {
        addFault: async (rule) => void (await admin('faults', rule)),
        clearFaults: async () => void (await admin('faults/clear')),
        countRequests: async (path) => {
          const all = (await admin('requests')) as Array<{ path: string }>;
          return path === undefined ? all.length : all.filter((r) => r.path.split('?')[0] === path).length;
        },
      },
      doubleUrl,
      gatewayOrigin,
      pids: { double: doubleProc.pid ?? 0, gateway: servingPid },
      cpuLayout: o.pin ? pinCpus(doubleProc.pid ?? 0, servingPid) : 'shared',
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * The gateway on its own CPU(s), the load generator (this process) and the double sharing CPU 0 — on both sides
 * of every comparison, so the client and the upstream have exactly the same CPU whether the gateway is in the path
 * or not, and the gateway's cost shows as in production, where it runs on its own machine. Linux `taskset`;
 * without it (or with one CPU) everything stays shared.
 */
function pinCpus(doublePid: number, gatewayPid: number): string {
  const count = cpus().length;
  if (count < 2) return 'shared (one CPU)';
  const gatewayCpus = count === 2 ? '1' : `1-${count - 1}`;
  try {
    for (const [pid, list] of [
      [process.pid, '0'],
      [doublePid, '0'],
      [gatewayPid, gatewayCpus],
    ] as const)
      execFileSync('taskset', ['-a', '-cp', list, String(pid)], { stdio: 'ignore' });
  } catch {
    return 'shared (taskset unavailable)';
  }
  return `pinned: load generator and double on CPU 0, gateway on CPU ${gatewayCpus}`;
}
