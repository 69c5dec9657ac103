// The supervisor: in production the gateway runs under the node:cluster primary, also with one worker. A worker
// killed outright is replaced, the port answers again, and the restart is counted in /metrics; a worker that dies
// at every start is replaced with growing delays, never in a hot loop, and after five such starts the supervisor
// exits 1; workers killed while serving are always replaced within two seconds.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerHeapFlags } from '../../gateway/src/cluster';
import { freePort, gatewayWorkersOf, spawnTs, stopProcess, waitForUrl } from '../support/processes';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';

let double: UpstreamDouble;
const started: ChildProcess[] = [];

/** Starts the gateway with `env` and waits for it to end: its exit code and what it wrote. */
async function runToExit(env: Record<string, string>) {
  const gateway = spawnTs(['gateway/src/index.ts'], env, ['ignore', 'pipe', 'pipe']);
  started.push(gateway);
  let out = '';
  let err = '';
  gateway.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  gateway.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((resolve) => gateway.once('exit', resolve));
  return { code, out, err };
}
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal' });
});
afterEach(async () => {
  for (const child of started.splice(0)) await stopProcess(child);
});
afterAll(() => double.close());

const childrenOf = gatewayWorkersOf;

async function restarts(metricsUrl: string, reason: string, token?: string): Promise<number> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const text = await (await fetch(metricsUrl, { headers })).text();
  const line = new RegExp(`^learnify_gateway_worker_restarts_total\\{reason="${reason}"\\} (\\d+)$`, 'm');
  return Number(line.exec(text)?.[1] ?? 0);
}

async function until<T>(probe: () => Promise<T | undefined>, deadlineMs = 45_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${deadlineMs} ms`);
}

describe('production supervisor', () => {
  it('replaces a worker killed with SIGKILL: the port answers again and the restart is counted', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const gateway = spawnTs(['gateway/src/index.ts'], {
      NODE_ENV: 'production',
      ALLOW_MEMORY_STORE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      UPSTREAM_URL: double.url,
      SESSION_SECRET: 'supervisor-test-secret-0123456789abcdef',
      WEB_DIST_DIR: '/nonexistent/learnify-web',
      LOG_LEVEL: 'silent',
    });
    started.push(gateway);
    await waitForUrl(`http://127.0.0.1:${port}/healthz`, gateway);
    // One worker (GATEWAY_WORKERS defaults to 1), under the primary we started.
    const [worker] = childrenOf(gateway.pid!);
    expect(childrenOf(gateway.pid!)).toHaveLength(1);
    // Its heap is bounded (cluster.ts), as for a worker holding the in-memory store.
    const args = readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0');
    expect(args).toEqual(expect.arrayContaining(workerHeapFlags('memory')));
    // And its malloc keeps to two arenas and a fixed mmap threshold (cluster.ts).
    expect(readFileSync(`/proc/${worker}/environ`, 'utf8').split('\0')).toEqual(
      expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072']),
    );
    expect(await restarts(`http://127.0.0.1:${metricsPort}/metrics`, 'SIGKILL')).toBe(0);

    process.kill(worker!, 'SIGKILL');
    const replacement = await until(async () => {
      const [pid] = childrenOf(gateway.pid!);
      const ok = pid !== undefined && pid !== worker && (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      return ok ? pid : undefined;
    });
    expect(replacement).not.toBe(worker);
    expect(await restarts(`http://127.0.0.1:${metricsPort}/metrics`, 'SIGKILL')).toBe(1);
    // The new worker serves GraphQL, not only /healthz.
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(gateway.exitCode).toBeNull();
  }, 90_000);

  it('with one worker and no METRICS_PORT, outlives its only worker and shows the restart on the main /metrics', async () => {
    // With no metrics listener the restart timer is all that keeps the primary alive while it waits to fork.
    const port = await freePort();
    const token = 'supervisor-test-metrics-token';
    const gateway = spawnTs(['gateway/src/index.ts'], {
      NODE_ENV: 'production',
      ALLOW_MEMORY_STORE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_TOKEN: token,
      UPSTREAM_URL: double.url,
      SESSION_SECRET: 'supervisor-test-secret-0123456789abcdef',
      WEB_DIST_DIR: '/nonexistent/learnify-web',
      LOG_LEVEL: 'silent',
    });
    started.push(gateway);
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/healthz`, gateway);
    const [worker] = childrenOf(gateway.pid!);
    process.kill(worker!, 'SIGKILL');
    await until(async () => {
      const [pid] = childrenOf(gateway.pid!);
      return pid !== undefined && pid !== worker && (await fetch(`${url}/healthz`)).ok ? true : undefined;
    });
    expect(gateway.exitCode).toBeNull();
    // The new worker was told the supervisor's count when it came online.
    const counted = await until(async () =>
      (await restarts(`${url}/metrics`, 'SIGKILL', token)) === 1 ? true : undefined,
    );
    expect(counted).toBe(true);
  }, 90_000);

  it('with a bad environment, replaces no worker and exits 1 with every problem listed once', async () => {
    // The supervisor reads the environment without validating it (config/supervisor-env.ts); its workers validate
    // it, and the first one says what is wrong.
    const { code, out, err } = await runToExit({
      NODE_ENV: 'production',
      GATEWAY_WORKERS: '3',
      REDIS_URL: 'redis://127.0.0.1:9',
      PORT: 'abc',
      UPSTREAM_TIMEOUT_MS: '0',
      LOG_LEVEL: 'info',
    });
    expect(code).toBe(1);
    expect(err.match(/Invalid environment/g)).toHaveLength(1);
    for (const name of ['PORT', 'UPSTREAM_TIMEOUT_MS', 'SESSION_SECRET', 'UPSTREAM_URL'])
      expect(err).toContain(name);
    expect(out).not.toContain('the supervisor starts a new one');
  }, 60_000);

  it('refuses to start as a worker when no supervisor forked it (NODE_UNIQUE_ID set by hand), rather than exit 0', async () => {
    // node:cluster takes any process with NODE_UNIQUE_ID for a worker: it skipped the supervisor, waited on a
    // parent that was not there for its port, and ended with status 0, which no service manager restarts.
    const port = await freePort();
    const { code, err } = await runToExit({
      NODE_UNIQUE_ID: '1',
      NODE_ENV: 'production',
      ALLOW_MEMORY_STORE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_URL: double.url,
      SESSION_SECRET: 'supervisor-test-secret-0123456789abcdef',
      WEB_DIST_DIR: '/nonexistent/learnify-web',
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(err).toContain('NODE_UNIQUE_ID');
  }, 60_000);

  it('backs off when a worker dies at every start instead of respawning it in a hot loop', async () => {
    const primary = spawnTs(
      ['test/gateway/fixtures/cluster-worker.ts'],
      { PORT: String(await freePort()), WORKERS: '1', CRASH_AT_START: '1', LOG_RESTARTS: '1' },
      ['ignore', 'pipe', 'inherit'],
    );
    started.push(primary);
    // The supervisor's own account of each restart: the delay it waited, which must double (not the wall clock,
    // which on a loaded machine says more about start-up time than about the supervisor).
    const delays: number[] = [];
    createInterface({ input: primary.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; reason?: string; restartInMs?: number };
      if (entry.msg === 'gateway worker died; the supervisor starts a new one' && entry.reason === 'exit_3')
        delays.push(entry.restartInMs!);
    });
    await until(async () => (delays.length >= 4 ? true : undefined), 45_000);
    expect(delays.slice(0, 4)).toEqual([250, 500, 1000, 2000]);
    expect(primary.exitCode).toBeNull();
    // The fifth worker in a row that never listened: the supervisor exits 1, so systemd or Kubernetes see the loop.
    const code = await until(async () => primary.exitCode ?? undefined, 20_000);
    expect(code).toBe(1);
    expect(delays).toHaveLength(4);
  }, 90_000);

  it('keeps replacing workers killed while they serve, within seconds, and never gives up on them', async () => {
    const port = await freePort();
    const primary = spawnTs(
      ['test/gateway/fixtures/cluster-worker.ts'],
      { PORT: String(port), WORKERS: '1', LOG_RESTARTS: '1' },
      ['ignore', 'pipe', 'inherit'],
    );
    started.push(primary);
    const delays: number[] = [];
    createInterface({ input: primary.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; restartInMs?: number };
      if (entry.msg === 'gateway worker died; the supervisor starts a new one')
        delays.push(entry.restartInMs!);
    });
    const serving = () =>
      until(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
        return res.ok ? Number(await res.text()) : undefined;
      }, 30_000);
    // More kills than the crash-loop limit: an attacker who can kill workers must not stop the service.
    for (let kill = 0; kill < 7; kill += 1) process.kill(await serving(), 'SIGKILL');
    await serving();
    expect(primary.exitCode).toBeNull();
    expect(delays).toHaveLength(7);
    expect(Math.max(...delays)).toBeLessThanOrEqual(2000);
  }, 120_000);
});
