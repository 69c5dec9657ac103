// The scale-out and observability settings (docs/operations.md): shared store, workers, metrics, traces.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

function problemsOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (err) {
    if (err instanceof EnvError) return err.problems.join('\n');
    throw err;
  }
  return '';
}

describe('loadEnv: operations settings', () => {
  it('defaults to one process, in-memory state, no metrics endpoint and no tracing', () => {
    expect(loadEnv({})).toMatchObject({
      redisUrl: undefined,
      redisKeyPrefix: 'learnify:',
      workers: 1,
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      otlpEndpoint: undefined,
      otelServiceName: 'learnify-gateway',
    });
  });

  it('reads the body rate and stall limits, refusing values out of range', () => {
    expect(loadEnv({})).toMatchObject({
      bodyMinBytesPerSecond: 1024,
      bodyRateWindowMs: 5000,
      headersTimeoutMs: 5000,
      healthMaxStallMs: 1000,
    });
    const env = loadEnv({
      BODY_MIN_BYTES_PER_SECOND: '0',
      BODY_RATE_WINDOW_MS: '2000',
      HEADERS_TIMEOUT_MS: '3000',
      HEALTH_MAX_STALL_MS: '500',
    });
    expect(env).toMatchObject({
      bodyMinBytesPerSecond: 0,
      bodyRateWindowMs: 2000,
      headersTimeoutMs: 3000,
      healthMaxStallMs: 500,
    });
    const text = problemsOf({
      BODY_MIN_BYTES_PER_SECOND: '-1',
      BODY_RATE_WINDOW_MS: '10',
      HEADERS_TIMEOUT_MS: '120000',
      HEALTH_MAX_STALL_MS: 'x',
    });
    for (const name of [
      'BODY_MIN_BYTES_PER_SECOND',
      'BODY_RATE_WINDOW_MS',
      'HEADERS_TIMEOUT_MS',
      'HEALTH_MAX_STALL_MS',
    ])
      expect(text).toContain(name);
  });

  it('refuses more than one worker without a shared store, naming both variables', () => {
    const text = problemsOf({ GATEWAY_WORKERS: '2' });
    expect(text).toMatch(/GATEWAY_WORKERS: 2 workers need REDIS_URL/);
    expect(text).toMatch(/SESSION_SECRET: required with 2 workers/);
    expect(text).toMatch(/UPSTREAM_URL: required with 2 workers/);
    const secret = { SESSION_SECRET: 's'.repeat(32), UPSTREAM_URL: 'http://127.0.0.1:4010/api/' };
    expect(loadEnv({ GATEWAY_WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379', ...secret }).workers).toBe(2);
  });

  it('reads auto as the number of cores', () => {
    const env = loadEnv({
      GATEWAY_WORKERS: 'auto',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      SESSION_SECRET: 's'.repeat(32),
      UPSTREAM_URL: 'http://127.0.0.1:4010/api/',
    });
    expect(env.workers).toBe(availableParallelism());
  });

  it('lists every malformed operations variable at once', () => {
    const text = problemsOf({
      REDIS_URL: 'http://cache:6379',
      GATEWAY_WORKERS: 'lots',
      METRICS_TOKEN: 'short',
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'collector',
    });
    for (const name of [
      'REDIS_URL',
      'GATEWAY_WORKERS',
      'METRICS_TOKEN',
      'METRICS_PORT',
      'OTEL_EXPORTER_OTLP_ENDPOINT',
    ])
      expect(text).toContain(name);
  });

  it('keeps the metrics port apart from the main port', () => {
    expect(problemsOf({ PORT: '9000', METRICS_PORT: '9000' })).toMatch(/METRICS_PORT: must differ from PORT/);
  });

  it('accepts a full operations configuration', () => {
    const env = loadEnv({
      REDIS_URL: 'rediss://:pw@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'learnify-prod:',
      GATEWAY_WORKERS: '4',
      SESSION_SECRET: 's'.repeat(32),
      UPSTREAM_URL: 'https://api.example/api/',
      METRICS_TOKEN: 't'.repeat(24),
      METRICS_PORT: '9464',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
    });
    expect(env).toMatchObject({
      redisUrl: 'rediss://:pw@cache.internal:6380/2',
      redisKeyPrefix: 'learnify-prod:',
      workers: 4,
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      otlpEndpoint: 'http://otel-collector:4318',
    });
  });
});
