import { useCallback } from 'react';
import type { UpdateProfileInput } from '@/gql/graphql';
import { useUpdateProfileMutation } from '@/gql/hooks';
import { splitErrors } from './form-errors';

export type UpdateProfileOutcome =
  | { kind: 'updated'; gradeChangesLeft: number | null }
  | { kind: 'failed'; fieldErrors: Record<string, string>; general: string[] };

/**
 * Saves the changed profile fields (multipart when a picture is attached). The payload's user carries its id, so
 * the cache — and the header's welcome line — update by themselves.
 */
export function useUpdateProfile() {
  const [update, { loading }] = useUpdateProfileMutation();

  const save = useCallback(
    async (input: UpdateProfileInput): Promise<UpdateProfileOutcome> => {
      try {
        const { data } = await update({ variables: { input } });
        const payload = data?.updateProfile;
        if (payload?.success) return { kind: 'updated', gradeChangesLeft: payload.gradeChangesLeft ?? null };
        const { byField, general } = splitErrors(payload?.errors ?? []);
        return { kind: 'failed', fieldErrors: byField, general };
      } catch {
        return { kind: 'failed', fieldErrors: {}, general: [] };
      }
    },
    [update],
  );

  return { save, busy: loading };
}
