import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from './logging';
import { startMetricsServer, type MetricsServer } from './observability/metrics-server';

export interface ClusterOptions {
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /**
   * `METRICS_PORT`: the primary serves the sum of every worker's metrics there, so one scrape sees the whole
   * machine (a worker must then not open that port itself: see `isClusterWorker`).
   */
  metrics?: { port: number; host: string; token?: string };
  /** How long the workers get to drain after SIGTERM before they are killed. */
  drainTimeoutMs?: number;
}

/** True inside a worker forked by `runCluster` (the primary owns METRICS_PORT then). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * `GATEWAY_WORKERS=N`: N gateway processes on one port. In the primary: forks N workers (node:cluster hands them
 * connections in turn from the one listening socket), replaces any that dies, and on SIGTERM/SIGINT forwards
 * SIGTERM so each drains its in-flight requests (index.ts) before the primary exits. In a worker: runs
 * `startWorker`, which boots the gateway exactly as a single process would. The state workers must share
 * (limits, revocation, caches) is in Redis: env.ts refuses N > 1 without REDIS_URL.
 */
export async function runCluster(
  workers: number,
  startWorker: () => Promise<void>,
  options: ClusterOptions = {},
): Promise<void> {
  if (cluster.isWorker) return startWorker();

  const log = options.logger;
  let stopping = false;
  const recentCrashes: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => onExit(worker, code, signal));
  };
  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    // A worker that dies at once after every start (bad config, port taken) must not be respawned in a hot loop.
    const now = Date.now();
    recentCrashes.push(now);
    while (recentCrashes.length && recentCrashes[0]! < now - 60_000) recentCrashes.shift();
    const delay = recentCrashes.length > workers * 3 ? 5000 : 0;
    log?.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'gateway worker exited unexpectedly; starting a new one',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  };

  let metricsServer: MetricsServer | null = null;
  if (options.metrics) {
    const aggregator = new AggregatorRegistry();
    metricsServer = await startMetricsServer({
      ...options.metrics,
      source: async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }),
    });
  }

  for (let i = 0; i < workers; i += 1) fork();
  log?.info({ workers }, `gateway primary started ${workers} workers`);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log?.info({ signal }, 'primary shutting down: draining workers');
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const exits = alive.map(
      (w) => new Promise<number>((resolve) => w.once('exit', (code) => resolve(code ?? 1))),
    );
    for (const w of alive) w.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log?.error('workers did not drain in time; killing them');
      for (const w of alive) if (!w.isDead()) w.process.kill('SIGKILL');
    }, options.drainTimeoutMs ?? 15_000);
    const codes = await Promise.all(exits);
    clearTimeout(timer);
    await metricsServer?.close();
    process.exit(codes.every((c) => c === 0) ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
