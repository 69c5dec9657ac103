// Field resolvers of SubscriptionInfo: each field read from the REST subscription-info payload (`id` is the
// parent's own, read by GraphQL's default resolver).
import type { SubscriptionInfoResolvers } from '../../__generated__/resolvers-types';
import { parseIsoDate } from '../../lib/dates';
import { isRenewalPending, shownAccountStatus } from '../../composition/renewal-pending';
import { accountStatusEnum, planEnum } from '../../enums';

/** `SubscriptionInfo` from the upstream body: `"N/A"` plan/expiry become null, unknown statuses null. */
export const subscriptionInfoType: SubscriptionInfoResolvers = {
  expiresOn: (p) => parseIsoDate(p.dto.expiry),
  plan: (p) => planEnum.fromUpstream(p.dto.plan),
  status: (p, _a, ctx) => shownAccountStatus(ctx, p.username, p.dto.status),
  renewalPending: async (p, _a, ctx) =>
    accountStatusEnum.fromUpstream(p.dto.status) !== 'ACTIVE' && (await isRenewalPending(ctx, p.username)),
  statusLabel: (p) => p.dto.status ?? 'Unknown',
};
