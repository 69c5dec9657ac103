import { useCallback } from 'react';
import type { UploadTransfer } from '@/apollo/upload-fetch';
import type { SubscriptionPlan } from '@/gql/graphql';
import { useRenewSubscriptionMutation } from '@/gql/hooks';
import { wasCancelled } from '@/lib/use-upload-progress';

export type RenewOutcome =
  { kind: 'submitted'; signedOut: boolean } | { kind: 'failed'; reasons: string[] } | { kind: 'cancelled' };

/** Sends the renewal request with the receipt (multipart). The server's reason (e.g. a missing receipt) is passed on. */
export function useRenewSubscription() {
  const [renew, { loading }] = useRenewSubscriptionMutation();

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
          reasons: (payload?.errors ?? []).map((e) => e.message).filter((m) => m.trim() !== ''),
        };
      } catch {
        return wasCancelled(transfer) ? { kind: 'cancelled' } : { kind: 'failed', reasons: [] };
      }
    },
    [renew],
  );

  return { submit, busy: loading };
}
