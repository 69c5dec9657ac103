import type {
  EditProfileForm_UserFragment,
  Province,
  SchoolingStatus,
  UpdateProfileInput,
} from '@/gql/graphql';

/** The editable part of a profile as the form holds it; empty strings mean "not set". */
export interface ProfileValues {
  fullName: string;
  email: string;
  schoolName: string;
  city: string;
  schoolingStatus: SchoolingStatus | '';
  province: Province | '';
  gradeId: string;
}

interface GradeOption {
  id: string;
  label: string;
}

/** Prefills from what the upstream sent; `me.grade` is a grade name, matched to its id among the options. */
export function profileValuesOf(
  user: EditProfileForm_UserFragment,
  grades: readonly GradeOption[],
): ProfileValues {
  return {
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    schoolName: user.schoolName ?? '',
    city: user.city ?? '',
    schoolingStatus: user.schoolingStatus ?? '',
    province: user.province ?? '',
    gradeId: grades.find((g) => g.label === user.grade)?.id ?? '',
  };
}

/**
 * The editable fields the API sent no value for (the real `user/me/` leaves out school, city and grade): the form
 * says "not on file" for them rather than showing an empty box the child may think they lost.
 */
export function notOnFile(user: EditProfileForm_UserFragment, grades: readonly GradeOption[]) {
  const missing = new Set<keyof ProfileValues>();
  const values = profileValuesOf(user, grades);
  for (const field of Object.keys(values) as (keyof ProfileValues)[])
    if (values[field] === '') missing.add(field);
  return missing;
}

/**
 * Only what the user changed is sent (omitted fields stay unchanged upstream). A choice cannot be cleared —
 * null means "unchanged" in the API — so an emptied select is simply not sent.
 */
export function changedProfileInput(
  initial: ProfileValues,
  current: ProfileValues,
  picture: File | null,
): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  for (const field of ['fullName', 'email', 'schoolName', 'city'] as const) {
    if (current[field].trim() !== initial[field].trim()) input[field] = current[field].trim();
  }
  if (current.schoolingStatus !== initial.schoolingStatus && current.schoolingStatus)
    input.schoolingStatus = current.schoolingStatus;
  if (current.province !== initial.province && current.province) input.province = current.province;
  if (current.gradeId !== initial.gradeId && current.gradeId) input.gradeId = current.gradeId;
  if (picture) input.profilePicture = picture;
  return input;
}
