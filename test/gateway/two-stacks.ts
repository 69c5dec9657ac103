// Two gateway apps in this process on one real Redis and one REST double, with the same SESSION_SECRET: a cookie
// sealed by one opens on the other, and what one writes to the shared store the other reads. Each app is built on
// its own and shares nothing in memory with the other (test/gateway/two-apps.test.ts), so all they share is Redis.
// The in-process twin of test/support/two-instances.ts, which runs separate processes for the deployment itself:
// quicker to start, with the stores at hand. Optionally through a proxy that makes Redis slow or cuts it.
import { randomBytes } from 'node:crypto';
import type { UpstreamDouble } from '@learnify/upstream-double';
import { createRedisStore } from '../../gateway/src/store/redis-store';
import type { GatewayStore } from '../../gateway/src/store/store';
import { startRedis, type RedisServer } from '../support/redis';
import { startRedisProxy, type RedisProxy } from '../support/redis-proxy';
import { startStack, testDouble, type Stack } from './support';

/**
 * The stores' command time-out unless a test sets one: a healthy Redis never misses it on a busy machine (a missed
 * reply is a store failure, answered by the fail-open or fail-closed rules, and a test of shared state would see
 * one instance's view instead).
 */
const HEALTHY_COMMAND_TIMEOUT_MS = 5000;

export interface TwoStacksOptions {
  seed?: 'demo' | 'minimal';
  /** Gateway settings for both apps (SESSION_SECRET is shared already). */
  env?: Record<string, string>;
  /** The stores reach Redis through a proxy (`proxy`) that can hold replies back or cut connections. */
  proxy?: boolean;
  /** The stores' longest wait for a reply (a test of Redis faults sets production's, 500 ms). */
  commandTimeoutMs?: number;
  /** Prefix of every key the stores write (default: production's `learnify:`). */
  keyPrefix?: string;
}

export interface TwoStacks {
  redis: RedisServer;
  /** In front of Redis when `proxy` was asked for. */
  proxy: RedisProxy | null;
  double: UpstreamDouble;
  a: Stack;
  b: Stack;
  /** A and B. */
  stacks: [Stack, Stack];
  /** A's store and B's: separate Redis clients. */
  stores: [GatewayStore, GatewayStore];
  /** Stops everything, by PID where it is a process; a Redis left stopped (SIGSTOP) is resumed first. */
  close(): Promise<void>;
}

export async function startTwoStacks(options: TwoStacksOptions = {}): Promise<TwoStacks> {
  const redis = await startRedis();
  const opened: Array<{ close(): Promise<void> }> = [{ close: () => redis.stop() }];
  const close = async () => {
    if (redis.pid) process.kill(redis.pid, 'SIGCONT');
    for (const part of opened.splice(0).reverse()) await part.close();
  };
  try {
    const proxy = options.proxy ? await startRedisProxy(redis) : null;
    if (proxy) opened.push(proxy);
    const double = await testDouble({ seed: options.seed ?? 'minimal' });
    opened.push(double);
    const storeOf = async () => {
      const store = await createRedisStore({
        url: proxy?.url ?? redis.url,
        keyPrefix: options.keyPrefix ?? 'learnify:',
        commandTimeoutMs: options.commandTimeoutMs ?? HEALTHY_COMMAND_TIMEOUT_MS,
      });
      opened.push(store);
      return store;
    };
    const stores: [GatewayStore, GatewayStore] = [await storeOf(), await storeOf()];
    const env = { SESSION_SECRET: randomBytes(32).toString('base64url'), ...options.env };
    const stackOf = async (store: GatewayStore) => {
      const stack = await startStack(env, { double, store });
      opened.push(stack);
      return stack;
    };
    const stacks: [Stack, Stack] = [await stackOf(stores[0]), await stackOf(stores[1])];
    return { redis, proxy, double, a: stacks[0], b: stacks[1], stacks, stores, close };
  } catch (err) {
    await close();
    throw err;
  }
}
