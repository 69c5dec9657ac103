import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';
import { preloadReactDom, urduCatalogueHint } from './preload-hints';
import { swPrecache } from './sw-precache';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/** React and React DOM: what the entry (main.tsx) needs to hydrate or render. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** React Router, Apollo Client and what they import: the app behind the entry (app/boot.tsx), every page needs it. */
const VENDOR =
  /node_modules[\\/](react-router|@apollo|rxjs|graphql|optimism|@wry|tslib|apollo-upload-client|extract-files|is-plain-obj)[\\/]/;

// `vite build` makes the browser's app in dist/; `vite build --ssr src/entry-server.tsx` the same tree for the
// gateway's server rendering in dist-ssr/ (libraries stay in node_modules, imported at run time).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // swPrecache: ties public/sw.js to this build (version + app-shell asset list). The hint: preload-hints.ts.
  // precompress: .br/.gz beside every file it writes, served as they are by the gateway. None applies to the SSR build.
  plugins: isSsrBuild
    ? [react()]
    : [react(), swPrecache(), urduCatalogueHint(), preloadReactDom(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // rxjs (under Apollo Client) publishes an ES2015 build under this condition; the default one is ES5 with tslib
    // helpers for every class and generator. Browsers we target run ES2022 (build.target).
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, target: 'node24', copyPublicDir: false }
    : {
        // Every browser the es2022 target admits follows <link rel="modulepreload"> natively; Vite's polyfill for older
        // ones would be ~0.5 KB gzip on every first load for nobody.
        modulePreload: { polyfill: false },
        // One stylesheet for the whole app, linked from the page: a server-rendered page must be styled at its
        // first paint, before the screens' chunks (which would bring their CSS modules) have loaded — else its
        // layout shifts and its largest paint moves to when they arrive. All of it is ~8 KB gzip.
        cssCodeSplit: false,
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The libraries every page runs, in one chunk: it changes only when they are upgraded, so a release
              // re-downloads just the app's own code, and one file compresses better than Rolldown's default four
              // (−1.6 KB gzip on `/`). Libraries only some screens use (DOMPurify for quizzes) stay in those chunks.
              // React DOM has a chunk of its own: the entry needs it, the rest (`vendor`) loads after the first paint.
              groups: [
                { name: 'react', test: REACT, priority: 2 },
                { name: 'vendor', test: VENDOR, priority: 1 },
              ],
            },
          },
        },
      },
  // `npm run dev:web` talks to a gateway started with `npm run dev:gateway`.
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
}));
