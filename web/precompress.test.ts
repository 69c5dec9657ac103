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

describe('precompress', () => {
  it('writes .br and .gz beside large text assets only, each decoding to the asset', async () => {
    root = await mkdtemp(join(tmpdir(), 'learnify-precompress-'));
    const out = join(root, 'dist');
    await mkdir(join(out, 'assets'), { recursive: true });
    const big = `export const list = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => i))};`;
    const files: Record<string, string> = {
      'assets/index-abc.js': big,
      'assets/tiny-def.css': 'a{color:red}',
      'assets/logo-123.png': big, // not text: left alone
      'index.html': big, // not under assets/: served no-cache, compressed live
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(out, name), text);
    const plugin = precompress();
    call(plugin, 'configResolved', { root, build: { outDir: 'dist' } });
    call(plugin, 'generateBundle', {}, Object.fromEntries(Object.keys(files).map((n) => [n, {}])));
    await call(plugin, 'writeBundle');

    const js = join(out, 'assets/index-abc.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString('utf8')).toBe(big);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString('utf8')).toBe(big);
    expect((await readFile(`${js}.br`)).length).toBeLessThan(big.length / 2);
    for (const name of ['assets/tiny-def.css', 'assets/logo-123.png', 'index.html']) {
      expect(existsSync(join(out, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(out, `${name}.gz`)), name).toBe(false);
    }
  });
});
