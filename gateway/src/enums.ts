// The GraphQL enums (generated from the schema) and the upstream's wording for each: schema-level, so not in lib/.
import type {
  AccountStatus,
  Gender,
  HomeLanguage,
  Province,
  QuestionType,
  Role,
  SchoolingStatus,
  SignupRole,
  SubscriptionPlan,
  TextAlignment,
} from './__generated__/resolvers-types';

/** Compares upstream wording loosely: case, spaces and punctuation do not matter ("Khyber Pakhtunkhwa"). */
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface EnumMapping<G extends string> {
  /** The GraphQL value for an upstream string; null for anything unknown (never a crash). */
  fromUpstream(value: unknown): G | null;
  /** The exact string the upstream expects. */
  toUpstream(value: G): string;
}

function enumMapping<G extends string>(
  upstream: Record<G, string>,
  aliases: Record<string, G> = {},
): EnumMapping<G> {
  const lookup = new Map<string, G>();
  for (const [g, u] of Object.entries(upstream) as Array<[G, string]>) {
    lookup.set(norm(u), g);
    lookup.set(norm(g), g);
  }
  for (const [alias, g] of Object.entries(aliases)) lookup.set(norm(alias), g);
  return {
    fromUpstream: (value) => (typeof value === 'string' ? (lookup.get(norm(value)) ?? null) : null),
    toUpstream: (value) => upstream[value],
  };
}

export const roleEnum = enumMapping<Role>({
  STUDENT: 'student',
  TEACHER: 'teacher',
  ADMIN: 'admin',
  MANAGER: 'manager',
});
export const signupRoleEnum = enumMapping<SignupRole>({ STUDENT: 'student', TEACHER: 'teacher' });
export const accountStatusEnum = enumMapping<AccountStatus>({
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  EXPIRED: 'expired',
});
export const genderEnum = enumMapping<Gender>({ MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' });
export const provinceEnum = enumMapping<Province>(
  {
    AZAD_KASHMIR: 'Azad Kashmir',
    BALOCHISTAN: 'Balochistan',
    FEDERAL_TERRITORY: 'Federal Territory',
    GILGIT_BALTISTAN: 'Gilgit-Baltistan',
    KHYBER_PAKHTUNKHWA: 'Khyber-Pakhtunkhwa',
    PUNJAB: 'Punjab',
    SINDH: 'Sindh',
  },
  {
    KPK: 'KHYBER_PAKHTUNKHWA',
    KP: 'KHYBER_PAKHTUNKHWA',
    AJK: 'AZAD_KASHMIR',
    Islamabad: 'FEDERAL_TERRITORY',
    Baluchistan: 'BALOCHISTAN',
  },
);
export const schoolingStatusEnum = enumMapping<SchoolingStatus>(
  {
    PUBLIC_SCHOOL: 'Public school',
    PRIVATE_SCHOOL: 'Private school',
    HOMESCHOOL: 'Homeschool',
    MADRASSAH: 'Madrassah',
    TEACHER: 'I am teacher',
  },
  { 'Home school': 'HOMESCHOOL', Madrasa: 'MADRASSAH', Madrassa: 'MADRASSAH' },
);
export const homeLanguageEnum = enumMapping<HomeLanguage>({
  BALOCHI: 'Balochi',
  BRAHUI: 'Brahui',
  CHITRALI: 'Chitrali',
  HINDKO: 'Hindko',
  OTHER: 'Other',
  PASHTO: 'Pashto',
  PUNJABI: 'Punjabi',
  SARAIKI: 'Saraiki',
  SINDHI: 'Sindhi',
  URDU: 'Urdu',
});
export const planEnum = enumMapping<SubscriptionPlan>(
  { MONTHLY: 'monthly', YEARLY: 'yearly' },
  { annual: 'YEARLY' },
);
export const questionTypeEnum = enumMapping<QuestionType>({ SCQ: 'scq', MCQ: 'mcq', FIB: 'fib' });
export const textAlignmentEnum = enumMapping<TextAlignment>(
  { LEFT: 'left', CENTER: 'center', RIGHT: 'right' },
  { centre: 'CENTER' },
);
