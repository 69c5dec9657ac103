import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { request, type Dispatcher } from 'undici';
import type { Logger } from '../logger';
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
export function mediaProxy(opts: {
  upstreamOrigin: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  logger: Logger;
}) {
  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).end();
      return;
    }
    const target = new URL(req.originalUrl, opts.upstreamOrigin);
    // URL parsing resolves dot segments: anything that climbs out of /media/ is simply not there.
    if (target.origin !== new URL(opts.upstreamOrigin).origin || !target.pathname.startsWith('/media/')) {
      res.status(404).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since', 'accept']) {
      const value = req.get(name);
      if (value) headers[name] = value;
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
      res.status(upstream.statusCode);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      if (!upstream.headers['cache-control'] && upstream.statusCode === 200) {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
      res.setHeader('Content-Security-Policy', MEDIA_CSP);
      if (upstream.statusCode >= 400) {
        await upstream.body.dump(); // never relay the upstream's (HTML) error page
        res.removeHeader('content-length');
        res.removeHeader('content-type');
        res.end();
        return;
      }
      await pipeline(upstream.body, res);
    } catch (err) {
      opts.logger.warn('media proxy failed', { path: target.pathname, err });
      if (!res.headersSent) res.status((err as { name?: string }).name === 'TimeoutError' ? 504 : 502).end();
      else res.destroy();
    }
  };
}
