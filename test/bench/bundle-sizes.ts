// Raw, gzip and brotli sizes of the built assets (web/dist/assets), as the gateway would serve them compressed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizeOf(path: string, file: string): AssetSize {
  const bytes = readFileSync(path);
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 6 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function assetSizes(distDir: string): AssetSize[] {
  const dir = join(distDir, 'assets');
  return readdirSync(dir)
    .filter((f) => /\.(js|css|woff2)$/.test(f))
    .map((f) => sizeOf(join(dir, f), f))
    .sort((a, b) => b.raw - a.raw);
}

export const kb = (n: number) => (n / 1024).toFixed(1);

/**
 * The scripts the served home page references: every `<script src>` and every `<link rel="modulepreload">` of
 * `index.html` (the entry, its preloads, the home route's chunk and imports, `lang.js`). That is what a phone
 * downloads before the first paint of `/`, whatever the browser happened to request during one run.
 */
export function homeHtmlScripts(distDir: string): AssetSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
    const ref = tag.startsWith('<script') ? src : preload;
    if (ref && ref.startsWith('/')) refs.add(ref.slice(1));
  }
  return [...refs].map((file) => sizeOf(join(distDir, file), file));
}

/**
 * The scripts a lazy route adds once the home page has loaded: the route's chunk (the first asset whose name
 * starts with `chunkPrefix`, e.g. `quiz-history-screen-`) and every chunk it imports statically, transitively, less
 * those already loaded (`loaded`, file names as in `homeHtmlScripts`).
 */
export function routeScripts(distDir: string, chunkPrefix: string, loaded: ReadonlySet<string>): AssetSize[] {
  const dir = join(distDir, 'assets');
  const start = readdirSync(dir).find((f) => f.startsWith(chunkPrefix) && f.endsWith('.js'));
  if (!start) throw new Error(`no chunk named ${chunkPrefix}*.js in ${dir}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    const path = `assets/${file}`;
    if (seen.has(path) || loaded.has(path)) return;
    seen.add(path);
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later, if ever.
    for (const [, dep] of readFileSync(join(dir, file), 'utf8').matchAll(
      /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
    ))
      visit(dep!);
  };
  visit(start);
  return [...seen].map((file) => sizeOf(join(distDir, file), file));
}
