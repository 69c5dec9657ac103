import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';

/** Where the web build puts the explorer page (web/explorer.vite.config.ts), relative to WEB_DIST_DIR. */
export const EXPLORER_PAGE = 'explorer.html';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Learnify API explorer</title></head>
<body><h1>Learnify API explorer</h1>
<p>The explorer is not built yet. Run <code>npm run build:web</code>, then reload.</p>
<p>The API answers GraphQL POSTs here; its guide is docs/api.md.</p></body></html>`;

/**
 * Apollo's landing page for GET /graphql from browsers: the GraphiQL page the web build made. Every byte comes
 * from this gateway, unlike Apollo's Sandbox on its CDN, so it works on a school network with no internet
 * (docs/decisions/0014-offline-api-explorer.md); the page links to the hosted Sandbox.
 *
 * The built page is read on first use and kept (its asset names are fingerprinted, and a new build comes with a
 * restart). A missing build is not cached, so building while running fixes it.
 */
export function explorerLandingPage(opts: { webDistDir: string }): ApolloServerPlugin {
  const file = resolve(opts.webDistDir, EXPLORER_PAGE);
  let page: Promise<string> | null = null;
  const load = () => {
    page ??= readFile(file, 'utf8').catch(() => {
      page = null;
      return NOT_BUILT;
    });
    return page;
  };
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: load };
        },
      };
    },
  };
}
