import type { IncomingMessage, ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { answerOnSocket } from './client-errors';

export interface BodyRateOptions {
  /** Bytes per second a body must keep up, averaged over `windowMs` (0 = no minimum). */
  minBytesPerSecond: number;
  windowMs: number;
}

/**
 * Options for the gateway's HTTP server: the headers of a request must arrive within `headersTimeoutMs` (Node
 * allows 60 s), checked every second rather than Node's 30 s, so a client trickling headers holds a connection a
 * few seconds. Bodies are left to the minimum rate below and Node's 5 minute request time-out.
 */
export function serverTimeouts(opts: { headersTimeoutMs: number }): ServerOptions {
  return {
    headersTimeout: opts.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, opts.headersTimeoutMs),
  };
}

const expectsBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Cuts a request whose body arrives slower than a minimum rate: 408 with the JSON error shape, connection closed.
 * Node's own request timeout allows minutes, so a client trickling a body holds a connection (and an upload parser)
 * that long. Progress is read from the socket's byte count, so the body stream is left to its parser.
 */
export function registerBodyRate(app: FastifyInstance, opts: BodyRateOptions): void {
  if (!(opts.minBytesPerSecond > 0)) return;
  const needed = (opts.minBytesPerSecond * opts.windowMs) / 1000;
  app.addHook('onRequest', async (request) => {
    const req = request.raw;
    const socket = req.socket;
    // Injected requests (readiness probe, tests) have no real socket to measure.
    if (!expectsBody(req) || req.complete || typeof socket?.bytesRead !== 'number') return;
    let last = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return clearInterval(timer);
      const now = socket.bytesRead;
      if (now - last >= needed) {
        last = now;
        return;
      }
      clearInterval(timer);
      request.log.info({ receivedInWindow: now - last }, 'request body too slow: cut');
      answerOnSocket(socket, 408, 'BODY_TOO_SLOW');
    }, opts.windowMs);
    timer.unref();
    req.once('end', () => clearInterval(timer));
    req.once('close', () => clearInterval(timer));
  });
}
