import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import { silentLogger } from '../logging';
import { storeReadiness, type GatewayStore } from '../store';
import { UpstreamClient } from '../upstream/client';

/**
 * The longest the event loop stalled over roughly the last `windowMs`: the current histogram and the one before it,
 * so a stall just before a probe still counts.
 */
function eventLoopStalls(windowMs: number): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let previousMax = 0;
  setInterval(() => {
    previousMax = histogram.max;
    histogram.reset();
  }, windowMs).unref();
  return () => Math.max(previousMax, histogram.max) / 1e6;
}

/** Caches a probe's answer for `ttlMs`; concurrent callers share one run. */
function cached<T>(probe: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > ttlMs) last = { at: Date.now(), value: probe() };
    return last.value;
  };
}

/**
 * Runs `{ __typename }` through the real /graphql route in-process (Fastify's inject: every hook, Apollo's whole
 * pipeline), so a process whose GraphQL cannot execute (a poisoned built-in, a stopped server) is not ready.
 * Under PERSISTED_QUERIES_ONLY the probe is refused after validation, which proves the same.
 */
async function graphqlExecutes(app: FastifyInstance): Promise<boolean> {
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"{ __typename }"}',
    });
    const body = res.json<{
      data?: { __typename?: string };
      errors?: { extensions?: { code?: string } }[];
    }>();
    if (res.statusCode === 200 && body.data?.__typename === 'Query') return true;
    return res.statusCode === 400 && body.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_REQUIRED';
  } catch {
    return false;
  }
}

/**
 * `/healthz`: liveness — the process answers and its event loop has not stalled longer than `maxStallMs` lately;
 * never asks the upstream (a slow upstream must not get the gateway restarted). `/readyz`: readiness — the
 * GraphQL pipeline executes a trivial operation and the upstream answers a cheap public call within 2 s (cached for
 * `READYZ_UPSTREAM_CACHE_MS`; the pipeline probe for 2 s); it also reports the shared store (`memory`, or Redis `ok` / `unavailable`).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  opts: {
    upstreamBase: URL;
    dispatcher: Dispatcher;
    timeoutMs: number;
    store: GatewayStore;
    showPid: boolean;
    /** Longest event-loop stall (ms) a healthy process had over the last few seconds. */
    maxStallMs: number;
    /** How long (ms) `/readyz` reuses its upstream probe's answer. */
    upstreamCacheMs: number;
  },
): void {
  const stall = eventLoopStalls(Math.max(2000, opts.maxStallMs * 2));
  const pipeline = cached(() => graphqlExecutes(app), 2000);
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const stalledMs = Math.round(stall());
    if (stalledMs > opts.maxStallMs) return reply.code(503).send({ status: 'stalled', stalledMs });
    // Outside production the process id shows which of several workers (GATEWAY_WORKERS) answered.
    return opts.showPid ? { status: 'ok', pid: process.pid } : { status: 'ok' };
  });
  // Cached like the pipeline probe: anonymous probes cannot turn into one upstream call each. A client per probe
  // (a client memoizes its GETs).
  const upstreamAnswers = cached(
    () =>
      new UpstreamClient({
        base: opts.upstreamBase,
        dispatcher: opts.dispatcher,
        timeoutMs: Math.min(2000, opts.timeoutMs),
        logger: silentLogger,
      })
        .get('grades/', { auth: false })
        .then(
          () => 'ok',
          (err: unknown) => (err as { failure?: string }).failure ?? 'error',
        ),
    opts.upstreamCacheMs,
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const [upstream, store, executes] = await Promise.all([
      upstreamAnswers(),
      storeReadiness(opts.store).catch(() => 'unavailable' as const),
      pipeline(),
    ]);
    const graphql = executes ? 'ok' : 'failing';
    // A shared store that is down does not make the instance unready: every instance shares it, so a 503 would
    // empty the load balancer while the gateway can still serve by the fail-open rules (docs/operations.md).
    if (upstream !== 'ok' || !executes)
      return reply.code(503).send({ status: 'unavailable', graphql, upstream, store });
    return { status: store === 'unavailable' ? 'degraded' : 'ready', graphql, upstream, store };
  });
}
