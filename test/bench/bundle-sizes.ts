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
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => sizeOf(join(dir, f), f))
    .sort((a, b) => b.raw - a.raw);
}

export const kb = (n: number) => (n / 1024).toFixed(1);
