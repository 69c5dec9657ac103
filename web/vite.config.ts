import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';
import { swPrecache } from './sw-precache';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * Every route is a lazy chunk, so the home screen's code would only be requested once the entry has run: a second
 * round trip (150 ms+ on a phone) before the first paint of `/`. A modulepreload link fetches it alongside the
 * entry (about 2 KB gzip, harmless on deep links). See docs/performance.md.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'learnify-preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/features/home/home-screen.tsx'),
        );
        if (!chunk || chunk.type !== 'chunk') return [];
        // Skip what the page already loads (the entry and its own preloads).
        const files = [chunk.fileName, ...chunk.imports].filter((file) => !html.includes(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // swPrecache: ties public/sw.js to this build (version + app-shell asset list).
  // precompress: .br/.gz beside each asset, served as they are by the gateway.
  plugins: [react(), swPrecache(), preloadHomeRoute(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  // `npm run dev:web` talks to a gateway started with `npm run dev:gateway`.
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
});
