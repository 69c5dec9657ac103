import cluster from 'node:cluster';
import { runCluster, workerHeapFlags, workerMallocEnv } from './cluster';
import { supervisorEnv } from './config/supervisor-env';
import { createProcessLogger } from './logging';

/**
 * The serving part (the environment's validation, the app, its libraries and the web app's server build), loaded
 * only by the process that serves: the supervisor never loads it (serve.ts, ADR 0050).
 */
async function startServing(): Promise<void> {
  const { start } = await import('./serve');
  return start();
}

async function main() {
  // A closed pipe (a restarted log collector) fails the next write with an 'error' event that, unheard, would stop
  // the service. pino copes by itself; this covers direct writes (start-up errors, Node's warnings, libraries).
  for (const out of [process.stdout, process.stderr]) out.on('error', () => undefined);
  if (cluster.isWorker && !process.channel) {
    // node:cluster takes any process with NODE_UNIQUE_ID for a worker. Without the channel of a supervisor that
    // forked it, it would skip the supervisor, wait on no one for its port, and end with status 0.
    process.stderr.write(
      'NODE_UNIQUE_ID is set, but no supervisor forked this process: unset it to start.\n',
    );
    process.exit(1);
  }
  const settings = supervisorEnv(process.env);
  // Under the supervisor when GATEWAY_WORKERS > 1 and in every production start: it replaces a worker that dies of
  // what nobody foresaw (the last line of defence, not the fix: docs/operations.md). Elsewhere one plain process.
  if (cluster.isPrimary && settings.supervised)
    return runCluster(settings.workers, startServing, {
      logger: createProcessLogger(settings.logLevel),
      workerFlags: workerHeapFlags(settings.store),
      workerEnv: workerMallocEnv(process.env),
      ...(settings.metrics ? { metrics: settings.metrics } : {}),
    });
  await startServing();
}

main().catch((err: unknown) => {
  process.stderr.write(`Gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
