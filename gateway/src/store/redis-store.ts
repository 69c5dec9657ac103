import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { RedisLimits } from './redis-limiter';
import { StallBreaker } from './stall-breaker';
import type { GatewayStore, StateEntries } from './store';

export interface RedisStoreOptions {
  url: string;
  /** Every key this gateway writes starts with it, so one Redis can serve other applications too. */
  keyPrefix?: string;
  /** Longest wait for one Redis reply; past it the call counts as failed (fail-open/closed rules apply). */
  commandTimeoutMs?: number;
  /** Longest wait at start-up for the first connection; the store is returned either way (unhealthy). */
  connectWaitMs?: number;
  /** Entries written without a TTL still lapse after this long, so Redis cannot fill up with forgotten keys. */
  maxTtlSeconds?: number;
  /**
   * Told about every failed call (`op` is get/set/delete/lock/unlock/limit), e.g. to count it; a call skipped because
   * Redis failed a moment ago fails with a `StoreStalledError`.
   */
  onError?: (op: string, err: unknown) => void;
  /** Told when the connection becomes usable (true) or is lost (false). */
  onStateChange?: (up: boolean) => void;
}

// Deletes the lock only if it still holds our token: a holder whose lock lapsed must not free the next holder's.
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

// Sets KEYS[1] to ARGV[3] (PX ARGV[4]) only if it holds ARGV[2], or is absent when ARGV[1] is '1'.
const CAS_SCRIPT = `local cur = redis.call('get', KEYS[1])
if ARGV[1] == '1' then
  if cur then return 0 end
elseif cur ~= ARGV[2] then
  return 0
end
redis.call('set', KEYS[1], ARGV[3], 'PX', ARGV[4])
return 1`;

/**
 * The shared store on one ioredis client for caches, locks and rate limiters: one connection policy and one failure
 * behaviour (keyv + @keyv/redis would add a second client with its own reconnect rules).
 *
 * Nothing waits on a dead connection: the offline queue is off and every reply is bounded by `commandTimeoutMs`;
 * the client reconnects in the background.
 */
export async function createRedisStore(options: RedisStoreOptions): Promise<GatewayStore> {
  const commandTimeoutMs = options.commandTimeoutMs ?? 500;
  const maxTtlSeconds = options.maxTtlSeconds ?? 86_400;
  const onError = options.onError ?? (() => undefined);
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? 'learnify:',
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    connectTimeout: Math.max(commandTimeoutMs, 2000),
    maxRetriesPerRequest: 1,
    // Commands issued in one tick (a request's reads, and every request resumed by one batch of replies) go out in
    // one write: a save's store reads cost one round trip, not one system call each.
    enableAutoPipelining: true,
    // Reconnect forever, backing off to one attempt every 2 s: Redis coming back must heal the gateway by itself.
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
  });
  let up = false;
  let started = false;
  const availableListeners: Array<() => void> = [];
  const setUp = (value: boolean) => {
    if (value === up) return;
    up = value;
    options.onStateChange?.(value);
    // Not on the first connection at start-up: nothing was written while away yet.
    if (value && started) for (const listener of availableListeners) listener();
  };
  const breaker = new StallBreaker(1000, commandTimeoutMs);
  // Every call Redis did not answer, skipped ones too (their error is a StoreStalledError).
  const failed = onError;
  const limits = new RedisLimits(client, breaker, failed);
  client.on('ready', () => {
    // Connected again: Redis is asked at once (what was written while away is written back now).
    breaker.reset();
    setUp(true);
    limits.flush();
  });
  client.on('close', () => setUp(false));
  client.on('end', () => setUp(false));
  // ioredis reports every failed reconnect here; without a listener Node would print each one. Failures that
  // matter reach the callers (and onError) through the commands themselves.
  client.on('error', () => undefined);

  await Promise.race([
    new Promise<void>((resolve) => client.once('ready', () => resolve())),
    sleep(options.connectWaitMs ?? 2000),
  ]);
  started = true;

  // Each space's keys, spelt once: its own commands and `readMany` must name the same keys.
  const cacheKey = (key: string) => `cache:${key}`;
  const stateKey = (key: string) => `state:${key}`;
  const cache: KeyValueCache<string> = {
    async get(key) {
      try {
        return (await breaker.run(() => client.get(cacheKey(key)))) ?? undefined;
      } catch (err) {
        failed('get', err);
        return undefined; // a miss: the caller asks the upstream
      }
    },
    async set(key, value, setOptions?: KeyValueCacheSetOptions) {
      const ttlMs = Math.ceil(Math.min(setOptions?.ttl || maxTtlSeconds, maxTtlSeconds) * 1000);
      try {
        await breaker.run(() => client.set(cacheKey(key), value, 'PX', ttlMs));
      } catch (err) {
        failed('set', err); // dropped: the next reader misses and fills it again
      }
    },
    async delete(key) {
      try {
        return (await breaker.run(() => client.del(cacheKey(key)))) > 0;
      } catch (err) {
        failed('delete', err);
        return false;
      }
    },
  };

  // Failures reject here (counted first): what they mean is the caller's policy (JsonCache).
  const counted = async <T>(op: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await breaker.run(call);
    } catch (err) {
      failed(op, err);
      throw err;
    }
  };
  // Entries always carry their own TTL (a ledger lives 400 days), so `maxTtlSeconds` does not cap them.
  const ttlOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));
  const entries: StateEntries = {
    get: (key) => counted('get', async () => (await client.get(stateKey(key))) ?? undefined),
    set: (key, value, ttlMs) =>
      counted('set', async () => void (await client.set(stateKey(key), value, 'PX', ttlOf(ttlMs)))),
    delete: (key) => counted('delete', async () => void (await client.del(stateKey(key)))),
    compareAndSet: (key, expected, next, ttlMs) =>
      counted('set', async () => {
        const absent = expected === undefined ? '1' : '0';
        const args = [absent, expected ?? '', next, String(ttlOf(ttlMs))];
        return (await client.eval(CAS_SCRIPT, 1, stateKey(key), ...args)) === 1;
      }),
  };

  return {
    kind: 'redis',
    cache,
    entries,
    readMany: (reads) =>
      counted('get', async () =>
        (await client.mget(reads.map((r) => (r.space === 'cache' ? cacheKey(r.key) : stateKey(r.key))))).map(
          (value) => value ?? undefined,
        ),
      ),
    // Same connection and failure rules; Apollo's response cache prefixes its own keys (`fqc:`).
    answers: cache,
    async tryLock(key, ttlMs) {
      const name = `lock:${key}`;
      const token = randomUUID();
      try {
        const taken = await breaker.run(() =>
          client.set(name, token, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX'),
        );
        if (taken !== 'OK') return null;
      } catch (err) {
        // Fail open: the lock only avoids duplicate work across instances; refusing it would stop the work itself.
        failed('lock', err);
        return async () => undefined;
      }
      return async () => {
        try {
          await breaker.run(() => client.eval(RELEASE_SCRIPT, 1, name, token));
        } catch (err) {
          failed('unlock', err); // it lapses by itself after ttlMs
        }
      };
    },
    limiter: (opts) => limits.limiter(opts),
    onAvailable(listener) {
      availableListeners.push(listener);
    },
    async healthy() {
      if (client.status !== 'ready') return false;
      try {
        return (await Promise.race([client.ping(), sleep(Math.min(commandTimeoutMs, 1000))])) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      limits.close();
      try {
        await Promise.race([client.quit(), sleep(1000)]);
      } catch {
        // already gone
      }
      client.disconnect();
    },
  };
}

function sleep(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref());
}
