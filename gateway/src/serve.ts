// A gateway worker (or the one process outside production): loaded by index.ts only where it serves, so the
// supervisor never loads the app, its libraries or the web app's server build.
import cluster from 'node:cluster';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { buildApp } from './app';
import { serverTimeouts } from './http/body-rate';
import { answerClientErrors, answerFailedExpectations } from './http/client-errors';
import { EnvError, loadEnv, type Env } from './config/env';
import { EXIT_INVALID_ENV } from './cluster';
import { createProcessLogger, type Logger } from './logging';
import { startMetricsServer } from './observability';
import { registry } from './observability/metrics';
import { mirrorRestartsInto } from './observability/restart-metrics';
import { createStore } from './store';

/**
 * A serving process's start: its environment validated whole (a bad one listed and the process ended: in a worker
 * with `EXIT_INVALID_ENV`, written by the first worker only so the list appears once), then `serve`.
 */
export async function start(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      if ((cluster.worker?.id ?? 1) === 1) process.stderr.write(`${err.message}\n`);
      process.exit(cluster.isWorker ? EXIT_INVALID_ENV : 1);
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

  await serve(env, logger);
}

/** One gateway process: its store, metrics and traces, the app on an HTTP server, and a graceful stop. */
async function serve(env: Env, logger: Logger) {
  const metrics = env.metricsPort
    ? {
        port: env.metricsPort,
        host: env.metricsHost,
        ...(env.metricsToken ? { token: env.metricsToken } : {}),
      }
    : undefined;
  // Whatever kills this process is logged, as one JSON line, before Node prints it and exits (the default stays).
  process.on('uncaughtExceptionMonitor', (err, origin) =>
    logger.error({ err, origin }, 'gateway process crashing'),
  );
  if (cluster.isWorker && !metrics) mirrorRestartsInto(registry);
  const store = await createStore(env, logger);
  // In a cluster the primary serves METRICS_PORT with every worker's sum.
  const metricsServer = metrics && !cluster.isWorker ? await startMetricsServer(metrics) : null;
  const server = createServer(serverTimeouts(env));
  const gateway = await buildApp(env, { logger, httpServer: server, store });
  server.on('request', gateway.handler);
  answerClientErrors(server);
  answerFailedExpectations(server);
  // Rejects when the port cannot be had ('error' before 'listening').
  await once(server.listen(env.port, env.host), 'listening');
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
