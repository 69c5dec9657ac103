import { gatewayFailureOf } from '@/lib/error-messages';

/** Minutes to wait when the gateway refused a sign-in as too many attempts (`RATE_LIMITED`, HTTP 429), else null. */
export function signInWaitMinutes(error: unknown): number | null {
  const failure = gatewayFailureOf(error);
  if (failure.kind !== 'code' || failure.code !== 'RATE_LIMITED') return null;
  return Math.ceil((failure.retryAfterSeconds ?? 60) / 60);
}
