import type { IncomingHttpHeaders } from 'node:http';
import replyFrom, { type FastifyReplyFromOptions } from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Logger } from '../logging';
import { MEDIA_CSP } from './security-headers';
import { RETRY_AFTER_SECONDS } from '../errors';

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

/** A path with `..` at either end of a segment (`..`, `..;`, `..%2f`): reply-from refuses those too, in its own words. */
function climbs(pathname: string): boolean {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('/..') || decoded.includes('../');
  } catch {
    return true; // malformed escapes
  }
}

/** What a failed media request says: the gateway's own text and a stable code (docs/api.md), never a library's. */
function failure(status: number): { code: string; message: string; reason?: string } {
  if (status === 404 || status === 410) return { code: 'NOT_FOUND', message: 'No such media file.' };
  if (status === 405)
    return { code: 'BAD_REQUEST', reason: 'METHOD_NOT_ALLOWED', message: 'Media is read with GET or HEAD.' };
  if (status === 401 || status === 403)
    return { code: 'FORBIDDEN', message: 'This media file is not available.' };
  if (status === 504)
    return { code: 'UPSTREAM_TIMEOUT', message: 'The media server did not answer in time.' };
  if (status >= 500) return { code: 'UPSTREAM_ERROR', message: 'The media server failed.' };
  return { code: 'BAD_REQUEST', message: 'The media request was not accepted.' };
}

/** The part of a reply `fail` uses: reply-from hands its callbacks a reply typed for any server. */
interface Answer {
  code(status: number): Answer;
  header(name: string, value: string): Answer;
  removeHeader(name: string): unknown;
  send(payload: string): unknown;
}

function fail(reply: Answer, status: number): unknown {
  const { code, message, reason } = failure(status);
  // The media server failing or slow: the same request may be sent again, after `Retry-After`.
  const retryable = status >= 500;
  const extensions = { code, ...(reason ? { reason } : {}), ...(retryable ? { retryable } : {}) };
  reply.removeHeader('content-length');
  if (retryable) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ errors: [{ message, extensions }] }));
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
    // Anything thrown on the way (reply-from refusing a URL, a bug here): our answer, not the error's text.
    scope.setErrorHandler((error, _req, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) opts.logger.warn({ err: error }, 'media proxy failed');
      return fail(reply, status !== undefined && status >= 400 && status < 500 ? 404 : 502);
    });
    // The shared agent is the app's to close (reply-from leaves a given dispatcher open).
    await scope.register(replyFrom, {
      base: origin,
      // reply-from bundles its own undici: the same request interface, typed by another copy.
      undici: opts.dispatcher as unknown as FastifyReplyFromOptions['undici'],
      disableRequestLogging: true,
    });
    scope.all('/media/*', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return fail(reply.header('Allow', 'GET, HEAD'), 405);
      const target = new URL(req.url, origin);
      // URL parsing resolves dot segments: anything that climbs out of /media/ is simply not there.
      if (target.origin !== origin || !target.pathname.startsWith('/media/')) return fail(reply, 404);
      // Encoded or odd dot segments (`..%2f`, `..;`) name no media file either.
      if (climbs(target.pathname)) return fail(reply, 404);
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
            // Never relay the upstream's (HTML) error page: its status, with our own text.
            upstream.stream.resume();
            fail(res, upstream.statusCode);
            return;
          }
          if (!res.getHeader('cache-control') && upstream.statusCode === 200)
            res.header('Cache-Control', 'public, max-age=3600');
          res.send(upstream.stream);
        },
        onError: (res, { error }) => {
          opts.logger.warn({ err: error }, 'media proxy failed');
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          fail(res, timedOut ? 504 : 502);
        },
      });
    });
  });
}
