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

// One graphql-js for everything the gateway test process loads (see the gateway project below).
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] };

/**
 * The gateway's integration tests of a student's and a parent's flows, run a second time against the double's
 * `recorded` fidelity (every defect the real API was recorded with; upstream-double/src/fidelity.ts). Their
 * doubles come from `testDouble()`/`startStack()` (test/gateway/support.ts), which read LEARNIFY_TEST_FIDELITY. The
 * teacher's list and overview are left out: at recorded fidelity they fail by design, which
 * teacher-recorded-fidelity.test.ts checks.
 */
const RECORDED_FIDELITY_TESTS = [
  'test/gateway/login.test.ts',
  'test/gateway/refresh.test.ts',
  'test/gateway/signup.test.ts',
  'test/gateway/profile.test.ts',
  'test/gateway/her-grade.test.ts',
  'test/gateway/quiz-attempts.test.ts',
  'test/gateway/resilience-answers.test.ts',
  'test/gateway/results.test.ts',
  'test/gateway/my-progress.test.ts',
  'test/gateway/progress-graph.test.ts',
  'test/gateway/subscription.test.ts',
  'test/gateway/account-standing.test.ts',
  'test/gateway/security-sessions.test.ts',
  'test/gateway/mobile-client.test.ts',
];

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
        resolve: oneGraphql,
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
        resolve: oneGraphql,
        test: {
          name: 'gateway-recorded',
          include: RECORDED_FIDELITY_TESTS,
          environment: 'node',
          env: { LEARNIFY_TEST_FIDELITY: 'recorded' },
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
