import type { IncomingHttpHeaders } from 'node:http';
import replyFrom, { type FastifyReplyFromOptions } from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Logger } from '../logging';
import { MEDIA_CSP } from './security-headers';

/** Upstream answer headers a client sees; everything else (cookies, server banners) stays upstream. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
];
/** Request headers the upstream sees: conditional requests and content negotiation, never cookies or tokens. */
const FORWARDED_HEADERS = ['if-none-match', 'if-modified-since', 'accept'];

function pick(headers: IncomingHttpHeaders, names: string[]): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const name of names) if (headers[name] !== undefined) out[name] = headers[name] as string;
  return out;
}

function climbs(pathname: string): boolean {
  try {
    return /(^|\/)\.\.(\/|$)/.test(decodeURIComponent(pathname));
  } catch {
    return true; // malformed escapes
  }
}

/**
 * `/media/*` → the upstream origin's `/media/*`, streamed by @fastify/reply-from on the gateway's upstream agent,
 * so question images and profile pictures load from the gateway's own origin (same-origin for the CSP, no mixed
 * content, no upstream host in the page).
 */
export async function registerMediaProxy(
  app: FastifyInstance,
  opts: { upstreamOrigin: string; dispatcher: Dispatcher; timeoutMs: number; logger: Logger },
): Promise<void> {
  const origin = new URL(opts.upstreamOrigin).origin;
  await app.register(async (scope) => {
    // The shared agent is the app's to close (reply-from leaves a given dispatcher open).
    await scope.register(replyFrom, {
      base: origin,
      // reply-from bundles its own undici: the same request interface, typed by another copy.
      undici: opts.dispatcher as unknown as FastifyReplyFromOptions['undici'],
      disableRequestLogging: true,
    });
    scope.all('/media/*', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return reply.code(405).header('Allow', 'GET, HEAD').send();
      const target = new URL(req.url, origin);
      // URL parsing resolves dot segments: anything that climbs out of /media/ is simply not there.
      if (target.origin !== origin || !target.pathname.startsWith('/media/')) return reply.code(404).send();
      // Encoded dot segments (`..%2f`) name no media file either.
      if (climbs(target.pathname)) return reply.code(404).send();
      return reply.from(target.pathname + target.search, {
        timeout: opts.timeoutMs,
        rewriteRequestHeaders: (_request, headers) => ({
          ...pick(headers, FORWARDED_HEADERS),
          host: headers.host,
        }),
        rewriteHeaders: (headers) => pick(headers, PASSED_HEADERS),
        onResponse: (_request, res, upstream) => {
          res.header('Content-Security-Policy', MEDIA_CSP);
          if (upstream.statusCode >= 400) {
            // Never relay the upstream's (HTML) error page: the status alone.
            upstream.stream.resume();
            res.removeHeader('content-type').removeHeader('content-length').send();
            return;
          }
          if (!res.getHeader('cache-control') && upstream.statusCode === 200)
            res.header('Cache-Control', 'public, max-age=3600');
          res.send(upstream.stream);
        },
        onError: (res, { error }) => {
          opts.logger.warn({ err: error }, 'media proxy failed');
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          res.code(timedOut ? 504 : 502).send();
        },
      });
    });
  });
}
