import { access } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import express, { Router, type Request } from 'express';
import { WEB_APP_CSP } from './security-headers';

const API_PREFIXES = ['/graphql', '/media/', '/healthz', '/readyz', '/assets/'];

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Learnify</title></head>
<body><h1>Learnify</h1><p>The web app is not built yet. Run <code>npm run build:web</code>, then reload.</p>
<p>The GraphQL API is at <a href="/graphql">/graphql</a>.</p></body></html>`;

// Browser navigations name text/html explicitly; API clients accepting anything get a plain 404 instead.
function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && /\btext\/html\b/i.test(req.get('accept') ?? '');
}

/**
 * The built web app: fingerprinted `/assets/*` cached forever, `index.html` always revalidated, and the SPA
 * fallback (index.html) for GET navigations that accept HTML. Every response here carries the strict CSP.
 */
export function webApp(distDir: string): Router {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', WEB_APP_CSP);
    next();
  });
  router.use(
    express.static(root, {
      index: false,
      redirect: false,
      setHeaders(res, path) {
        if (path.startsWith(`${root}${sep}assets${sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker, its manifest and the language bootstrap must never be served stale (updates).
        else if (/\.html$|\.webmanifest$|[\\/](sw|lang)\.js$/.test(path))
          res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  router.use(async (req, res, next) => {
    if (!wantsHtml(req) || API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    try {
      await access(indexFile);
    } catch {
      res.status(503).setHeader('Cache-Control', 'no-store').type('html').send(MISSING_BUILD);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile, { cacheControl: false });
  });
  return router;
}
