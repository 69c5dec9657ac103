import { Router } from 'express';
import type { Dispatcher } from 'undici';
import { silentLogger } from '../logger';
import { UpstreamClient } from '../upstream/client';

/**
 * `/healthz`: liveness — the process answers; never touches the upstream (a slow upstream must not get the
 * gateway restarted). `/readyz`: readiness — the upstream answers a cheap public call within 2 s.
 */
export function healthRoutes(opts: { upstreamBase: URL; dispatcher: Dispatcher; timeoutMs: number }) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const client = new UpstreamClient({
      base: opts.upstreamBase,
      dispatcher: opts.dispatcher,
      timeoutMs: Math.min(2000, opts.timeoutMs),
      logger: silentLogger,
    });
    try {
      await client.get('grades/', { auth: false });
      res.json({ status: 'ready', upstream: 'ok' });
    } catch (err) {
      const failure = (err as { failure?: string }).failure ?? 'error';
      res.status(503).json({ status: 'unavailable', upstream: failure });
    }
  });
  return router;
}
