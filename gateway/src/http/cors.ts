import type { NextFunction, Request, Response } from 'express';

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
 * CORS for the GraphQL endpoint. With no CORS_ORIGINS configured nothing is added (same-origin only). Listed
 * origins get credentials-enabled CORS (cookies need an exact origin, never `*`).
 */
export function cors(origins: string[]) {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (allowed.size > 0) res.vary('Origin');
    const ok = origin !== undefined && allowed.has(origin);
    if (ok) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
    }
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
