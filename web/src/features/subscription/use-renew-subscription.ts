import { useCallback } from 'react';
import type { SubscriptionPlan } from '@/gql/graphql';
import { useRenewSubscriptionMutation } from '@/gql/hooks';

export type RenewOutcome = { kind: 'submitted'; signedOut: boolean } | { kind: 'failed'; reasons: string[] };

/** Sends the renewal request with the receipt (multipart). The server's reason (e.g. a missing receipt) is passed on. */
export function useRenewSubscription() {
  const [renew, { loading }] = useRenewSubscriptionMutation();

  const submit = useCallback(
    async (plan: SubscriptionPlan, feeReceipt: File | null): Promise<RenewOutcome> => {
      try {
        const { data } = await renew({ variables: { input: { plan, feeReceipt } } });
        const payload = data?.renewSubscription;
        if (payload?.submitted) return { kind: 'submitted', signedOut: payload.signedOut };
        return {
          kind: 'failed',
          reasons: (payload?.errors ?? []).map((e) => e.message).filter((m) => m.trim() !== ''),
        };
      } catch {
        return { kind: 'failed', reasons: [] };
      }
    },
    [renew],
  );

  return { submit, busy: loading };
}
