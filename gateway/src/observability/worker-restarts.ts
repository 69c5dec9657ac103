import { Counter, Registry } from 'prom-client';

/**
 * The supervisor's own metrics (the cluster primary): how often a worker died and was replaced. Kept apart from
 * the workers' registry so the primary's sum of the workers (`AggregatorRegistry`) never counts it twice.
 */
export const supervisorRegistry = new Registry();

const RESTARTS = 'learnify_gateway_worker_restarts_total';

export const workerRestarts = new Counter({
  name: RESTARTS,
  help: 'Gateway workers that died and were replaced by the supervisor, by reason (the signal, or exit_<code>)',
  labelNames: ['reason'] as const,
  registers: [supervisorRegistry],
});

/** A bounded label for why a worker ended: its signal, else its exit code (0–255). */
export function exitReason(code: number | null, signal: string | null): string {
  return signal ?? `exit_${code ?? 'unknown'}`;
}

/** What the primary tells its workers after each restart, so `/metrics` on the main port shows it too. */
export interface RestartsMessage {
  learnify: 'worker-restarts';
  byReason: Record<string, number>;
}

export const isRestartsMessage = (m: unknown): m is RestartsMessage =>
  typeof m === 'object' && m !== null && (m as { learnify?: unknown }).learnify === 'worker-restarts';

/** The counts by reason, to send to workers. */
export async function restartsByReason(): Promise<Record<string, number>> {
  const metric = await workerRestarts.get();
  return Object.fromEntries(metric.values.map((v) => [String(v.labels.reason), v.value]));
}

/**
 * In a worker whose `/metrics` is the main port's (no METRICS_PORT, so no primary sum to join): show the machine's
 * restart counts the supervisor sends. Never where the primary sums the workers, which would count them N times.
 */
export function mirrorRestartsInto(registry: Registry): void {
  const mirror = new Counter({
    name: RESTARTS,
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
