import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The web app's CSP: only our own scripts, no inline script (a server-rendered page's state is a JSON data block,
 * which is never executed: decision 0022). Inline *styles* are allowed because question HTML (sanitized by the
 * client) carries style attributes for its formatting. Images may be data:/blob: (previews).
 */
const WEB_APP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The installable app: its service worker and manifest come from our own origin only.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Helmet's options: what the headers say is decided here, by helmet's own defaults and validation. */
function helmetOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: WEB_APP_DIRECTIVES },
    // Question images and the upstream's media are same-origin through /media; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets for these options, recorded once from its middleware (it reads nothing of the request). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

/**
 * Security headers from helmet's options: every response gets nosniff, `X-Frame-Options: DENY`, the referrer
 * policy, COOP/CORP same-origin, HSTS in production, the Permissions-Policy (helmet has no option for it) and
 * the web app's CSP — except `/graphql`, whose explorer page carries its own CSP in a meta tag
 * (`GRAPHQL_ROUTE_CONFIG`), and `/media`, which replaces it with `MEDIA_CSP`. The values are computed once, at
 * boot, rather than running helmet's middleware on every request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { isProduction: boolean },
): Promise<void> {
  const headers = {
    ...helmetHeaders(helmetOptions(opts.isProduction)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    done();
  });
  // A route that serves no page of the web app leaves its CSP out (its own page brings one).
  const withoutAppCsp = (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.removeHeader('content-security-policy');
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.appCsp !== false) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [withoutAppCsp] : [...[own].flat(), withoutAppCsp];
  });
}

/** Route config for `/graphql`: the security headers without the app's CSP (the explorer page brings its own). */
export const GRAPHQL_ROUTE_CONFIG = { appCsp: false } as const;

/** Media come from the upstream (SVGs can hold scripts): opened directly, they run sandboxed. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's responses carry no web-app CSP (security-headers.ts). */
    appCsp?: boolean;
  }
}
