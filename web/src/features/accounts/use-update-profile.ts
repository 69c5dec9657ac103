import { useCallback } from 'react';
import type { UploadTransfer } from '@/apollo/upload-fetch';
import type { UpdateProfileInput } from '@/gql/graphql';
import { useUpdateProfileMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';
import { wasCancelled } from '@/lib/use-upload-progress';
import { splitErrors } from './form-errors';

export type UpdateProfileOutcome =
  | { kind: 'updated'; gradeChangesLeft: number | null }
  | { kind: 'failed'; fieldErrors: Record<string, string>; general: string[] }
  | { kind: 'cancelled' };

/**
 * Saves the changed profile fields (multipart when a picture is attached). The payload's user carries its id, so
 * the cache — and the header's welcome line — update by themselves.
 */
export function useUpdateProfile() {
  const [update, { loading }] = useUpdateProfileMutation();
  const say = useErrorText();

  const save = useCallback(
    async (input: UpdateProfileInput, transfer?: UploadTransfer): Promise<UpdateProfileOutcome> => {
      try {
        const { data } = await update({ variables: { input }, context: { fetchOptions: transfer } });
        const payload = data?.updateProfile;
        if (payload?.success) return { kind: 'updated', gradeChangesLeft: payload.gradeChangesLeft ?? null };
        const { byField, general } = splitErrors(payload?.errors ?? [], say.forUserError);
        return { kind: 'failed', fieldErrors: byField, general };
      } catch (error) {
        if (wasCancelled(transfer)) return { kind: 'cancelled' };
        const general = gatewayFailureOf(error).kind === 'code' ? [say.forFailure(error)] : [];
        return { kind: 'failed', fieldErrors: {}, general };
      }
    },
    [update, say],
  );

  return { save, busy: loading };
}
