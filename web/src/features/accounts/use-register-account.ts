import { useCallback } from 'react';
import type { UploadTransfer } from '@/apollo/upload-fetch';
import type {
  Gender,
  HomeLanguage,
  Province,
  SchoolingStatus,
  SignupRole,
  SubscriptionPlan,
} from '@/gql/graphql';
import { useRegisterAccountMutation } from '@/gql/hooks';
import { gatewayFailureOf, useErrorText } from '@/lib/error-messages';
import { wasCancelled } from '@/lib/use-upload-progress';
import { splitErrors } from './form-errors';

/** Everything the sign-up form holds; empty strings and nulls mean "not given". */
export interface SignupValues {
  role: SignupRole;
  username: string;
  password: string;
  fullName: string;
  email: string;
  gender: Gender | '';
  homeLanguage: HomeLanguage | '';
  schoolingStatus: SchoolingStatus | '';
  schoolName: string;
  gradeId: string;
  city: string;
  province: Province | '';
  plan: SubscriptionPlan | '';
  profilePicture: File | null;
  feeReceipt: File | null;
  /** A parent or guardian agreed (students only; the gateway refuses a child's sign-up without it). */
  guardianConsent: boolean;
}

export type RegisterOutcome =
  | { kind: 'created' }
  | { kind: 'not-active' }
  | { kind: 'failed'; fieldErrors: Record<string, string>; general: string[] }
  | { kind: 'cancelled' };

const orNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Registers a student or teacher (multipart, with the picture and the receipt). No client-side checks (spec §5). */
export function useRegisterAccount() {
  const [register, { loading }] = useRegisterAccountMutation();
  const say = useErrorText();

  const submit = useCallback(
    async (values: SignupValues, transfer?: UploadTransfer): Promise<RegisterOutcome> => {
      const isTeacher = values.role === 'TEACHER';
      try {
        const { data } = await register({
          variables: {
            input: {
              role: values.role,
              username: values.username.trim(),
              password: values.password,
              fullName: textOrNull(values.fullName),
              email: textOrNull(values.email),
              gender: orNull(values.gender),
              homeLanguage: orNull(values.homeLanguage),
              schoolingStatus: isTeacher ? 'TEACHER' : orNull(values.schoolingStatus),
              schoolName: textOrNull(values.schoolName),
              gradeId: isTeacher ? null : orNull(values.gradeId),
              city: textOrNull(values.city),
              province: orNull(values.province),
              plan: orNull(values.plan),
              profilePicture: values.profilePicture,
              feeReceipt: values.feeReceipt,
              guardianConsent: !isTeacher && values.guardianConsent,
            },
          },
          context: { fetchOptions: transfer },
        });
        const payload = data?.registerAccount;
        if (payload?.created) return { kind: 'created' };
        const errors = payload?.errors ?? [];
        if (errors.some((e) => e.code === 'ACCOUNT_NOT_ACTIVE')) return { kind: 'not-active' };
        const { byField, general } = splitErrors(errors, say.forUserError);
        return { kind: 'failed', fieldErrors: byField, general };
      } catch (error) {
        if (wasCancelled(transfer)) return { kind: 'cancelled' };
        // The gateway reports an account awaiting activation as ACCOUNT_NOT_ACTIVE in the payload (above).
        const general = gatewayFailureOf(error).kind === 'code' ? [say.forFailure(error)] : [];
        return { kind: 'failed', fieldErrors: {}, general };
      }
    },
    [register, say],
  );

  return { submit, busy: loading };
}
