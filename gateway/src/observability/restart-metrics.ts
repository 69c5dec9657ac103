// The restart counts as metrics: served by the supervisor on METRICS_PORT beside the workers' sum, or mirrored
// into a worker's own registry. cluster.ts loads this only when METRICS_PORT is set, so a supervisor without it
// never loads prom-client or node:http.
import { AggregatorRegistry, Counter, Registry } from 'prom-client';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { isRestartsMessage, RESTARTS_METRIC } from './worker-restarts';

/**
 * `METRICS_PORT` in the supervisor: the sum of every worker's metrics, then its own restart counts (distinct names:
 * plain concatenation is valid text). Its counts are kept apart from the workers' registries so the sum never
 * counts them twice.
 */
export async function serveSupervisorMetrics(
  options: { port: number; host: string; token?: string },
  restartsByReason: () => ReadonlyMap<string, number>,
): Promise<MetricsServer> {
  const own = new Registry();
  new Counter({
    name: RESTARTS_METRIC,
    help: 'Gateway workers that died and were replaced by the supervisor, by reason (the signal, or exit_<code>)',
    labelNames: ['reason'] as const,
    registers: [own],
    collect() {
      this.reset();
      for (const [reason, count] of restartsByReason()) this.inc({ reason }, count);
    },
  });
  const aggregator = new AggregatorRegistry();
  return startMetricsServer({
    ...options,
    source: async () => ({
      contentType: aggregator.contentType,
      body: `${await aggregator.clusterMetrics()}\n${await own.metrics()}`,
    }),
  });
}

/**
 * In a worker whose `/metrics` is the main port's (no METRICS_PORT, so no primary sum to join): show the machine's
 * restart counts the supervisor sends. Never where the primary sums the workers, which would count them N times.
 */
export function mirrorRestartsInto(registry: Registry): void {
  const mirror = new Counter({
    name: RESTARTS_METRIC,
    help: 'Gateway workers that died and were replaced by the supervisor, by reason (as told by the supervisor)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  process.on('message', (message: unknown) => {
    if (!isRestartsMessage(message)) return;
    mirror.reset();
    for (const [reason, count] of Object.entries(message.byReason)) mirror.inc({ reason }, count);
  });
}
