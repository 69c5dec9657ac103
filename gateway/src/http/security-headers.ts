import type { FastifyReply } from 'fastify';

const COMMON: Array<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];
const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/** Headers every response gets. The CSP is NOT here: the web app and media set their own (see below). */
export function securityHeadersHook(opts: { isProduction: boolean }) {
  const headers = Object.fromEntries(opts.isProduction ? [...COMMON, HSTS] : COMMON);
  return async (_request: unknown, reply: FastifyReply) => {
    reply.headers(headers);
  };
}

/**
 * The web app's CSP: only our own scripts, no inline script. Inline *styles* are allowed because question HTML
 * (sanitized by the client) carries style attributes for its formatting. Images may be data:/blob: (previews).
 * Not applied to /graphql: the API explorer page (Apollo's landing page) carries its own CSP in a meta tag.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The installable app: its service worker and manifest come from our own origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Media come from the upstream (SVGs can hold scripts): opened directly, they run sandboxed. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
