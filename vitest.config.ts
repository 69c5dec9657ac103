import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

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
    projects: [
      {
        test: {
          name: 'upstream',
          include: ['upstream-double/src/**/*.test.ts'],
          environment: 'node',
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
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: 'gateway-recorded',
          include: RECORDED_FIDELITY_TESTS,
          environment: 'node',
          env: { LEARNIFY_TEST_FIDELITY: 'recorded' },
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
