// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: ReturnType<typeof precompress>, hook: string, ...args: unknown[]) =>
  (plugin[hook as keyof typeof plugin] as Hook).call({}, ...args);

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const big = `export const list = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => i))};`;

describe('precompress', () => {
  it('writes .br and .gz beside the shell, every text asset of any size and the public files, each decoding to the file', async () => {
    root = await mkdtemp(join(tmpdir(), 'learnify-precompress-'));
    const out = join(root, 'dist');
    const pub = join(root, 'public');
    await mkdir(join(out, 'assets'), { recursive: true });
    await mkdir(join(out, 'icons'), { recursive: true });
    await mkdir(join(pub, 'icons'), { recursive: true });
    const emitted: Record<string, string> = {
      'assets/index-abc.js': big,
      'assets/tiny-def.css': 'a{color:red}',
      'assets/logo-123.png': big, // compressed already: left alone
      'assets/font-456.woff2': big,
      'index.html': `<!doctype html><script type="module" src="/assets/index-abc.js"></script>${big}`,
    };
    // What Vite copies from public/ (not in the bundle); sw.js as sw-precache.ts leaves it after its rewrite.
    const copied: Record<string, string> = {
      'sw.js': `const VERSION = "final";${big}`,
      'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'icons/icon-192.png': big,
    };
    for (const [name, text] of Object.entries({ ...emitted, ...copied }))
      await writeFile(join(out, name), text);
    for (const name of Object.keys(copied)) await writeFile(join(pub, name), 'the file before the build');

    const plugin = precompress();
    call(plugin, 'configResolved', { root, publicDir: pub, build: { outDir: 'dist', copyPublicDir: true } });
    call(plugin, 'writeBundle', {}, Object.fromEntries(Object.keys(emitted).map((n) => [n, {}])));
    await call(plugin, 'closeBundle');

    for (const name of [
      'assets/index-abc.js',
      'assets/tiny-def.css',
      'index.html',
      'sw.js',
      'icons/icon.svg',
    ]) {
      const file = join(out, name);
      const source = await readFile(file, 'utf8');
      expect(brotliDecompressSync(await readFile(`${file}.br`)).toString('utf8'), name).toBe(source);
      expect(gunzipSync(await readFile(`${file}.gz`)).toString('utf8'), name).toBe(source);
    }
    // The final bytes of the output folder, not the public folder's copy.
    expect(brotliDecompressSync(await readFile(join(out, 'sw.js.br'))).toString('utf8')).toContain('"final"');
    expect((await readFile(join(out, 'assets/index-abc.js.br'))).length).toBeLessThan(big.length / 2);
    for (const name of ['assets/logo-123.png', 'assets/font-456.woff2', 'icons/icon-192.png']) {
      expect(existsSync(join(out, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(out, `${name}.gz`)), name).toBe(false);
    }
  });

  it('leaves the public files alone in a build that does not copy them', async () => {
    root = await mkdtemp(join(tmpdir(), 'learnify-precompress-'));
    const out = join(root, 'dist');
    await mkdir(join(out, 'assets'), { recursive: true });
    await writeFile(join(out, 'assets/explorer-1.js'), big);
    await writeFile(join(out, 'sw.js'), big); // the app build's, already compressed by it
    const plugin = precompress();
    call(plugin, 'configResolved', { root, publicDir: '', build: { outDir: 'dist', copyPublicDir: true } });
    call(plugin, 'writeBundle', {}, { 'assets/explorer-1.js': {} });
    await call(plugin, 'closeBundle');
    expect(existsSync(join(out, 'assets/explorer-1.js.br'))).toBe(true);
    expect(existsSync(join(out, 'sw.js.br'))).toBe(false);
  });
});
