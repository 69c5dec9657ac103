import type { NextFunction, Request, Response } from 'express';

/** Headers every response gets. The CSP is NOT here: the web app and media set their own (see below). */
export function securityHeaders(opts: { isProduction: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (opts.isProduction) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * The web app's CSP: only our own scripts, no inline script. Inline *styles* are allowed because question HTML
 * (sanitized by the client) carries style attributes for its formatting. Images may be data:/blob: (previews).
 * Not applied to /graphql: Apollo's Sandbox landing page ships its own nonce-based CSP.
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
