import { access } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import express, { Router, type Request } from 'express';
import { BoundedMap } from '../lib/bounded-map';
import { pickEncoding } from './negotiation';
import { WEB_APP_CSP } from './security-headers';

const API_PREFIXES = ['/graphql', '/media/', '/healthz', '/readyz', '/assets/'];

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Learnify</title></head>
<body><h1>Learnify</h1><p>The web app is not built yet. Run <code>npm run build:web</code>, then reload.</p>
<p>The GraphQL API is at <a href="/graphql">/graphql</a>.</p></body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build writes `<asset>.br` and `<asset>.gz` beside each text asset (web/precompress.ts). A client that accepts
 * one gets it as is — smaller than live compression and no work per request; anything else falls through to the
 * static files (and the live compression middleware). Fingerprinted assets never change, so whether a compressed
 * sibling exists is looked up once per file.
 */
function precompressedAssets(assetsDir: string): Router {
  const router = Router();
  // Requests for made-up names must not grow this without bound; real assets are a few dozen.
  const exists = new BoundedMap<string, Promise<boolean>>(2000);
  const has = (file: string) => {
    let known = exists.get(file);
    if (!known) {
      known = access(file).then(
        () => true,
        () => false,
      );
      exists.set(file, known);
    }
    return known;
  };
  router.use(async (req, res, next) => {
    const encoding =
      req.method === 'GET' || req.method === 'HEAD' ? pickEncoding(req.get('accept-encoding')) : null;
    let file: string;
    try {
      file = resolve(assetsDir, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next(); // malformed escape: express.static answers it
    }
    if (!encoding || !file.startsWith(`${assetsDir}${sep}`)) return next();
    res.vary('Accept-Encoding');
    const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (!(await has(variant))) return next();
    // Content-Type from the asset's own name (send would take it from `.br`).
    res.type(file.slice(file.lastIndexOf('.')));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.sendFile(variant, { cacheControl: false, dotfiles: 'deny' }, (err) => err && next(err));
  });
  return router;
}

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
  router.use('/assets', precompressedAssets(resolve(root, 'assets')));
  router.use(
    express.static(root, {
      index: false,
      redirect: false,
      setHeaders(res, path) {
        if (path.startsWith(`${root}${sep}assets${sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
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
