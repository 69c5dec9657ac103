import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logger';

/** What the GraphQL layer reports back for the request log line (filled by an Apollo plugin). */
export interface RequestInfo {
  operationName?: string | null;
  /** The client's address (honouring TRUST_PROXY_HOPS), for the sign-in throttle. */
  clientIp?: string;
}

const INCOMING_ID = /^[\w.-]{1,64}$/;

/**
 * Gives the request an id (a sane incoming `X-Request-Id` is kept, for tracing across proxies) and writes ONE
 * structured line when it ends: id, method, path (no query string), operation, status, duration. Headers, cookies
 * and bodies are never logged.
 */
export function beginRequestLog(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
): { requestId: string; info: RequestInfo } {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  const info: RequestInfo = {};
  res.setHeader('X-Request-Id', requestId);
  const started = performance.now();
  const path = (req.url ?? '/').split('?')[0];
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const fields = {
      requestId,
      method: req.method,
      path,
      operationName: info.operationName ?? undefined,
      status: res.headersSent ? res.statusCode : 499,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (path === '/healthz' || path === '/readyz') logger.debug('request', fields);
    else logger.info('request', fields);
  };
  res.once('finish', done);
  res.once('close', done);
  return { requestId, info };
}

/**
 * Fastify form: the id and the log info are decorated onto the request for the context factory. Registered as the
 * first hook, so the path is still the one the client asked for.
 */
export function requestLogHook(logger: Logger) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { requestId, info } = beginRequestLog(logger, request.raw, reply.raw);
    request.requestId = requestId;
    request.requestInfo = info;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Our request id (kept from a sane incoming `X-Request-Id`), also sent back as `X-Request-Id`. */
    requestId: string;
    /** Filled by the GraphQL layer for the request's log line. */
    requestInfo: RequestInfo;
  }
}
