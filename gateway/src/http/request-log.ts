import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

/** What the GraphQL layer reports back for the request log line (filled by an Apollo plugin). */
export interface RequestInfo {
  operationName?: string | null;
}

const INCOMING_ID = /^[\w.-]{1,64}$/;

/**
 * Gives every request an id (a sane incoming `X-Request-Id` is kept, for tracing across proxies) and writes
 * ONE structured line when it ends: id, method, path (no query string), operation, status, duration.
 * Headers, cookies and bodies are never logged.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const info: RequestInfo = {};
    res.locals.requestId = requestId;
    res.locals.requestInfo = info;
    res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const fields = {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        operationName: info.operationName ?? undefined,
        status: res.headersSent ? res.statusCode : 499,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (fields.path === '/healthz' || fields.path === '/readyz') logger.debug('request', fields);
      else logger.info('request', fields);
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
