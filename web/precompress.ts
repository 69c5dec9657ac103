import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that are compressed already (images, fonts in WOFF, archives): everything else gets siblings. */
const INCOMPRESSIBLE = /\.(png|jpe?g|gif|webp|avif|woff2?|br|gz|zst|zip)$/i;

/** Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside one file of the build. */
async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** Paths (relative, `/`-separated) of the files under a folder. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    );
}

/**
 * Writes `.br` and `.gz` beside every file the build emits — the app shell (`index.html`), every asset and worker,
 * and the public files copied beside them (service worker, manifest, offline page, language bootstrap) — whatever
 * its size, unless its format is compressed already. The gateway serves these bytes as they are
 * (gateway/src/http/web-app.ts, `preCompressed`): no static response is compressed per request, and brotli at
 * maximum quality (~10 % smaller than the q4 a server affords live) costs nothing at run time. On a 1.6 Mbps phone
 * link every 10 KB is 50 ms.
 *
 * It runs when the whole build is written (`closeBundle`), after the plugins that rewrite files in place
 * (sw-precache.ts rewrites `sw.js`), so the siblings hold the final bytes.
 */
export function precompress(): Plugin {
  let outDir = '';
  let publicDir = '';
  let emitted: string[] = [];
  return {
    name: 'learnify-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      publicDir = config.build.copyPublicDir && config.publicDir ? config.publicDir : '';
    },
    writeBundle(_options, bundle) {
      emitted = Object.keys(bundle);
    },
    async closeBundle() {
      const copied = publicDir ? await filesUnder(publicDir) : [];
      const names = [...new Set([...emitted, ...copied])].filter((name) => !INCOMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => compressFile(join(outDir, name))));
    },
  };
}
