import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import { silentLogger } from '../logger';
import type { GatewayStore } from '../store/store';
import { UpstreamClient } from '../upstream/client';

/**
 * `/healthz`: liveness — the process answers; never touches the upstream (a slow upstream must not get the
 * gateway restarted). `/readyz`: readiness — the upstream answers a cheap public call within 2 s, and the shared
 * store (Redis, when configured) is reachable.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  opts: { upstreamBase: URL; dispatcher: Dispatcher; timeoutMs: number; store: GatewayStore },
): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
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
      opts.store.healthy().then(
        (ok) => (ok ? 'ok' : 'unavailable'),
        () => 'unavailable',
      ),
    ]);
    const ready = upstream === 'ok' && store === 'ok';
    const body: Record<string, string> = { status: ready ? 'ready' : 'unavailable', upstream };
    if (opts.store.kind !== 'memory') body.store = store;
    return reply.code(ready ? 200 : 503).send(body);
  });
}
