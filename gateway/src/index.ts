import { EnvError, loadEnv, type Env } from './config/env';
import { runCluster, workerHeapFlags, workerMallocEnv } from './cluster';
import { createProcessLogger } from './logging';
import type { serve as Serve } from './serve';

/** The serving part, loaded only by the process that serves: the supervisor never loads the app (serve.ts). */
async function serve(...args: Parameters<typeof Serve>): Promise<void> {
  const { serve: start } = await import('./serve');
  return start(...args);
}

async function main() {
  // A closed pipe (a restarted log collector) fails the next write with an 'error' event that, unheard, would stop
  // the service. pino copes by itself; this covers direct writes (start-up errors, Node's warnings, libraries).
  for (const out of [process.stdout, process.stderr]) out.on('error', () => undefined);
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createProcessLogger(env.logLevel);
  for (const warning of env.warnings) logger.warn(warning);

  if (!env.upstreamUrl) {
    // `npm start` starts the repo's REST double and sets UPSTREAM_URL (gateway/bin/start.mjs); run directly, the
    // gateway needs to be told where the REST API is.
    process.stderr.write(
      'UPSTREAM_URL is not set: run `npm start`, or set it to the REST API base (…/api/).\n',
    );
    process.exit(1);
  }

  const metrics = env.metricsPort
    ? {
        port: env.metricsPort,
        host: env.metricsHost,
        ...(env.metricsToken ? { token: env.metricsToken } : {}),
      }
    : undefined;
  // Under the supervisor when GATEWAY_WORKERS > 1 and in every production start: it replaces a worker that dies of
  // what nobody foresaw (the last line of defence, not the fix: docs/operations.md). Elsewhere one plain process.
  if (env.workers > 1 || env.isProduction)
    return runCluster(env.workers, () => serve(env, logger, metrics), {
      logger,
      workerFlags: workerHeapFlags(env.redisUrl ? 'redis' : 'memory'),
      workerEnv: workerMallocEnv(process.env),
      ...(metrics ? { metrics } : {}),
    });
  await serve(env, logger, metrics);
}

main().catch((err: unknown) => {
  process.stderr.write(`Gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
