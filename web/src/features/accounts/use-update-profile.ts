import { useCallback } from 'react';
import type { UploadTransfer } from '@/apollo/upload-fetch';
import type { UpdateProfileInput } from '@/gql/graphql';
import { useUpdateProfileMutation } from '@/gql/hooks';
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

  const save = useCallback(
    async (input: UpdateProfileInput, transfer?: UploadTransfer): Promise<UpdateProfileOutcome> => {
      try {
        const { data } = await update({ variables: { input }, context: { fetchOptions: transfer } });
        const payload = data?.updateProfile;
        if (payload?.success) return { kind: 'updated', gradeChangesLeft: payload.gradeChangesLeft ?? null };
        const { byField, general } = splitErrors(payload?.errors ?? []);
        return { kind: 'failed', fieldErrors: byField, general };
      } catch {
        if (wasCancelled(transfer)) return { kind: 'cancelled' };
        return { kind: 'failed', fieldErrors: {}, general: [] };
      }
    },
    [update],
  );

  return { save, busy: loading };
}
