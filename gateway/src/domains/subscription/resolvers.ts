import type { Resolvers, UserError } from '../../__generated__/resolvers-types';
import { markRenewalPending } from '../../composition/renewal-pending';
import { requireViewer } from '../../composition/viewer-identity';
import {
  unauthenticated,
  uploadUserError,
  upstreamMessage,
  userError,
  userErrorsFromUpstream,
} from '../../errors';
import { planEnum } from '../../enums';
import { accountKey } from '../../session/revocation';
import { UploadRefused } from '../../uploads/spool';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { fetchSubscriptionInfo, renewSubscription } from './rest-calls';
import { subscriptionInfoType } from './field-resolvers';
import { subscriptionSource } from './upstream-types';

/** Ours, not the upstream's words. */
const RENEWAL_SUBMITTED = 'Renewal request submitted. Please wait for approval.';

const refused = (errors: UserError[]) => ({ submitted: false, signedOut: false, message: null, errors });

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionInfo: async (_p, _a, ctx) => {
      const dto = await fetchSubscriptionInfo(ctx.upstream);
      return subscriptionSource(await requireViewer(ctx), dto);
    },
  },
  Mutation: {
    renewSubscription: async (_p, { input }, ctx) => {
      const receipt = input.feeReceipt;
      if (!receipt) {
        const message = 'Attach a photo, scan or PDF of the fee receipt.';
        return refused([{ code: 'MISSING_FILE', field: 'feeReceipt', message, reason: 'FILE_MISSING' }]);
      }
      if (!ctx.viewer.hasCredentials) throw unauthenticated(ctx.viewer.kind);
      // Whose account is signed out once the request is in: the verified holder of these credentials.
      const viewer = await requireViewer(ctx);
      const access = ctx.viewer.accessToken;
      const account = ctx.viewer.cookieSession?.uid ?? (access ? accountKey(access, viewer.username) : null);
      try {
        await renewSubscription(ctx.upstream, [
          { name: 'plan', value: planEnum.toUpstream(input.plan) },
          { name: 'fee_receipt', upload: receipt },
        ]);
      } catch (err) {
        if (err instanceof UploadRefused) return refused([uploadUserError(err)]);
        if (!isUpstreamStatus(err, 400)) throw err;
        // The upstream's words only tell which problem it was; the message is ours.
        const said = upstreamMessage(err) ?? '';
        const field = /plan/i.test(said) ? 'plan' : null;
        const errors = err.json?.error
          ? [
              /receipt/i.test(said)
                ? { ...userError('MISSING_FILE', 'feeReceipt'), reason: 'FILE_MISSING' as const }
                : userError('INVALID_INPUT', field),
            ]
          : userErrorsFromUpstream(err);
        return refused(errors);
      }
      // The account is re-verified by the team: it reads as pending, and every session and token of it ends now
      // (a bearer app's tokens too, refresh token included), so `signedOut` holds for every kind of client.
      await markRenewalPending(ctx, viewer.username);
      if (account) await ctx.revocations.revokeAccountThroughThisSecond(account);
      await ctx.revocations.revokeTokens([access]);
      await ctx.viewer.signOut();
      return {
        submitted: true,
        signedOut: true,
        errors: [],
        message: RENEWAL_SUBMITTED,
      };
    },
  },
  SubscriptionInfo: subscriptionInfoType,
};
