// The named accounts present in every seed (all with password `learnify123`):
// demo accounts for people, plus a few fixture accounts the contract test maps recordings onto.
import type { User } from '../../model';
import type { State } from '../../state';
import { addDays, karachiYear } from '../../time';

export const DEMO_PASSWORD = 'learnify123';

export const SCHOOLS = {
  iqra: { schoolName: 'Iqra Model School', city: 'Lahore', province: 'Punjab' },
  alHuda: { schoolName: 'Al-Huda Public School', city: 'Karachi', province: 'Sindh' },
  quaid: { schoolName: 'Quaid-e-Azam Grammar School', city: 'Quetta', province: 'Balochistan' },
  gwadar: { schoolName: 'Gwadar Grammar School', city: 'Gwadar', province: 'Balochistan' },
  city: { schoolName: 'City Primary School', city: 'Multan', province: 'Punjab' },
} as const;

type Template = Partial<User> & Pick<User, 'username' | 'role' | 'fullName'>;

/** Fills the fields every account has; `expiresIn` = days from today (null = no subscription). */
export function makeUser(state: State, t: Template, expiresIn: number | null): Omit<User, 'id'> {
  return {
    password: DEMO_PASSWORD,
    email: `${t.username.replace(/[^a-z0-9]/gi, '.')}@example.com`,
    gender: null,
    languageUsedAtHome: 'Urdu',
    schoolingStatus: t.role === 'teacher' ? 'I am teacher' : t.role === 'student' ? 'Private school' : null,
    schoolName: '',
    city: '',
    province: null,
    gradeId: null,
    subscriptionPlan: expiresIn === null ? null : 'yearly',
    subscriptionExpiry: expiresIn === null ? null : addDays(state.today(), expiresIn),
    accountStatus: 'active',
    isActive: true,
    renewalRequested: false,
    gradeChangeYear: karachiYear(state.now()),
    gradeChangeCount: 0,
    uploads: {},
    credentialVersion: 0,
    ...t,
  };
}

const PNG_META = (name: string, size: number, sha: string) => ({
  filename: name,
  contentType: 'image/png',
  size,
  sha256: sha,
});

export function addNamedAccounts(state: State): Record<string, User> {
  const add = (t: Template, expiresIn: number | null): User => state.addUser(makeUser(state, t, expiresIn));
  const out: Record<string, User> = {};
  // --- demo accounts (documented in README.md) ---
  out.ayesha = add(
    {
      username: 'ayesha',
      role: 'student',
      fullName: 'Ayesha Siddiqui',
      gender: 'Female',
      gradeId: 3,
      languageUsedAtHome: 'Punjabi',
      ...SCHOOLS.iqra,
    },
    240,
  );
  out.hamza = add(
    {
      username: 'hamza',
      role: 'student',
      fullName: 'Hamza Ali',
      gender: 'Male',
      gradeId: 5,
      languageUsedAtHome: 'Punjabi',
      subscriptionPlan: 'monthly',
      ...SCHOOLS.iqra,
    },
    21,
  );
  // Expiry in the past but status still "active": the first look (login, me, info) flips it, like the backend.
  out.bilal = add(
    {
      username: 'bilal',
      role: 'student',
      fullName: 'Bilal Ahmed',
      gender: 'Male',
      gradeId: 3,
      languageUsedAtHome: 'Sindhi',
      subscriptionPlan: 'monthly',
      schoolingStatus: 'Public school',
      ...SCHOOLS.alHuda,
    },
    -6,
  );
  out.zainab = add(
    {
      username: 'zainab',
      role: 'student',
      fullName: 'Zainab Bibi',
      gender: 'Female',
      gradeId: 2,
      languageUsedAtHome: 'Balochi',
      subscriptionPlan: 'monthly',
      subscriptionExpiry: null,
      accountStatus: 'inactive',
      isActive: false,
      schoolingStatus: 'Public school',
      ...SCHOOLS.quaid,
      uploads: {
        profile_picture: PNG_META('zainab.png', 70, '0'.repeat(64)),
        fee_receipt: PNG_META('receipt.png', 70, '0'.repeat(64)),
      },
    },
    null,
  );
  out['mrs.khan'] = add(
    { username: 'mrs.khan', role: 'teacher', fullName: 'Mrs. Farah Khan', gender: 'Female', ...SCHOOLS.iqra },
    300,
  );
  out.admin = add(
    {
      username: 'admin',
      role: 'admin',
      fullName: 'Learnify Admin',
      email: 'admin@example.com',
      languageUsedAtHome: 'English',
    },
    null,
  );
  out.manager = add(
    {
      username: 'manager',
      role: 'manager',
      fullName: 'Learnify Manager',
      email: 'manager@example.com',
      languageUsedAtHome: 'English',
    },
    null,
  );
  // --- fixture accounts (double-only; the contract test maps recorded users onto them) ---
  out.sana = add(
    {
      username: 'sana',
      role: 'student',
      fullName: 'Sana Malik',
      gender: 'Female',
      gradeId: 3,
      ...SCHOOLS.iqra,
    },
    180,
  );
  out.omar = add(
    {
      username: 'omar',
      role: 'student',
      fullName: 'Omar Farooq',
      gender: 'Male',
      gradeId: 3,
      languageUsedAtHome: 'Sindhi',
      ...SCHOOLS.alHuda,
    },
    90,
  );
  out['mr.baloch'] = add(
    {
      username: 'mr.baloch',
      role: 'teacher',
      fullName: 'Mr. Jamal Baloch',
      gender: 'Male',
      languageUsedAtHome: 'Balochi',
      ...SCHOOLS.gwadar,
    },
    200,
  );
  out.nadia = add(
    {
      username: 'nadia',
      role: 'student',
      fullName: 'Nadia Baloch',
      gender: 'Female',
      gradeId: null,
      languageUsedAtHome: 'Balochi',
      schoolingStatus: 'Public school',
      ...SCHOOLS.gwadar,
    },
    120,
  );
  out.fatima = add(
    {
      username: 'fatima',
      role: 'student',
      fullName: 'Fatima Noor',
      gender: 'Female',
      gradeId: 5,
      languageUsedAtHome: 'Saraiki',
      ...SCHOOLS.city,
    },
    150,
  );
  return out;
}
