import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/processes';

/**
 * The web app's SSR build in a temporary folder inside the repo (so its imports resolve to the repo's
 * node_modules), beside the source index.html as the page template (the build's only adds script and preload
 * tags). `dist` is what WEB_DIST_DIR names.
 */
export function buildSsr(): { dist: string; remove(): void } {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const tmp = mkdtempSync(join(ROOT, '.tmp', 'ssr-test-'));
  mkdirSync(join(tmp, 'dist'));
  copyFileSync(join(ROOT, 'web/index.html'), join(tmp, 'dist/index.html'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(tmp, 'dist-ssr'),
      '--logLevel',
      'warn',
    ],
    { cwd: join(ROOT, 'web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { dist: join(tmp, 'dist'), remove: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** A page as a browser would fetch it, with the rendered state parsed out of its data block. */
export async function fetchPage(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  const html = await res.text();
  const state = /<script type="application\/json" id="learnify-ssr">([^<]*)<\/script>/.exec(html)?.[1];
  return { res, html, state: state ? (JSON.parse(state) as RenderedState) : null };
}
export interface RenderedState {
  language: string;
  apollo: Record<string, Record<string, unknown>>;
}

/** Markup text as written by React, back to plain text for comparisons. */
export const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');
