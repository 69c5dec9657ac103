import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { createRedisStore } from '../store/redis-store';
import type { GatewayStore } from '../store/store';

/**
 * Runs `work` on the shared store an operator's command works on, and closes it after: the gateways' Redis
 * (`REDIS_URL`, `REDIS_KEY_PREFIX` as the gateways have them). Without one there is nothing shared to publish to or
 * read from.
 */
export async function onTheGatewaysStore<T>(
  work: (store: GatewayStore) => Promise<T>,
  env = process.env,
): Promise<T> {
  const url = env.REDIS_URL?.trim();
  if (!url)
    throw new Error(
      'REDIS_URL is not set: publishing and usage live in the store every gateway instance shares; set REDIS_URL (and REDIS_KEY_PREFIX) as the gateways have them.',
    );
  const store = await createRedisStore({
    url,
    keyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'learnify:',
    commandTimeoutMs: 5000,
    connectWaitMs: 5000,
  });
  if (!(await store.healthy())) {
    await store.close();
    throw new Error('Redis at REDIS_URL does not answer.');
  }
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** Runs a command's `main` on the process's arguments: its exit code, or 1 with the error's message. */
export async function runCommand(main: (argv: string[]) => Promise<number>): Promise<void> {
  process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  });
}

/** The contract the gateway serves (`schema.graphql`), for checking documents against it. */
export function gatewaySchema(): GraphQLSchema {
  return buildSchema(
    readFileSync(fileURLToPath(new URL('../../../schema.graphql', import.meta.url)), 'utf8'),
  );
}
