import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import { silentLogger } from '../logging';
import { storeReadiness, type GatewayStore } from '../store';
import { UpstreamClient } from '../upstream/client';

/**
 * `/healthz`: liveness — the process answers; never touches the upstream (a slow upstream must not get the
 * gateway restarted). `/readyz`: readiness — the upstream answers a cheap public call within 2 s; it also reports the
 * shared store (`memory`, or Redis `ok` / `unavailable`).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  opts: {
    upstreamBase: URL;
    dispatcher: Dispatcher;
    timeoutMs: number;
    store: GatewayStore;
    showPid: boolean;
  },
): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Outside production the process id shows which of several workers (GATEWAY_WORKERS) answered.
    return opts.showPid ? { status: 'ok', pid: process.pid } : { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const client = new UpstreamClient({
      base: opts.upstreamBase,
      dispatcher: opts.dispatcher,
      timeoutMs: Math.min(2000, opts.timeoutMs),
      logger: silentLogger,
    });
    const [upstream, store] = await Promise.all([
      client.get('grades/', { auth: false }).then(
        () => 'ok',
        (err: unknown) => (err as { failure?: string }).failure ?? 'error',
      ),
      storeReadiness(opts.store).catch(() => 'unavailable' as const),
    ]);
    // A shared store that is down does not make the instance unready: every instance shares it, so a 503 would
    // empty the load balancer while the gateway can still serve by the fail-open rules (docs/operations.md).
    if (upstream !== 'ok') return reply.code(503).send({ status: 'unavailable', upstream, store });
    return { status: store === 'unavailable' ? 'degraded' : 'ready', upstream, store };
  });
}
