import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { preloadHomeRoute, urduCatalogueHint } from './preload-hints';
import { swPrecache } from './sw-precache';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // swPrecache: ties public/sw.js to this build (version + app-shell asset list). The hints: preload-hints.ts.
  plugins: [react(), swPrecache(), preloadHomeRoute(), urduCatalogueHint()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // rxjs (under Apollo Client) publishes an ES2015 build under this condition; the default one is ES5 with tslib
    // helpers for every class and generator. Browsers we target run ES2022 (build.target).
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  // `npm run dev:web` talks to a gateway started with `npm run dev:gateway`.
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
});
