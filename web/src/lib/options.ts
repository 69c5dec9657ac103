import type { Gender, HomeLanguage, Province, SchoolingStatus, SubscriptionPlan } from '@/gql/graphql';

/**
 * The fixed choices of the sign-up and profile forms (spec §5), in the order they are offered. Their labels are
 * translated under `common.<kind>.<VALUE>`.
 */
export const GENDERS: readonly Gender[] = ['MALE', 'FEMALE', 'OTHER'];

export const HOME_LANGUAGES: readonly HomeLanguage[] = [
  'BALOCHI',
  'BRAHUI',
  'CHITRALI',
  'HINDKO',
  'OTHER',
  'PASHTO',
  'PUNJABI',
  'SARAIKI',
  'SINDHI',
  'URDU',
];

export const PROVINCES: readonly Province[] = [
  'AZAD_KASHMIR',
  'BALOCHISTAN',
  'FEDERAL_TERRITORY',
  'GILGIT_BALTISTAN',
  'KHYBER_PAKHTUNKHWA',
  'PUNJAB',
  'SINDH',
];

/** What a student can choose at sign-up; teachers have only `TEACHER` ("I am Teacher"). */
export const STUDENT_SCHOOLING: readonly SchoolingStatus[] = [
  'PUBLIC_SCHOOL',
  'PRIVATE_SCHOOL',
  'HOMESCHOOL',
  'MADRASSAH',
];

/** The profile form offers every status, "I am Teacher" included. */
export const ALL_SCHOOLING: readonly SchoolingStatus[] = [...STUDENT_SCHOOLING, 'TEACHER'];

export const PLANS: readonly SubscriptionPlan[] = ['MONTHLY', 'YEARLY'];
