import { availableParallelism } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { MAX_WORKERS, supervisorEnv } from './supervisor-env';

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

describe('what the supervisor reads of a hostile environment (fast-check)', () => {
  const odd = [
    '',
    ' ',
    '0',
    '-1',
    '1',
    '2',
    '3 ',
    ' 4',
    '256',
    '257',
    '1e2',
    '1e9',
    '0x10',
    '0b11',
    '2.5',
    'Infinity',
    'NaN',
    'auto',
    ' auto',
    'AUTO',
    '9464',
    '65535',
    '65536',
    'production',
    'production ',
    'test',
    'warn',
    'WARN',
    'redis://127.0.0.1:6379',
    'memory',
    '__proto__',
  ];
  const value = fc.option(fc.oneof(fc.constantFrom(...odd), fc.string({ maxLength: 12 })), {
    nil: undefined,
  });
  const environment = fc.record(
    {
      NODE_ENV: value,
      GATEWAY_WORKERS: value,
      LOG_LEVEL: value,
      METRICS_PORT: value,
      METRICS_HOST: value,
      METRICS_TOKEN: fc.option(fc.constantFrom('t'.repeat(16), 'short', ' '), { nil: undefined }),
      REDIS_URL: value,
      HOST: value,
    },
    { requiredKeys: [] },
  );

  it('never forks more than 256 workers or fewer than one, and agrees with every environment a worker accepts', () => {
    fc.assert(
      fc.property(environment, (generated) => {
        const source: Record<string, string | undefined> = {
          UPSTREAM_URL: 'https://api.example.com/api/',
          SESSION_SECRET: 's'.repeat(40),
          ...generated,
        };
        const read = supervisorEnv(source);
        expect(Number.isInteger(read.workers)).toBe(true);
        expect(read.workers).toBeGreaterThanOrEqual(1);
        expect(read.workers).toBeLessThanOrEqual(Math.max(MAX_WORKERS, availableParallelism()));
        if (read.metrics) expect(read.metrics.port).toBeGreaterThanOrEqual(1);
        let env: ReturnType<typeof loadEnv>;
        try {
          env = loadEnv(source);
        } catch {
          return; // a worker lists the problems and exits 78; the supervisor then exits 1 (supervisor.test.ts)
        }
        expect(read).toMatchObject({
          supervised: env.isProduction || env.workers > 1,
          workers: env.workers,
          store: env.redisUrl ? 'redis' : 'memory',
          logLevel: env.logLevel,
        });
        expect(read.metrics?.port).toBe(env.metricsPort);
        if (read.metrics) expect(read.metrics.host).toBe(env.metricsHost);
        expect(read.metrics?.token).toBe(env.metricsPort ? env.metricsToken : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
