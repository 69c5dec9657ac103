import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError, upstreamMessage, userErrorsFromUpstream } from '../../errors';
import { planEnum } from '../../enums';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { fetchSubscriptionInfo, renewSubscription } from './rest-calls';
import { subscriptionInfoType } from './field-resolvers';

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionInfo: async (_p, _a, ctx) => ({
      id: `subscription:${ctx.viewer.cookieSession?.username ?? 'me'}`,
      dto: await fetchSubscriptionInfo(ctx.upstream),
    }),
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
        const message = upstreamMessage(err) ?? 'The renewal request was not accepted.';
        const errors = err.json?.error
          ? [
              /receipt/i.test(message)
                ? { code: 'MISSING_FILE' as const, field: 'feeReceipt', message }
                : { code: 'INVALID_INPUT' as const, field: /plan/i.test(message) ? 'plan' : null, message },
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
        message: dto.success ?? dto.message ?? dto.detail,
      };
    },
  },
  SubscriptionInfo: subscriptionInfoType,
};
