// A real Redis for the tests (Debian's redis-server), never a mock: on a free 127.0.0.1 port, no persistence,
// stopped by PID. Where the binary is missing, tests that need it skip with a clear message on a developer's
// machine (the README's `npm ci && npm test` needs nothing else installed) and fail in CI, which installs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { endGroup, freePort, ownGroup } from './processes';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const INSTALL_HINT = 'apt-get install -y redis-server';

export function redisInstalled(): boolean {
  return existsSync(REDIS_SERVER);
}

/**
 * `describe` for tests that need Redis: runs them when redis-server is installed; otherwise skips them with the
 * reason in the name, or — under `CI=true` — fails, so CI can never pass by silently not testing the shared store.
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (redisInstalled()) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('has redis-server installed', () => {
        throw new Error(`${REDIS_SERVER} is missing: CI must install it (${INSTALL_HINT}, see .ci/run)`);
      });
    });
  } else {
    describe.skip(`${name} — skipped: ${REDIS_SERVER} not installed (${INSTALL_HINT})`, body);
  }
}

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  /** Kills the server at once (SIGKILL), as a crash or a network cut looks to its clients. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  restart(): Promise<void>;
  /** Stops it (SIGTERM by PID, SIGKILL after a grace period) and removes its working folder. */
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'learnify-redis-'));
  let child: ChildProcess | null = null;

  const launch = async () => {
    const proc = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--daemonize',
        'no',
        '--loglevel',
        'warning',
      ],
      // Its own process group, killed with the test process at the latest (test/support/processes.ts).
      { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
    );
    child = ownGroup(proc);
    await waitForPong(port, proc);
  };
  const terminate = async (signal: NodeJS.Signals) => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null || proc.pid === undefined) {
      if (proc) endGroup(proc);
      return;
    }
    const exited = new Promise((r) => proc.once('exit', r));
    // A stopped server (SIGSTOP) acts on SIGTERM only once it runs again.
    proc.kill('SIGCONT');
    proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    endGroup(proc);
  };

  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    kill: () => terminate('SIGKILL'),
    restart: launch,
    async stop() {
      await terminate('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server answers PING (within 10 s), or fails if it exits first. */
async function waitForPong(port: number, proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`redis-server exited with code ${proc.exitCode}`);
    if (await ping(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within 10 s`);
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}
