// Why workers ended and how often, as the supervisor counts them: plain data, no prom-client, so the supervisor
// loads no metrics library unless it serves METRICS_PORT (restart-metrics.ts, loaded then).

export const RESTARTS_METRIC = 'learnify_gateway_worker_restarts_total';

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
