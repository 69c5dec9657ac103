import { useCallback } from 'react';
import type { UploadTransfer } from '@/apollo/upload-fetch';
import type { SubscriptionPlan } from '@/gql/graphql';
import { useRenewSubscriptionMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';
import { wasCancelled } from '@/lib/use-upload-progress';

export type RenewOutcome =
  { kind: 'submitted'; signedOut: boolean } | { kind: 'failed'; reasons: string[] } | { kind: 'cancelled' };

/** Sends the renewal request with the receipt (multipart). The reason (e.g. a missing receipt) is said in our words for its code. */
export function useRenewSubscription() {
  const [renew, { loading }] = useRenewSubscriptionMutation();
  const say = useErrorText();

  const submit = useCallback(
    async (
      plan: SubscriptionPlan,
      feeReceipt: File | null,
      transfer?: UploadTransfer,
    ): Promise<RenewOutcome> => {
      try {
        const { data } = await renew({
          variables: { input: { plan, feeReceipt } },
          context: { fetchOptions: transfer },
        });
        const payload = data?.renewSubscription;
        if (payload?.submitted) return { kind: 'submitted', signedOut: payload.signedOut };
        return {
          kind: 'failed',
          reasons: [...new Set((payload?.errors ?? []).map(say.forUserError))],
        };
      } catch (error) {
        if (wasCancelled(transfer)) return { kind: 'cancelled' };
        return {
          kind: 'failed',
          reasons: gatewayFailureOf(error).kind === 'code' ? [say.forFailure(error)] : [],
        };
      }
    },
    [renew, say],
  );

  return { submit, busy: loading };
}
