import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/**
 * Security headers through `@fastify/helmet` (issue 19): every response gets nosniff, `X-Frame-Options: DENY`, the
 * referrer policy, COOP/CORP same-origin, HSTS in production and the web app's CSP — except `/graphql`, whose
 * explorer page carries its own CSP in a meta tag (see `GRAPHQL_ROUTE_HELMET`), and `/media`, which replaces it
 * with `MEDIA_CSP`. Helmet has no Permissions-Policy: one small hook adds it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { isProduction: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: WEB_APP_DIRECTIVES },
    // Question images and the upstream's media are same-origin through /media; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply: FastifyReply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Route option for `/graphql`: helmet's headers without the app's CSP (the explorer page brings its own). */
export const GRAPHQL_ROUTE_HELMET = { contentSecurityPolicy: false } as const;

/** Media come from the upstream (SVGs can hold scripts): opened directly, they run sandboxed. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
