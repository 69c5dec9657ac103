import cluster, { type Worker } from 'node:cluster';
import { RestartBackoff } from './cluster-backoff';
import type { Logger } from './logging';
import type { MetricsServer } from './observability/metrics-server';
import { exitReason, type RestartsMessage } from './observability/worker-restarts';

/**
 * How a worker ends when the environment is invalid (EX_CONFIG): it has listed every problem, every other worker
 * would list the same, so the supervisor replaces none of them and exits 1 (`runCluster`).
 */
export const EXIT_INVALID_ENV = 78;

/** How long the workers get to drain after SIGTERM before they are killed. */
const DRAIN_TIMEOUT_MS = 15_000;
/** Workers in a row that die before they listen, after which the supervisor gives up and exits 1. */
const CRASH_LOOP_AFTER = 5;

export interface ClusterOptions {
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /**
   * `METRICS_PORT`: the primary serves the sum of every worker's metrics there, so one scrape sees the whole
   * machine (a worker must then not open that port itself: see serve.ts).
   */
  metrics?: { port: number; host: string; token?: string };
  /** V8 flags for the workers (their heap bounds: `workerHeapFlags`), unless NODE_OPTIONS or node's own set them. */
  workerFlags?: string[];
  /** Environment added to the workers' (`workerMallocEnv`): a variable already set is left as it is. */
  workerEnv?: Record<string, string>;
}

/**
 * V8's heap bounds for a worker. Left to itself, V8 sizes a process's heap from the machine's memory: on a large one
 * its young generation grows to 128 MB and its old generation to four times what is live before it collects, and
 * neither shrinks while the process is quiet. Bounded, the young generation takes 32 MB and the old one is collected
 * at about 1.7 × what is live (60–140 MB under floods). The young generation is 3 × the semi-space: 24 MB at 8 MB,
 * which a few hundred requests' garbage fills, so what a request keeps is dead by the scavenge after next. The old-space bound stays far above what a worker holds: with the in-memory store, whose entries (up to
 * 128 MB as it counts them, maybe twice that in memory) live in the worker, it is twice as high (docs/operations.md,
 * "Memory").
 */
export function workerHeapFlags(store: 'redis' | 'memory'): string[] {
  return ['--max-semi-space-size=8', `--max-old-space-size=${store === 'memory' ? 768 : 384}`];
}

/**
 * glibc's malloc for a worker, each setting unless the operator set it:
 * - `MALLOC_ARENA_MAX=2`. By default each thread that allocates (libuv's pool compressing pages with brotli and
 *   gzip, V8's helper threads) gets an arena of its own, up to 8 per core, and memory freed in an arena stays
 *   mapped: after floods, tens of MB that no one uses stay resident. Two arenas keep that bounded; the threads share
 *   them.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: glibc's own starting value, fixed. Left to itself, glibc raises the threshold
 *   to the size of each large block freed (up to 32 MB), after which large blocks (brotli's encoder for each
 *   private page, big buffers) come from the arenas, and what they leave there stays resident between them: 10-15
 *   MB after a soak's floods. Fixed, a large block is mapped for its use and unmapped after; measured in the same
 *   floods, the worker's system time per request did not grow (ADR 0050).
 */
export function workerMallocEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const wanted = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => env[name] === undefined));
}

/** The flags a worker starts with: the supervisor's own, then each heap bound the operator did not set. */
export function workerExecArgv(execArgv: string[], nodeOptions: string, heapFlags: string[]): string[] {
  const given = `${nodeOptions} ${execArgv.join(' ')}`.replaceAll('_', '-');
  return [...execArgv, ...heapFlags.filter((flag) => !new RegExp(`${flag.split('=')[0]}[= ]`).test(given))];
}

/** Tells a worker the machine's restart counts (for `/metrics` on the main port); a dead channel is ignored. */
function tellRestarts(worker: Worker, restarts: ReadonlyMap<string, number>): void {
  if (!worker.isConnected()) return;
  const message: RestartsMessage = { learnify: 'worker-restarts', byReason: Object.fromEntries(restarts) };
  try {
    worker.send(message);
  } catch {
    // the worker is going away; its successor is told when it comes online
  }
}

/**
 * `GATEWAY_WORKERS=N` (every production start, also with N = 1): N gateway processes on one port. The primary
 * forks N workers (node:cluster hands them connections from one listening socket), replaces any that dies —
 * logging and counting it (`learnify_gateway_worker_restarts_total`), backing off when they keep dying
 * (cluster-backoff.ts) — and forwards SIGTERM/SIGINT as SIGTERM so each drains (index.ts) before it exits. A
 * worker runs `startWorker` as a single process would. Shared state (limits, revocation, caches) is in Redis:
 * env.ts refuses N > 1 without REDIS_URL.
 */
export async function runCluster(
  workers: number,
  startWorker: () => Promise<void>,
  options: ClusterOptions = {},
): Promise<void> {
  if (cluster.isWorker) return startWorker();

  const log = options.logger;
  let stopping = false;
  const backoff = new RestartBackoff();
  const startedAt = new Map<Worker, number>();
  const listened = new WeakSet<Worker>();
  let failedStarts = 0;
  const restarts = new Map<string, number>();
  let invalidEnv = false;
  const alive = () =>
    Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  cluster.setupPrimary({
    execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS ?? '', options.workerFlags ?? []),
  });
  const fork = () => {
    const worker = cluster.fork(options.workerEnv);
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listened.add(worker);
      failedStarts = 0;
    });
    worker.on('exit', (code, signal) => onExit(worker, code, signal));
    // A broken IPC channel must not take the supervisor down with it.
    worker.on('error', (err) =>
      log?.warn({ workerPid: worker.process.pid, err }, 'gateway worker channel error'),
    );
    worker.once('online', () => tellRestarts(worker, restarts));
  };
  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (code === EXIT_INVALID_ENV && !listened.has(worker) && !invalidEnv) {
      // The environment is invalid and the worker said why: no worker is replaced, the others (which say the same
      // or nothing, see serve.ts) are waited for, so the list is written once, whole, before the supervisor exits.
      invalidEnv = stopping = true;
      setTimeout(() => {
        for (const w of alive()) w.process.kill('SIGKILL');
      }, DRAIN_TIMEOUT_MS).unref();
    }
    if (invalidEnv) {
      if (alive().length === 0) process.exit(1);
      return;
    }
    if (stopping) return;
    const reason = exitReason(code, signal);
    restarts.set(reason, (restarts.get(reason) ?? 0) + 1);
    // Only workers that never listened count towards giving up: no client can reach those, so killing workers
    // that serve (whatever a request does to them) never stops the service, it only costs a short restart.
    if (!listened.has(worker)) failedStarts += 1;
    if (failedStarts >= CRASH_LOOP_AFTER) {
      stopping = true;
      log?.error(
        { failedStarts, code, signal, reason },
        'gateway workers keep dying before they listen; the supervisor exits so its service manager sees a crash loop',
      );
      for (const w of alive()) w.process.kill('SIGKILL');
      process.exit(1);
    }
    const delay = backoff.next(lived);
    log?.error(
      { workerPid: worker.process.pid, code, signal, reason, livedMs: lived, restartInMs: delay },
      'gateway worker died; the supervisor starts a new one',
    );
    for (const w of startedAt.keys()) tellRestarts(w, restarts);
    // Not unref'd: with its only worker dead and no metrics listener, this timer keeps the supervisor alive.
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  };

  let metricsServer: MetricsServer | null = null;
  if (options.metrics) {
    // Loaded only here: a supervisor without METRICS_PORT needs neither prom-client nor node:http (ADR 0050).
    const { serveSupervisorMetrics } = await import('./observability/restart-metrics');
    metricsServer = await serveSupervisorMetrics(options.metrics, () => restarts);
  }

  for (let i = 0; i < workers; i += 1) fork();
  log?.info({ workers }, `gateway primary started ${workers} workers`);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log?.info({ signal }, 'primary shutting down: draining workers');
    const draining = alive();
    const exits = draining.map(
      (w) => new Promise<number>((resolve) => w.once('exit', (code) => resolve(code ?? 1))),
    );
    for (const w of draining) w.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log?.error('workers did not drain in time; killing them');
      for (const w of alive()) w.process.kill('SIGKILL');
    }, DRAIN_TIMEOUT_MS);
    const codes = await Promise.all(exits);
    clearTimeout(timer);
    await metricsServer?.close();
    process.exit(codes.every((c) => c === 0) ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
