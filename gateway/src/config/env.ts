import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defaultHost, defaultLogLevel, LOG_LEVELS, MAX_WORKERS, workerCount } from './supervisor-env';

/** Validated gateway configuration (camelCase), built once at boot from `process.env` (what `loadEnv` returns). */
export type Env = ReturnType<typeof loadEnv>;

export type HonourBoardPublicNames = Env['honourBoardPublicNames'];

export type { LogLevel } from './supervisor-env';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

// `.env` files often hold `NAME=` for "unset": treat blank values as absent so defaults apply.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const secretList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()))
  .refine(
    (list) => list.every((s) => s.length >= 32),
    'each comma-separated secret must be at least 32 characters',
  );

const schema = z.object({
  NODE_ENV: opt(z.enum(['development', 'test', 'production'])),
  PORT: opt(int(0, 65535)),
  HOST: opt(z.string().min(1)),
  UPSTREAM_URL: opt(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.example.com/api/' })
      .refine((u) => !/[?#]/.test(u), 'must not contain a query or fragment'),
  ),
  UPSTREAM_PORT: opt(int(0, 65535)),
  UPSTREAM_TIMEOUT_MS: opt(int(1, 120_000)),
  SESSION_SECRET: opt(secretList),
  SESSION_SECRET_OPEN_ONLY: opt(secretList),
  GRAPHQL_INTROSPECTION: opt(bool),
  CORS_ORIGINS: opt(z.string()),
  WEB_DIST_DIR: opt(z.string().min(1)),
  PUBLIC_CACHE_TTL_MS: opt(int(0, 86_400_000)),
  RENDER_DEADLINE_MS: opt(int(1, 60_000)),
  RENDER_COLD_LIMIT_MS: opt(int(1, 60_000)),
  LOG_LEVEL: opt(z.enum(LOG_LEVELS)),
  RATE_LIMIT_LOGIN_PER_IP: opt(int(0, 1_000_000)),
  RATE_LIMIT_LOGIN_PER_USERNAME: opt(int(0, 1_000_000)),
  RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: opt(int(0, 1_000_000)),
  RATE_LIMIT_WINDOW_MS: opt(int(1000, 86_400_000)),
  RATE_LIMIT_LOGOUT_PER_IP: opt(int(0, 1_000_000)),
  RATE_LIMIT_REFRESH_PER_IP: opt(int(0, 1_000_000)),
  RATE_LIMIT_FAMILY_VIEWS_PER_IP: opt(int(0, 1_000_000)),
  RATE_LIMIT_FAMILY_LINKS_PER_ACCOUNT: opt(int(0, 1_000_000)),
  PUBLIC_ORIGIN: opt(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://learnify.example' })
      .refine(
        (u) => new URL(u).origin === u.replace(/\/$/, ''),
        'must be an origin: no path, query or fragment',
      ),
  ),
  ALLOW_MEMORY_STORE: opt(bool),
  ACCOUNT_STATUS_TTL_MS: opt(int(1000, 600_000)),
  HONOUR_BOARD_PUBLIC_NAMES: opt(z.enum(['full', 'first-initial', 'none'])),
  TRUST_PROXY_HOPS: opt(int(0, 10)),
  PERSISTED_QUERIES_ONLY: opt(bool),
  USAGE_FLUSH_MS: opt(int(1000, 3_600_000)),
  REDIS_URL: opt(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  REDIS_KEY_PREFIX: opt(z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - (at most 64)')),
  GATEWAY_WORKERS: opt(
    z.union([z.literal('auto'), int(1, MAX_WORKERS)], { error: 'must be a number ≥ 1 or auto' }),
  ),
  METRICS_TOKEN: opt(z.string().min(16, 'must be at least 16 characters')),
  METRICS_PORT: opt(int(1, 65535)),
  METRICS_HOST: opt(z.string().min(1)),
  OTEL_EXPORTER_OTLP_ENDPOINT: opt(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  OTEL_SERVICE_NAME: opt(z.string().min(1)),
  BODY_MIN_BYTES_PER_SECOND: opt(int(0, 100_000_000)),
  BODY_RATE_WINDOW_MS: opt(int(1000, 120_000)),
  HEADERS_TIMEOUT_MS: opt(int(1000, 60_000)),
  READYZ_UPSTREAM_CACHE_MS: opt(int(0, 60_000)),
  HEALTH_MAX_STALL_MS: opt(int(50, 60_000)),
});

/** Parses and validates the environment; throws one `EnvError` listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.') || '(env)'}: ${issue.message}`);
  }
  const raw = parsed.success ? parsed.data : undefined;
  const nodeEnv = raw?.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  // Checked on the raw values too, so one run reports these along with any malformed variable.
  const given = (name: string) => blankToUndefined(source[name]) !== undefined;
  if (source.NODE_ENV?.trim() === 'production') {
    if (!given('SESSION_SECRET'))
      problems.push('SESSION_SECRET: required in production (at least 32 characters)');
    // The embedded REST double is for development only: production never falls back to fake data.
    if (!given('UPSTREAM_URL')) problems.push('UPSTREAM_URL: required in production');
    // In process memory, a restart forgets every sign-out, lock-out and standing: an operator must choose that.
    if (!given('REDIS_URL') && !['true', '1', 'yes'].includes(source.ALLOW_MEMORY_STORE?.trim() ?? ''))
      problems.push(
        'REDIS_URL: required in production (signed-out sessions and lock-outs must survive a restart); set ALLOW_MEMORY_STORE=true to keep them in process memory instead',
      );
  }
  const corsOrigins = parseOrigins(source.CORS_ORIGINS, problems);
  const workers = workerCount(raw?.GATEWAY_WORKERS ?? 1);
  if (workers > 1 && raw && !raw.REDIS_URL)
    // Each process would keep its own rate limits, revocation list and caches: limits would silently multiply.
    problems.push(
      `GATEWAY_WORKERS: ${workers} workers need REDIS_URL (rate limits, signed-out sessions and caches must be shared between processes)`,
    );
  if (workers > 1 && raw && !raw.UPSTREAM_URL)
    // The development REST double keeps its state in memory: one per worker would be N different backends.
    problems.push(
      `UPSTREAM_URL: required with ${workers} workers (each worker would start its own REST double)`,
    );
  if (workers > 1 && raw && !raw.SESSION_SECRET)
    // A generated secret is per process: a cookie sealed by one worker would not open on the next.
    problems.push(`SESSION_SECRET: required with ${workers} workers (every worker must seal cookies alike)`);
  if (raw?.SESSION_SECRET_OPEN_ONLY?.some((secret) => raw.SESSION_SECRET?.includes(secret)))
    problems.push(
      'SESSION_SECRET_OPEN_ONLY: a secret is also in SESSION_SECRET (it seals there; list it once)',
    );
  if (raw?.METRICS_PORT !== undefined && raw.METRICS_PORT === raw.PORT)
    problems.push('METRICS_PORT: must differ from PORT');
  if (problems.length > 0 || !raw) throw new EnvError(problems);

  const warnings: string[] = [];
  if (isProduction && !raw.REDIS_URL)
    warnings.push(
      'ALLOW_MEMORY_STORE=true: state is kept in process memory; a restart forgets sign-outs and lock-outs.',
    );
  let sessionSecrets = raw.SESSION_SECRET;
  if (!sessionSecrets) {
    // Outside production a per-process secret is fine: sessions simply end when the gateway restarts.
    sessionSecrets = [randomBytes(32).toString('base64url')];
    warnings.push('SESSION_SECRET is not set: using a random per-process secret (sessions end on restart).');
  }
  const host = raw.HOST ?? defaultHost(isProduction);
  return {
    nodeEnv,
    isProduction,
    port: raw.PORT ?? 4000,
    host,
    /** Upstream base including `/api/` and ending in `/`; undefined → `index.ts` starts the embedded double. */
    upstreamUrl: raw.UPSTREAM_URL ? withTrailingSlash(raw.UPSTREAM_URL) : undefined,
    upstreamPort: raw.UPSTREAM_PORT ?? 4010,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS ?? 5000,
    /** The first seals session cookies; the others are older keys: they open, and what they opened is sealed again. */
    sessionSecrets,
    /** Keys that open session cookies but never seal (a rotation's first step: docs/operations.md). */
    sessionSecretsOpenOnly: raw.SESSION_SECRET_OPEN_ONLY ?? [],
    introspection: raw.GRAPHQL_INTROSPECTION ?? !isProduction,
    corsOrigins,
    webDistDir: raw.WEB_DIST_DIR ?? 'web/dist',
    publicCacheTtlMs: raw.PUBLIC_CACHE_TTL_MS ?? 30_000,
    /** How long a page's server render waits for each of its operations before the request gets the app shell. */
    renderDeadlineMs: raw.RENDER_DEADLINE_MS ?? 300,
    /** How long a request waits for a page no one has rendered yet, and for any render at all. */
    renderColdLimitMs: raw.RENDER_COLD_LIMIT_MS ?? 3000,
    logLevel: raw.LOG_LEVEL ?? defaultLogLevel(nodeEnv),
    // A class of 40 behind one school IP: 100 attempts per 10 minutes leaves room for typos (docs/decisions/0005).
    /** Login/sign-up attempts per client IP per window (0 = off). */
    rateLimitLoginPerIp: raw.RATE_LIMIT_LOGIN_PER_IP ?? 100,
    /**
     * Consecutive failed logins for one username from one client address before that pair is blocked for the
     * window; also sign-up attempts per username per window (0 = off).
     */
    rateLimitLoginPerUsername: raw.RATE_LIMIT_LOGIN_PER_USERNAME ?? 10,
    /**
     * Failed logins for one username from all addresses together after which every further attempt for it is slowed
     * down (a growing delay, never a refusal), so a distributed guesser gets few tries while the child still signs in.
     */
    rateLimitLoginUsernameSlowdown: raw.RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN ?? 100,
    rateLimitWindowMs: raw.RATE_LIMIT_WINDOW_MS ?? 600_000,
    // A school of 1,000 children behind one address, each signing out and refreshing once per window, stays under.
    /** `logout` calls per client address per window (0 = off). */
    rateLimitLogoutPerIp: raw.RATE_LIMIT_LOGOUT_PER_IP ?? 1000,
    /** `refreshSession` calls per client address per window (0 = off). */
    rateLimitRefreshPerIp: raw.RATE_LIMIT_REFRESH_PER_IP ?? 2000,
    // Parents behind one mobile carrier's address share it; a token of 192 bits needs no tighter limit.
    /** Family-page views (the page and `familyWeek` each) per client address per window (0 = off). */
    rateLimitFamilyViewsPerIp: raw.RATE_LIMIT_FAMILY_VIEWS_PER_IP ?? 300,
    // A child makes at most 3 links; 20 makes and renewals per window leave room for mistakes, not floods.
    /** Family links made or renewed per student account per window (0 = off); revoking is never limited. */
    rateLimitFamilyLinksPerAccount: raw.RATE_LIMIT_FAMILY_LINKS_PER_ACCOUNT ?? 20,
    /** The site's address as a parent opens it (`https://learnify.example`): family links are made with it. */
    publicOrigin: raw.PUBLIC_ORIGIN ? new URL(raw.PUBLIC_ORIGIN).origin : undefined,
    // An approved renewal (or an expiry) takes effect within this long, on every instance.
    /** How long an account's status (role, active/expired) read from `user/me/` is trusted, per session. */
    accountStatusTtlMs: raw.ACCOUNT_STATUS_TTL_MS ?? 60_000,
    // The spec shows the full board to everyone; operators of a children's service may show less (README).
    /** What a visitor (not signed in) sees of the children on the public honour boards. */
    honourBoardPublicNames: raw.HONOUR_BOARD_PUBLIC_NAMES ?? 'full',
    /** Reverse-proxy hops in front of the gateway whose X-Forwarded-For is trusted (Fastify `trustProxy`). */
    trustProxyHops: raw.TRUST_PROXY_HOPS ?? 0,
    /** Accept only the shipped clients' operations (persisted hashes from the manifest), no free query text. */
    persistedQueriesOnly: raw.PERSISTED_QUERIES_ONLY ?? false,
    /** How often each instance adds its usage counts (per client, version, operation, field) to the store. */
    usageFlushMs: raw.USAGE_FLUSH_MS ?? 10_000,
    /**
     * Shared store for every instance (caches, rate limits, revocation, refresh locks); undefined → in memory, which
     * production refuses unless `allowMemoryStore`.
     */
    redisUrl: raw.REDIS_URL,
    /** Production on process memory knowingly: revocations and lock-outs end with the process. */
    allowMemoryStore: raw.ALLOW_MEMORY_STORE ?? false,
    /** Prefix of every key the gateway writes to Redis. */
    redisKeyPrefix: raw.REDIS_KEY_PREFIX ?? 'learnify:',
    /** Gateway processes on this machine (node:cluster, one port); more than 1 requires `redisUrl`. */
    workers,
    /** Bearer token that `/metrics` on the main port requires; undefined → not served there. */
    metricsToken: raw.METRICS_TOKEN,
    /** Separate port serving only `/metrics` (for a scraper on a private network); undefined → none. */
    metricsPort: raw.METRICS_PORT,
    metricsHost: raw.METRICS_HOST ?? host,
    /** OTLP/HTTP collector base URL; undefined → tracing off (no spans are created at all). */
    otlpEndpoint: raw.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: raw.OTEL_SERVICE_NAME ?? 'learnify-gateway',
    /** A request body must arrive at this many bytes per second, measured over `bodyRateWindowMs` (0 = off). */
    bodyMinBytesPerSecond: raw.BODY_MIN_BYTES_PER_SECOND ?? 1024,
    bodyRateWindowMs: raw.BODY_RATE_WINDOW_MS ?? 5000,
    /** A request's headers must all arrive within this time (ms), or the connection is answered 408 and closed. */
    headersTimeoutMs: raw.HEADERS_TIMEOUT_MS ?? 5000,
    /** `/readyz` reuses its upstream probe's answer for this long (ms), so probes cannot amplify into upstream calls. */
    readyzUpstreamCacheMs: raw.READYZ_UPSTREAM_CACHE_MS ?? 2000,
    /** `/healthz` fails after the event loop stalled longer than this (ms) in the last few seconds. */
    healthMaxStallMs: raw.HEALTH_MAX_STALL_MS ?? 1000,
    /** Things worth telling the operator at boot (e.g. a generated session secret). */
    warnings,
  };
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function parseOrigins(value: string | undefined, problems: string[]): string[] {
  if (!value) return [];
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      const u = new URL(item);
      if (u.origin === 'null' || u.origin !== item.replace(/\/$/, '')) throw new Error('not an origin');
      origins.push(u.origin);
    } catch {
      problems.push(`CORS_ORIGINS: "${item}" is not an origin like https://app.example.com`);
    }
  }
  return origins;
}
