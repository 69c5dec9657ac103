import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { supervisorEnv } from './supervisor-env';

const production = {
  NODE_ENV: 'production',
  UPSTREAM_URL: 'https://api.example.com/api/',
  SESSION_SECRET: 's'.repeat(40),
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('what the supervisor reads of the environment', () => {
  it('agrees with loadEnv on every valid environment it reads', () => {
    const environments: Array<Record<string, string>> = [
      {},
      { NODE_ENV: 'test' },
      production,
      { ...production, GATEWAY_WORKERS: '3', LOG_LEVEL: 'warn', METRICS_PORT: '9464' },
      {
        ...production,
        GATEWAY_WORKERS: 'auto',
        METRICS_PORT: '9464',
        HOST: '10.0.0.5',
        METRICS_TOKEN: 't'.repeat(16),
      },
      { ...production, METRICS_PORT: ' 9464', METRICS_HOST: '127.0.0.1', LOG_LEVEL: '' },
      { ...production, REDIS_URL: '', ALLOW_MEMORY_STORE: 'true', GATEWAY_WORKERS: '1' },
      {
        GATEWAY_WORKERS: '2',
        REDIS_URL: 'redis://r:6379',
        UPSTREAM_URL: 'http://u/api/',
        SESSION_SECRET: 's'.repeat(32),
      },
    ];
    for (const source of environments) {
      const env = loadEnv(source);
      const read = supervisorEnv(source);
      expect(read).toEqual({
        supervised: env.isProduction || env.workers > 1,
        workers: env.workers,
        store: env.redisUrl ? 'redis' : 'memory',
        logLevel: env.logLevel,
        ...(env.metricsPort
          ? {
              metrics: {
                port: env.metricsPort,
                host: env.metricsHost,
                ...(env.metricsToken ? { token: env.metricsToken } : {}),
              },
            }
          : {}),
      });
    }
    expect(supervisorEnv({ GATEWAY_WORKERS: 'auto' }).workers).toBe(availableParallelism());
  });

  it('starts one worker when the count is not valid, which then lists what is wrong', () => {
    for (const value of ['0', 'many', '2.5', '257'])
      expect(supervisorEnv({ ...production, GATEWAY_WORKERS: value })).toMatchObject({
        supervised: true,
        workers: 1,
      });
    // Outside production a bad count is reported by the one plain process.
    expect(supervisorEnv({ GATEWAY_WORKERS: 'many' }).supervised).toBe(false);
    expect(() => loadEnv({ ...production, GATEWAY_WORKERS: 'many' })).toThrow(/GATEWAY_WORKERS/);
  });
});
