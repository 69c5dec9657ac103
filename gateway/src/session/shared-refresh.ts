import { tokenDigest } from './token-facts';
import { tokenRefreshes } from '../observability/metrics';
import { SingleFlight } from '../store/single-flight';
import type { GatewayStore } from '../store/store';
import { seal, unseal, type SessionKeys } from './seal';

export type Exchange = (refreshToken: string) => Promise<string | null>;

export interface SharedExchangeOptions {
  store: GatewayStore;
  /** The session keyring (SESSION_SECRET): the fresh access token is sealed before it is shared through the store. */
  key: SessionKeys;
  /** The real exchange (`token/refresh/`): the new access token, null when the refresh token is refused. */
  exchange: Exchange;
  /** How long one instance holds the refresh of a session; above the upstream time-out. */
  lockMs?: number;
  /** How long the result stays available to the other instances. */
  shareMs?: number;
  /** How long an instance waits for another's result before refreshing by itself. */
  waitMs?: number;
  pollMs?: number;
}

/**
 * Refresh single flight across instances (`SingleFlight`): the first takes a short lease per session (named by a
 * hash of the refresh token), refreshes, and leaves the sealed result in the store; the others wait for it rather
 * than refresh again (with a rotating upstream a second refresh would fail and sign the child out). Use it as
 * `new TokenRefresher(sharedExchange({ store, key, exchange }))`.
 *
 * Fail-open: if the holder dies or the store is unreachable, a waiting instance refreshes by itself after `waitMs`.
 */
export function sharedExchange(options: SharedExchangeOptions): Exchange {
  const { store, key } = options;
  const shareMs = options.shareMs ?? 30_000;

  const flights = new SingleFlight<string | null>(store, {
    leaseMs: options.lockMs ?? 10_000,
    ...(options.waitMs !== undefined ? { waitMs: options.waitMs } : {}),
    pollMs: options.pollMs ?? 100,
  });

  const counted = async (refreshToken: string) => {
    try {
      const access = await options.exchange(refreshToken);
      tokenRefreshes.inc({ outcome: access ? 'ok' : 'refused' });
      return access;
    } catch (err) {
      tokenRefreshes.inc({ outcome: 'error' });
      throw err;
    }
  };
  // The shared result: the access token, null for a refusal, undefined when none is stored (or unreadable).
  const readShared = async (resultKey: string): Promise<string | null | undefined> => {
    const sealed = await store.cache.get(resultKey);
    const value = sealed ? unseal(sealed, key) : null;
    if (value && typeof value === 'object' && 'access' in value) {
      const access = (value as { access: unknown }).access;
      if (access === null || typeof access === 'string') return access;
    }
    return undefined;
  };

  return (refreshToken) => {
    const id = tokenDigest(refreshToken);
    const resultKey = `refresh-result:${id}`;
    return flights.run(`refresh:${id}`, {
      read: () => readShared(resultKey),
      compute: async () => {
        const access = await counted(refreshToken);
        await store.cache.set(resultKey, seal({ access }, key), { ttl: shareMs / 1000 });
        return access;
      },
    });
  };
}
