import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestInfo } from '../context';

const INCOMING_ID = /^[\w.-]{1,64}$/;

/** Fastify's `genReqId`: a sane incoming `X-Request-Id` is kept (tracing across proxies), anything else replaced. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The one line of a request: method, route, operation, status, duration; health probes at debug level. */
function writeRequestLine(request: FastifyRequest, status: number, durationMs?: number): void {
  if (request.logLineWritten) return;
  request.logLineWritten = true;
  // Requests no route matched went to the not-found handler (the web app's fallback serves the SPA there).
  const route = request.routeOptions.url ?? '(fallback)';
  const fields = {
    method: request.method,
    route,
    operationName: request.requestInfo?.operationName ?? undefined,
    status,
    durationMs: durationMs === undefined ? undefined : Math.round(durationMs * 10) / 10,
  };
  if (route === '/healthz' || route === '/readyz') request.log.debug(fields, 'request');
  else request.log.info(fields, 'request');
}

/**
 * Fastify's request logging through its extension point: ONE line per request, when the answer is sent, by the
 * request's logger (its id as `requestId`). Fastify's default lines log the URL with its query string (a GET
 * /graphql's variables) and know nothing of the operation; this logs the route pattern (`/graphql`, `/media/*`),
 * never the path, which can hold a child's username.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    writeRequestLine(request, reply.statusCode, reply.elapsedTime);
  }

  /** The request line says 404; Fastify's own line would log the URL. */
  override routeNotFound(): void {}
}

/** The request id goes back as `X-Request-Id`; a client that leaves before the answer is logged with status 499. */
export function registerRequestLog(fastify: FastifyInstance): void {
  fastify.decorateRequest('requestInfo', null as unknown as RequestInfo);
  fastify.decorateRequest('logLineWritten', false);
  fastify.addHook('onRequest', async (request, reply) => {
    request.requestInfo = {};
    reply.header('X-Request-Id', request.id);
    // A client that leaves before the answer is sent (while sending its body, or while the answer is made) ends the
    // exchange without 'finish', so Fastify never completes the request: its line is written here.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) writeRequestLine(request, 499);
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by the GraphQL layer for the request's log line. */
    requestInfo: RequestInfo;
    /** Its one log line is written (when the answer is sent, or with 499 when the client left first). */
    logLineWritten: boolean;
  }
}
