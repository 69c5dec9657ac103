import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text assets of 1 KB or more (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside every compressible asset
 * under `assets/`. The gateway serves them as they are to clients that accept them
 * (gateway/src/http/web-app.ts): smaller than what on-the-fly compression can afford per request (brotli q11
 * is ~10 % smaller than the q4 a server uses live), and no compression work per request. On a 1.6 Mbps phone
 * link every 10 KB is 50 ms.
 */
export function precompress(): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'learnify-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name));
    },
    async writeBundle() {
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
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
        }),
      );
    },
  };
}
