import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: Debian's Chromium (playwright-core) → gateway (real process) → REST double.
// One gateway + double for the run (global setup); each test resets the double and uses a fresh browser context.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
