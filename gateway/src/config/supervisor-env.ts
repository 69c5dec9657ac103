// What the supervisor reads of the environment, without zod: in the supervisor, zod and the schema cost ~15 MB of
// the ~30 MB it needs above Node itself, for a process that only forks and restarts workers (ADR 0050). It reads
// loosely and validates nothing: each worker validates the whole environment (`loadEnv`) before it serves, and a
// bad value stops the start with every problem listed (`EXIT_INVALID_ENV`, cluster.ts). env.ts takes its defaults
// for the same variables from here, so both read a valid environment alike (supervisor-env.test.ts).
import { availableParallelism } from 'node:os';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `GATEWAY_WORKERS` accepts 1–256 or `auto`. */
export const MAX_WORKERS = 256;

export const defaultHost = (isProduction: boolean) => (isProduction ? '0.0.0.0' : '127.0.0.1');
export const defaultLogLevel = (nodeEnv: string): LogLevel => (nodeEnv === 'test' ? 'silent' : 'info');
/** `GATEWAY_WORKERS` as a count: `auto` is one per core. */
export const workerCount = (value: number | 'auto') => (value === 'auto' ? availableParallelism() : value);

export interface SupervisorEnv {
  /** Run under the supervisor: every production start, and wherever more than one worker is asked for. */
  supervised: boolean;
  /** Workers to fork; 1 when `GATEWAY_WORKERS` is not a valid count (that worker then reports it). */
  workers: number;
  /** Where shared state lives, which decides the workers' heap bound (`workerHeapFlags`). */
  store: 'redis' | 'memory';
  logLevel: LogLevel;
  /** `METRICS_PORT`: the supervisor serves every worker's sum there. */
  metrics?: { port: number; host: string; token?: string };
}

/** A variable's value as env.ts takes it: blank is unset. */
const given = (value: string | undefined) => (value?.trim() ? value : undefined);

function integer(value: string | undefined, min: number, max: number): number | undefined {
  const n = Number(given(value));
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function supervisorEnv(source: Record<string, string | undefined> = process.env): SupervisorEnv {
  const nodeEnv = given(source.NODE_ENV) ?? 'development';
  const isProduction = nodeEnv === 'production';
  const workersValue = given(source.GATEWAY_WORKERS);
  const workers = workerCount(
    workersValue === 'auto' ? 'auto' : (integer(workersValue, 1, MAX_WORKERS) ?? 1),
  );
  const logLevel = LOG_LEVELS.find((level) => level === given(source.LOG_LEVEL)) ?? defaultLogLevel(nodeEnv);
  const metricsPort = integer(source.METRICS_PORT, 1, 65535);
  const metricsToken = given(source.METRICS_TOKEN);
  return {
    supervised: isProduction || workers > 1,
    workers,
    store: given(source.REDIS_URL) ? 'redis' : 'memory',
    logLevel,
    ...(metricsPort
      ? {
          metrics: {
            port: metricsPort,
            host: given(source.METRICS_HOST) ?? given(source.HOST) ?? defaultHost(isProduction),
            ...(metricsToken ? { token: metricsToken } : {}),
          },
        }
      : {}),
  };
}
