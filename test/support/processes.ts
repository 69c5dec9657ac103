// Starting, waiting for and stopping the repo's own servers as child processes, for the browser tests and the
// benchmarks alike. Everything listens on 127.0.0.1.
import { execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port free on 127.0.0.1 right now (the child listens on it moments later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a child on ports from `freePort`, again (at most `attempts` times in all) when it failed because one was
 * taken first: between `freePort` and the child's listen, another process on the machine may bind it, the likelier
 * the busier the machine. `start` must clean up after itself and fail with the child's stderr in its message.
 */
export async function retryOnTakenPort<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (err) {
      if (attempt >= attempts || !/EADDRINUSE/.test(err instanceof Error ? err.message : String(err)))
        throw err;
    }
  }
}

/**
 * Process groups this test process started (each server leads its own: `detached`), killed whole when they are
 * stopped and, whatever the tests did, when this process exits or is told to stop: nothing a test started (a
 * gateway, its cluster workers, tsx's esbuild service, a Redis) can outlive the run and keep vitest waiting.
 */
const groups = new Set<number>();
let exitHooked = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the whole group is gone already
  }
}

function killAllGroups(): void {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  groups.clear();
}

/**
 * Adopts `child`, spawned with `detached: true` (so it leads a process group of its own): its group is killed by
 * `stopProcess` and at the latest when this process exits or is signalled.
 */
export function ownGroup<T extends ChildProcess>(child: T): T {
  if (child.pid === undefined) return child;
  groups.add(child.pid);
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', killAllGroups);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      const onSignal = () => {
        // Someone else handles it (vitest, a demo's graceful stop): they decide, and the exit hook cleans up.
        if (process.listenerCount(signal) > 1) return;
        killAllGroups();
        // Then end as the signal would have without this listener.
        process.off(signal, onSignal);
        process.kill(process.pid, signal);
      };
      process.on(signal, onSignal);
    }
  }
  return child;
}

/** Kills what is left of `child`'s process group (after it exited itself, its own children may remain). */
export function endGroup(child: ChildProcess): void {
  if (child.pid === undefined || !groups.delete(child.pid)) return;
  killGroup(child.pid, 'SIGKILL');
}

/** Runs a TypeScript entry of the repo (through tsx) with extra environment variables, in its own process group. */
export function spawnTs(
  args: string[],
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  return ownGroup(
    spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio,
      detached: true,
    }),
  );
}

/** Resolves once `url` answers 2xx; fails if the child exits first or the deadline passes. */
export async function waitForUrl(url: string, child: ChildProcess, deadlineMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`);
}

/**
 * SIGTERM (the servers drain and exit), then SIGKILL if it has not exited within `graceMs`; then whatever is left of
 * its process group (workers, tsx's esbuild service) is killed.
 */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  endGroup(child);
}

/**
 * The gateway workers a supervisor (node:cluster primary) has now, by pid. tsx's esbuild service is a child too
 * and is left out; `ps` exits 1 when there is no child at all (between a worker's death and its successor).
 */
export function gatewayWorkersOf(primaryPid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primaryPid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return out
    .split('\n')
    .filter((line) => line.includes('gateway/src/index.ts') || line.includes('gateway/dist/index.js'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}
