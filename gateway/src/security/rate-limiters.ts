import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayStore, RateLimiterSpec } from '../store/store';

/**
 * The one place sign-in limiters are made: from the store when it offers them (shared by every gateway instance),
 * else in this process. Callers never construct a limiter class themselves, so switching the store switches them.
 */
export function createRateLimiter(store: GatewayStore, spec: RateLimiterSpec): RateLimiterAbstract {
  return (
    store.rateLimiter?.(spec) ??
    new RateLimiterMemory({ keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.durationSeconds })
  );
}
