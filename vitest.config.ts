import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Time-outs only stop a test that hangs; they never judge speed (benchmarks do: test/bench). A loaded two-core
// machine runs a test several times slower than a quiet one, so each is several times what a test needs there.
const TIME_OUTS = { testTimeout: 60_000, hookTimeout: 120_000 };

// Most test time is waiting (child processes starting, Redis, time-outs run out on purpose), so files run in
// parallel even on two cores (Vitest's default leaves one core idle: one file at a time there).
const WORKERS = { maxWorkers: Math.max(2, availableParallelism()) };

// One `npm test` for the whole repo: the REST double, the gateway (unit + integration over real HTTP) and the
// web screens. Browser end-to-end tests have their own config (test/e2e/vitest.config.ts).
export default defineConfig({
  test: {
    ...WORKERS,
    projects: [
      {
        test: {
          name: 'upstream',
          include: ['upstream-double/src/**/*.test.ts'],
          environment: 'node',
          ...TIME_OUTS,
          ...WORKERS,
        },
      },
      {
        // One graphql-js for everything the gateway test process loads. Vite would resolve our `import 'graphql'`
        // to its ES module build while Node loads it for the dependencies (Apollo, graphql-tools) as CommonJS: two
        // copies, and a schema built by one cannot be executed by the other. Node (`npm start`, tsx) has one.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'gateway',
          // test/schema: the schema contract guard (graphql-inspector needs the same single graphql-js).
          include: [
            'gateway/src/**/*.test.ts',
            'test/gateway/**/*.test.ts',
            'test/schema/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/docs/**/*.test.ts',
          ],
          environment: 'node',
          ...TIME_OUTS,
          ...WORKERS,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          // web/*.test.ts: the build plugins (node environment, set per file).
          include: ['web/src/**/*.test.{ts,tsx}', 'web/*.test.ts'],
          environment: 'jsdom',
          // One jsdom per worker, not per file (51 files spent longer creating it than testing); each file still
          // starts from a blank page and fresh app modules (web/src/test/setup.ts).
          isolate: false,
          setupFiles: ['./web/src/test/setup.ts'],
          ...TIME_OUTS,
          ...WORKERS,
        },
      },
    ],
  },
});
