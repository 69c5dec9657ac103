// A renewal the team has not decided yet, which three places show: the session a sign-in starts and the user
// (accounts), and the subscription. The REST API keeps an expired account "expired" until the team approves the
// receipt, and says nothing of the request, so the gateway remembers that it sent one.
import { z } from 'zod';
import type { GatewayContext } from '../context';
import { accountStatusEnum } from '../enums';
import { JsonCache } from '../store/json-cache';

/** How long a submitted renewal reads as pending at most (the team decides well within it). */
const PENDING_MS = 30 * 24 * 60 * 60 * 1000;

const pendingOf = (ctx: Pick<GatewayContext, 'store'>) =>
  new JsonCache(ctx.store.entries, {
    prefix: 'renewal-pending:v1',
    schema: z.object({ submittedAt: z.string() }),
    ttlMs: PENDING_MS,
    // Unknown is "not pending": the status then reads as the upstream reports it.
    onStoreError: 'open',
  });

const accountKey = (username: string) => username.toLowerCase();

/** Records that `username` submitted a renewal now. */
export async function markRenewalPending(
  ctx: Pick<GatewayContext, 'store'>,
  username: string,
): Promise<void> {
  await pendingOf(ctx).set(accountKey(username), { submittedAt: new Date().toISOString() });
}

/** True when `username` submitted a renewal the upstream does not show as approved yet. */
export async function isRenewalPending(
  ctx: Pick<GatewayContext, 'store'>,
  username: string,
): Promise<boolean> {
  return (await pendingOf(ctx).get(accountKey(username))) !== undefined;
}

/**
 * The status a client is shown: the upstream's, except that an expired account whose renewal was submitted reads
 * INACTIVE ("renewed, not yet verified"), so an app can say it is waiting for approval.
 */
export async function shownAccountStatus(
  ctx: Pick<GatewayContext, 'store'>,
  username: string | null | undefined,
  upstreamStatus: string | null | undefined,
): Promise<ReturnType<typeof accountStatusEnum.fromUpstream>> {
  const status = accountStatusEnum.fromUpstream(upstreamStatus);
  if (status !== 'EXPIRED' || !username) return status;
  return (await isRenewalPending(ctx, username)) ? 'INACTIVE' : status;
}
