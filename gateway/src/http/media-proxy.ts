import type { FastifyInstance } from 'fastify';
import { request, type Dispatcher } from 'undici';
import type { Logger } from '../logging';
import { MEDIA_CSP } from './security-headers';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
];

/**
 * `/media/*` → the upstream origin's `/media/*`, streamed, so question images and profile pictures load from the
 * gateway's own origin (same-origin for the CSP, no mixed content, no upstream host in the page).
 */
export function registerMediaProxy(
  app: FastifyInstance,
  opts: { upstreamOrigin: string; dispatcher: Dispatcher; timeoutMs: number; logger: Logger },
): void {
  const origin = new URL(opts.upstreamOrigin).origin;
  app.all('/media/*', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply.code(405).header('Allow', 'GET, HEAD').send();
    const target = new URL(req.url, origin);
    // URL parsing resolves dot segments: anything that climbs out of /media/ is simply not there.
    if (target.origin !== origin || !target.pathname.startsWith('/media/')) return reply.code(404).send();
    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await request(target, {
        method: req.method,
        headers,
        dispatcher: opts.dispatcher,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
        signal: AbortSignal.timeout(opts.timeoutMs * 4),
      });
      reply.code(upstream.statusCode).header('Content-Security-Policy', MEDIA_CSP);
      if (upstream.statusCode >= 400) {
        await upstream.body.dump(); // never relay the upstream's (HTML) error page
        return reply.send();
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      if (!upstream.headers['cache-control'] && upstream.statusCode === 200)
        reply.header('Cache-Control', 'public, max-age=3600');
      return reply.send(upstream.body);
    } catch (err) {
      opts.logger.warn({ err }, 'media proxy failed');
      return reply.code((err as { name?: string }).name === 'TimeoutError' ? 504 : 502).send();
    }
  });
}
