import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../composition/viewer-identity';
import { gatewayError, upstreamMessage, userErrorMessage, userErrorsFromUpstream } from '../../errors';
import { planEnum } from '../../enums';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { fetchSubscriptionInfo, renewSubscription } from './rest-calls';
import { subscriptionInfoType } from './field-resolvers';
import { subscriptionId } from './upstream-types';

/** Ours, not the upstream's words. */
const RENEWAL_SUBMITTED = 'Renewal request submitted. Please wait for approval.';

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionInfo: async (_p, _a, ctx) => {
      const dto = await fetchSubscriptionInfo(ctx.upstream);
      return { id: subscriptionId(await requireViewer(ctx)), dto };
    },
  },
  Mutation: {
    renewSubscription: async (_p, { input }, ctx) => {
      const receipt = input.feeReceipt;
      if (!receipt) {
        const message = 'Attach a photo, scan or PDF of the fee receipt.';
        return {
          submitted: false,
          signedOut: false,
          message: null,
          errors: [{ code: 'MISSING_FILE', field: 'feeReceipt', message }],
        };
      }
      if (!ctx.viewer.hasCredentials) throw gatewayError('UNAUTHENTICATED');
      let dto;
      try {
        dto = await renewSubscription(ctx.upstream, [
          { name: 'plan', value: planEnum.toUpstream(input.plan) },
          { name: 'fee_receipt', upload: receipt },
        ]);
      } catch (err) {
        if (!isUpstreamStatus(err, 400)) throw err;
        // The upstream's words only tell which problem it was; the message is ours.
        const said = upstreamMessage(err) ?? '';
        const field = /plan/i.test(said) ? 'plan' : null;
        const errors = err.json?.error
          ? [
              /receipt/i.test(said)
                ? {
                    code: 'MISSING_FILE' as const,
                    field: 'feeReceipt',
                    message: userErrorMessage('MISSING_FILE'),
                  }
                : {
                    code: 'INVALID_INPUT' as const,
                    field,
                    message: userErrorMessage('INVALID_INPUT', field),
                  },
            ]
          : userErrorsFromUpstream(err, { fieldNames: { fee_receipt: 'feeReceipt' } });
        return { submitted: false, signedOut: false, message: null, errors };
      }
      // The account is re-verified by the team: the session ends now and the user signs in again later.
      await ctx.viewer.signOut();
      return {
        submitted: true,
        signedOut: true,
        errors: [],
        message: dto ? RENEWAL_SUBMITTED : null,
      };
    },
  },
  SubscriptionInfo: subscriptionInfoType,
};
