import type { Env } from '../config/env';
import type { Logger } from '../logging';
import { storeErrors, storeUp } from '../observability/metrics';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { GatewayStore } from './store';

export type { GatewayStore } from './store';

/**
 * In memory without `REDIS_URL`, Redis with it. Starts even while Redis is unreachable: it serves by the fail-open
 * rules and heals when Redis answers (docs/operations.md).
 */
export async function createStore(
  env: Pick<Env, 'redisUrl' | 'redisKeyPrefix'>,
  logger?: Logger,
): Promise<GatewayStore> {
  if (!env.redisUrl) return createMemoryStore();
  storeUp.set(0);
  return createRedisStore({
    url: env.redisUrl,
    keyPrefix: env.redisKeyPrefix,
    onError: (op) => storeErrors.inc({ op }),
    onStateChange: (up) => {
      storeUp.set(up ? 1 : 0);
      // Transitions only (ioredis retries quietly in between); the URL may hold a password, so it is not logged.
      if (up) logger?.info('shared store (Redis) connected');
      else
        logger?.warn(
          'shared store (Redis) unreachable: caches miss, rate limits per instance until it returns',
        );
    },
  });
}

/**
 * What `/readyz` reports about the store. Readiness stays 200 when Redis is down (docs/operations.md: every
 * instance shares it, so a 503 would empty the load balancer); the body says so for the operator.
 */
export async function storeReadiness(store: GatewayStore): Promise<'memory' | 'ok' | 'unavailable'> {
  if (store.kind === 'memory') return 'memory';
  return (await store.healthy()) ? 'ok' : 'unavailable';
}
