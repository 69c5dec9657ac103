import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
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
 * and bodies are never logged. Used by the Express stack and by the JSON GraphQL path alike.
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
  // Read now: Express rewrites req.url inside mounted routers.
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

/** Express form: the id and the log info land in `res.locals` for the context factory. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Mounted first, so req.url is still the path the client asked for.
    const { requestId, info } = beginRequestLog(logger, req, res);
    res.locals.requestId = requestId;
    res.locals.requestInfo = info;
    next();
  };
}
