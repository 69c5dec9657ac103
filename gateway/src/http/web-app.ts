import { access } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from '../../../web/src/lib/paths';
import type { ServerRenderer } from './server-render';

const API_PREFIXES = ['/graphql', '/media/', '/healthz', '/readyz', '/metrics', '/assets/'];

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Learnify</title></head>
<body><h1>Learnify</h1><p>The web app is not built yet. Run <code>npm run build:web</code>, then reload.</p>
<p>The GraphQL API is at <a href="/graphql">/graphql</a>.</p></body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Who gets the app for a path that is not a file: any GET that does not ask for JSON (a browser navigation, curl
 * with its default `*\/*`, a link preview), on a path that is not one of the API's own.
 */
function wantsApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => path.startsWith(p))) return false;
  const accept = request.headers.accept ?? '*/*';
  if (/\btext\/html\b/i.test(accept)) return true;
  // A file-like path (`/x.json`, `/favicon.ico`) that is missing stays a 404, as do JSON clients.
  return !/\.[a-z0-9]+$/i.test(path) && !/\bjson\b/i.test(accept) && /\*\/\*/.test(accept);
}

/**
 * The built web app: fingerprinted `/assets/*` cached forever, `index.html` always revalidated, each file sent as
 * the build's `.br` / `.gz` sibling when the client takes it (web/precompress.ts; nothing is compressed per
 * request). Navigations get index.html, or the page `ServerRenderer` renders on its routes. Every response carries
 * the strict CSP (security-headers.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  renderer: ServerRenderer,
): Promise<void> {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    // The build may appear after boot (`npm run build:web` while the gateway runs).
    suppressWarning: true,
    setHeaders(reply, sentPath) {
      // The file's own name: a precompressed sibling (`sw.js.br`) is cached as the file it encodes.
      const path = sentPath.replace(/\.(br|gz)$/, '');
      if (path.startsWith(`${root}${sep}assets${sep}`)) reply.header('Cache-Control', IMMUTABLE);
      // The service worker, its manifest and the language bootstrap must never be served stale (updates).
      else if (/\.html$|\.webmanifest$|[\\/](sw|lang)\.js$/.test(path))
        reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsApp(request)) return reply.code(404).send({ error: 'Not found' });
    if (await renderer.serve(request, reply)) return reply;
    try {
      await access(indexFile);
    } catch {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html').send(MISSING_BUILD);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
  };
  // The app's own routes (the route table), with or without a trailing slash, go straight to the app: the static
  // files' catch-all would first look each one up on disk. `/` is the build's folder, not a file. Any other path
  // that is no file is a navigation too (the app's not-found screen).
  const routes = new Set(
    Object.values(ROUTES).flatMap(({ pattern }) => {
      const bare = pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
      return bare === '/' ? ['/'] : [bare, `${bare}/`];
    }),
  );
  for (const route of routes) app.get(route, serveApp);
  app.setNotFoundHandler(serveApp);
}
