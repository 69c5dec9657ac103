import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults outside production', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      upstreamUrl: undefined,
      upstreamPort: 4010,
      upstreamTimeoutMs: 5000,
      introspection: true,
      corsOrigins: [],
      webDistDir: 'web/dist',
      publicCacheTtlMs: 30000,
      renderDeadlineMs: 300,
      renderColdLimitMs: 3000,
      logLevel: 'info',
    });
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.sessionSecrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(env.warnings.join()).toMatch(/SESSION_SECRET/);
  });

  it('generates a different secret per process start', () => {
    expect(loadEnv({}).sessionSecrets).not.toEqual(loadEnv({}).sessionSecrets);
  });

  it('lists every bad variable at once', () => {
    const bad = {
      PORT: 'abc',
      UPSTREAM_URL: 'ftp://x',
      UPSTREAM_TIMEOUT_MS: '-1',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'nope',
    };
    try {
      loadEnv(bad);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const text = (err as EnvError).problems.join('\n');
      for (const name of ['PORT', 'UPSTREAM_URL', 'UPSTREAM_TIMEOUT_MS', 'LOG_LEVEL', 'CORS_ORIGINS'])
        expect(text).toContain(name);
    }
  });

  it('reads SESSION_SECRET as a comma-separated list, newest first, each at least 32 characters', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadEnv({ SESSION_SECRET: `${a}, ${b}` }).sessionSecrets).toEqual([a, b]);
    expect(loadEnv({ SESSION_SECRET: a }).sessionSecrets).toEqual([a]);
    expect(() => loadEnv({ SESSION_SECRET: `${a},short` })).toThrow(/SESSION_SECRET[\s\S]*at least 32/);
  });

  it('reads SESSION_SECRET_OPEN_ONLY as keys that only open, never one of SESSION_SECRET, not enough alone', () => {
    const [a, b, c] = ['a'.repeat(32), 'b'.repeat(40), 'c'.repeat(32)];
    const env = loadEnv({ SESSION_SECRET: a, SESSION_SECRET_OPEN_ONLY: `${b},${c}` });
    expect(env).toMatchObject({ sessionSecrets: [a], sessionSecretsOpenOnly: [b, c] });
    expect(loadEnv({ SESSION_SECRET: a }).sessionSecretsOpenOnly).toEqual([]);
    expect(() => loadEnv({ SESSION_SECRET: a, SESSION_SECRET_OPEN_ONLY: 'short' })).toThrow(
      /SESSION_SECRET_OPEN_ONLY[\s\S]*at least 32/,
    );
    expect(() => loadEnv({ SESSION_SECRET: `${b},${a}`, SESSION_SECRET_OPEN_ONLY: a })).toThrow(
      /SESSION_SECRET_OPEN_ONLY: a secret is also in SESSION_SECRET/,
    );
    const production = {
      NODE_ENV: 'production',
      UPSTREAM_URL: 'https://a.b/api/',
      ALLOW_MEMORY_STORE: 'true',
    };
    expect(() => loadEnv({ ...production, SESSION_SECRET_OPEN_ONLY: b })).toThrow(/SESSION_SECRET: required/);
  });

  it('requires a long SESSION_SECRET and the upstream in production, and binds all interfaces there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET[\s\S]*UPSTREAM_URL|UPSTREAM_URL[\s\S]*SESSION_SECRET/,
    );
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short', UPSTREAM_URL: 'https://a.b/api/' }),
    ).toThrow(/at least 32/);
    const env = loadEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      UPSTREAM_URL: 'https://a.b/api',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(env).toMatchObject({
      host: '0.0.0.0',
      introspection: false,
      upstreamUrl: 'https://a.b/api/',
      warnings: [],
    });
  });

  it('refuses production without REDIS_URL unless ALLOW_MEMORY_STORE=true, listed with the other problems', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), UPSTREAM_URL: 'https://a.b/api' };
    expect(() => loadEnv(base)).toThrow(/REDIS_URL: required in production[\s\S]*ALLOW_MEMORY_STORE=true/);
    try {
      loadEnv({ ...base, PORT: 'abc' });
      expect.unreachable();
    } catch (err) {
      expect((err as EnvError).problems.join('\n')).toMatch(/PORT[\s\S]*REDIS_URL|REDIS_URL[\s\S]*PORT/);
    }
    expect(() => loadEnv({ ...base, ALLOW_MEMORY_STORE: 'false' })).toThrow(/REDIS_URL/);
    const env = loadEnv({ ...base, ALLOW_MEMORY_STORE: 'true' });
    expect(env.allowMemoryStore).toBe(true);
    expect(env.warnings.join(' ')).toMatch(/ALLOW_MEMORY_STORE/);
    // Outside production the memory store stays the default, with nothing to set.
    expect(loadEnv({}).redisUrl).toBeUndefined();
  });

  it('limits logout and refreshSession per address by default, generously', () => {
    const env = loadEnv({});
    expect(env.rateLimitLogoutPerIp).toBeGreaterThanOrEqual(1000);
    expect(env.rateLimitRefreshPerIp).toBeGreaterThanOrEqual(1000);
    expect(loadEnv({ RATE_LIMIT_LOGOUT_PER_IP: '0' }).rateLimitLogoutPerIp).toBe(0);
  });

  it('parses booleans, origins and treats blank values as unset', () => {
    const env = loadEnv({
      GRAPHQL_INTROSPECTION: 'false',
      CORS_ORIGINS: 'http://localhost:5173, https://app.example.com',
      PORT: '',
      PUBLIC_CACHE_TTL_MS: '0',
    });
    expect(env.introspection).toBe(false);
    expect(env.corsOrigins).toEqual(['http://localhost:5173', 'https://app.example.com']);
    expect(env.port).toBe(4000);
    expect(env.publicCacheTtlMs).toBe(0);
  });

  it('sign-in limits and honour board privacy: defaults, and a bad privacy value is refused', () => {
    expect(loadEnv({})).toMatchObject({
      rateLimitLoginPerUsername: 10,
      rateLimitLoginUsernameSlowdown: 100,
      honourBoardPublicNames: 'full',
    });
    expect(loadEnv({ HONOUR_BOARD_PUBLIC_NAMES: 'first-initial' }).honourBoardPublicNames).toBe(
      'first-initial',
    );
    expect(() => loadEnv({ HONOUR_BOARD_PUBLIC_NAMES: 'initials' })).toThrow(/HONOUR_BOARD_PUBLIC_NAMES/);
  });
});
