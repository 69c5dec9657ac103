import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

/**
 * The API explorer's own build, run after the web app's (`npm run build -w web`) into the same web/dist with
 * `emptyOutDir: false`. A separate build rather than a second entry of the app's build: the app groups every
 * `graphql` module into its shared vendor chunk (vite.config.ts), so GraphiQL's use of graphql-js (validation,
 * introspection, schema building) would have grown the chunk the home page loads. Here nothing is shared, and
 * the app's service worker precache never lists these files (docs/decisions/0014-offline-api-explorer.md).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // .br/.gz beside each of its files, as for the app's build (precompress.ts).
  plugins: [react(), precompress()],
  // web/public belongs to the app's build, whose service worker file is rewritten per build: copying it again
  // here would overwrite that.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // Monaco is several MB; it is a developer tool served only outside production.
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      input: fileURLToPath(new URL('./explorer.html', import.meta.url)),
      // Its own file names: a chunk whose content happens to equal one of the app's (the bundler's runtime helpers)
      // would otherwise get the app's file name, and the two builds would share a file in web/dist.
      output: {
        chunkFileNames: 'assets/explorer-[name]-[hash].js',
        assetFileNames: 'assets/explorer-[name]-[hash][extname]',
      },
      // GraphiQL's modules start with React Compiler directives ("use no memo") that bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
