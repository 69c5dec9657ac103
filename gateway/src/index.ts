import { createServer } from 'node:http';
import { buildApp } from './app';
import { serverTimeouts } from './http/body-rate';
import { answerClientErrors, answerFailedExpectations } from './http/client-errors';
import { EnvError, loadEnv, type Env } from './config/env';
import { isClusterWorker, runCluster } from './cluster';
import { createProcessLogger, type Logger } from './logging';
import { startMetricsServer } from './observability';
import { registry } from './observability/metrics';
import { mirrorRestartsInto } from './observability/worker-restarts';
import { createStore } from './store';

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
      ...(metrics ? { metrics } : {}),
    });
  await serve(env, logger, metrics);
}

/** One gateway process: its store, metrics and traces, the app on an HTTP server, and a graceful stop. */
async function serve(
  env: Env,
  logger: Logger,
  metrics: { port: number; host: string; token?: string } | undefined,
) {
  // Whatever kills this process is logged, as one JSON line, before Node prints it and exits (the default stays).
  process.on('uncaughtExceptionMonitor', (err, origin) =>
    logger.error({ err, origin }, 'gateway process crashing'),
  );
  if (isClusterWorker() && !metrics) mirrorRestartsInto(registry);
  const store = await createStore(env, logger);
  // In a cluster the primary serves METRICS_PORT with every worker's sum.
  const metricsServer = metrics && !isClusterWorker() ? await startMetricsServer(metrics) : null;
  const server = createServer(serverTimeouts(env));
  const gateway = await buildApp(env, { logger, httpServer: server, store });
  server.on('request', gateway.handler);
  answerClientErrors(server);
  answerFailedExpectations(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.port, env.host, resolve);
  });
  // After listening, an 'error' (an accept() failing with EMFILE under load) without a listener would end the
  // process; Node keeps accepting once file descriptors free up.
  server.on('error', (err) => logger.error({ err }, 'HTTP server error'));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const shownHost = env.host === '0.0.0.0' ? 'localhost' : env.host;
  logger.info(
    { host: env.host, port, upstream: env.upstreamUrl, nodeEnv: env.nodeEnv, store: store.kind },
    `Learnify gateway listening on http://${shownHost}:${port}/ (GraphQL at /graphql)`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    // Do not hang forever on a stuck connection.
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await gateway.close(); // the drain plugin stops accepting and waits for in-flight requests
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await metricsServer?.close();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
