import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { appendVary } from './negotiation';

const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollo-client-name',
  'apollo-client-version',
  'x-request-id',
];

/**
 * The CORS headers of an actual (non-preflight) request; true when the origin is allowed. With no CORS_ORIGINS
 * configured nothing is added (same-origin only). Listed origins get credentials-enabled CORS (cookies need an
 * exact origin, never `*`).
 */
export function applyCorsHeaders(req: IncomingMessage, res: ServerResponse, allowed: Set<string>): boolean {
  if (allowed.size === 0) return false;
  appendVary(res, 'Origin');
  const origin = req.headers.origin;
  if (origin === undefined || !allowed.has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
  return true;
}

/** CORS for the GraphQL endpoint, preflights included. */
export function cors(origins: string[]) {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    const ok = applyCorsHeaders(req, res, allowed);
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      if (ok) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
