import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const VERSION_SLOT = "'__LEARNIFY_BUILD__'";
const PRECACHE_SLOT = "['__LEARNIFY_PRECACHE__']";

/**
 * Lazy chunks precached with the shell: the app behind the entry (app/boot.tsx, loaded after the first paint), the
 * screens that open without the network (static pages; home shows its own offline notice) and the Urdu catalogue
 * with the module that declares its font, so an app installed in English can still switch to Urdu offline (the
 * font files themselves are cached by the browser once used, not precached).
 */
const OFFLINE_SCREENS = [
  '/app/boot',
  '/features/about/',
  '/features/privacy/',
  '/app/not-found-screen',
  '/features/catalogue/',
  '/locales/ur/',
  '/lib/urdu-font',
];

/**
 * Ties `public/sw.js` to the build. `__LEARNIFY_BUILD__` becomes a hash of the emitted file names (content-hashed)
 * and of the public files, so any change makes a new service-worker version; `['__LEARNIFY_PRECACHE__']` becomes
 * the app shell's assets: the entry chunk, what it imports, their CSS, the home and static-page screens and
 * the Urdu catalogue.
 * Other screens' chunks are cached on first use.
 */
export function swPrecache(): Plugin {
  let outDir = 'dist';
  let publicDir = '';
  let precache: string[] = [];
  let bundleNames = '';
  return {
    name: 'learnify-sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      precache = shellAssets(bundle);
      bundleNames = Object.keys(bundle).sort().join('\n');
    },
    async writeBundle() {
      const version = await buildVersion(bundleNames, publicDir);
      const file = join(outDir, 'sw.js');
      const source = await readFile(file, 'utf8');
      // Fail the build rather than ship a worker without its version or shell list.
      for (const placeholder of [VERSION_SLOT, PRECACHE_SLOT])
        if (!source.includes(placeholder))
          throw new Error(`public/sw.js lost its ${placeholder} placeholder`);
      await writeFile(
        file,
        source
          .replace(VERSION_SLOT, JSON.stringify(version))
          .replace(PRECACHE_SLOT, JSON.stringify(precache)),
      );
    },
  };
}

function shellAssets(bundle: Rollup.OutputBundle): string[] {
  const wanted = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || wanted.has(fileName)) return;
    wanted.add(fileName);
    if (item.type !== 'chunk') return;
    item.imports.forEach(visit);
    item.viteMetadata?.importedCss.forEach((css) => wanted.add(css));
  };
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    const module = item.facadeModuleId ?? '';
    if (item.isEntry || OFFLINE_SCREENS.some((dir) => module.includes(dir))) visit(item.fileName);
  }
  return [...wanted]
    .filter((name) => !name.endsWith('.map'))
    .map((name) => `/${name}`)
    .sort();
}

/** Hash of the bundle's file names and of every public file (offline page, worker, icons): any change, new cache. */
async function buildVersion(bundleNames: string, publicDir: string): Promise<string> {
  const hash = createHash('sha256').update(bundleNames);
  if (publicDir) {
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of files) hash.update(file.slice(publicDir.length)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}
