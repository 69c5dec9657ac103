import { defineConfig } from 'vitest/config';

// One `npm test` for the whole repo: the REST double, the gateway (unit + integration over real HTTP) and the
// web screens. Browser end-to-end tests have their own config (test/e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'upstream',
          include: ['test/upstream/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['gateway/src/**/*.test.ts', 'test/gateway/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          // web/*.test.ts: the build plugins (node environment, set per file).
          include: ['web/src/**/*.test.{ts,tsx}', 'web/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./web/src/test/setup.ts'],
        },
      },
    ],
  },
});
