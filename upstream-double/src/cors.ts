// django-cors-headers behaviour as recorded: allowed origins are echoed with credentials allowed;
// a preflight from a foreign origin still gets 200 (with Allow-Credentials, without Allow-Origin).

export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const ALLOW_HEADERS =
  'accept, accept-encoding, authorization, content-type, origin, user-agent, x-csrftoken, x-requested-with';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export function corsHeaders(origin: string | undefined, allowed: Set<string>): Record<string, string> {
  return origin && allowed.has(origin)
    ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
    : {};
}

export function isPreflight(method: string, headers: Record<string, string>): boolean {
  return method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
}

export function preflightHeaders(origin: string | undefined, allowed: Set<string>): Record<string, string> {
  const base = {
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Origin',
    'Access-Control-Allow-Credentials': 'true',
  };
  if (!origin || !allowed.has(origin)) return base;
  return {
    ...base,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Max-Age': '86400',
  };
}
