// register/ and user/edit-profile/ — multipart or urlencoded only, DRF-style field error maps.
import { requestData, type Ctx, type RequestData } from '../../context';
import { isImage, json, uploadInfo, type Reply } from '../../http-util';
import type { Plan, Role, User } from '../../model';
import type { State } from '../../state';
import { karachiYear } from '../../time';

export const CHOICES = {
  gender: ['Male', 'Female', 'Other'],
  schooling_status: ['Public school', 'Private school', 'Homeschool', 'Madrassah', 'I am teacher'],
  province: [
    'Balochistan',
    'Gilgit-Baltistan',
    'Azad Kashmir',
    'Khyber-Pakhtunkhwa',
    'Punjab',
    'Sindh',
    'Federal Territory',
  ],
  subscription_plan: ['monthly', 'yearly'],
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BAD_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
const MAX_GRADE_CHANGES = 2;

type Errors = Record<string, string[]>;
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Shared checks of optional fields; empty strings count as "not sent". */
function checkCommon(
  state: State,
  data: RequestData,
  errors: Errors,
  choiceFields: (keyof typeof CHOICES)[],
): void {
  const { values, files } = data;
  const email = str(values.email);
  if (email && !EMAIL_RE.test(email)) errors.email = ['Enter a valid email address.'];
  for (const field of choiceFields) {
    const v = str(values[field]);
    if (v && !(CHOICES[field] as readonly string[]).includes(v))
      errors[field] = [`"${v}" is not a valid choice.`];
  }
  const grade = str(values.grade);
  if (grade && !/^\d+$/.test(grade)) errors.grade = ['Incorrect type. Expected pk value, received str.'];
  else if (grade && !state.grades.some((g) => g.id === Number(grade)))
    errors.grade = [`Invalid pk "${grade}" - object does not exist.`];
  for (const field of ['profile_picture', 'fee_receipt']) {
    const file = files[field];
    if (file && !isImage(file.bytes)) errors[field] = [BAD_IMAGE];
    else if (!file && str(values[field]))
      errors[field] = ['The submitted data was not a file. Check the encoding type on the form.'];
  }
}

export function registerAccount(ctx: Ctx): Reply {
  const { state } = ctx;
  const data = requestData(ctx, true);
  const { values, files } = data;
  const errors: Errors = {};
  const username = str(values.username);
  if (values.username === undefined) errors.username = ['This field is required.'];
  else if (!username) errors.username = ['This field may not be blank.'];
  else if (!/^[\w.@+-]+$/.test(username) || username.length > 150)
    errors.username = [
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    ];
  else if (state.userByUsername(username)) errors.username = ['A user with that username already exists.'];
  if (values.password === undefined) errors.password = ['This field is required.'];
  else if (!str(values.password)) errors.password = ['This field may not be blank.'];
  const role = str(values.role) || 'student';
  if (role !== 'student' && role !== 'teacher') errors.role = ['Invalid role.'];
  checkCommon(state, data, errors, ['gender', 'schooling_status', 'province', 'subscription_plan']);
  if (Object.keys(errors).length) return json(400, errors);
  const grade = str(values.grade);
  state.addUser({
    username,
    password: str(values.password),
    role: role as Role,
    fullName: str(values.full_name),
    email: str(values.email),
    gender: str(values.gender) || null,
    languageUsedAtHome: str(values.language_used_at_home),
    schoolingStatus: str(values.schooling_status) || null,
    schoolName: str(values.school_name),
    city: str(values.city),
    province: str(values.province) || null,
    gradeId: grade ? Number(grade) : null,
    subscriptionPlan: (str(values.subscription_plan) || null) as Plan | null,
    subscriptionExpiry: null,
    accountStatus: 'inactive',
    isActive: false,
    renewalRequested: false,
    gradeChangeYear: karachiYear(state.now()),
    gradeChangeCount: 0,
    uploads: {
      ...(files.profile_picture ? { profile_picture: uploadInfo(files.profile_picture) } : {}),
      ...(files.fee_receipt ? { fee_receipt: uploadInfo(files.fee_receipt) } : {}),
    },
    credentialVersion: 0,
  });
  return json(201, { message: 'Account created. Please wait for admin approval.' });
}

function gradeChangesUsed(user: User, year: number): number {
  return user.gradeChangeYear === year ? user.gradeChangeCount : 0;
}

export function updateProfile(ctx: Ctx): Reply {
  const { state } = ctx;
  const user = ctx.user!;
  const data = requestData(ctx, true);
  const { values, files } = data;
  const errors: Errors = {};
  checkCommon(state, data, errors, ['schooling_status', 'province']);
  if (Object.keys(errors).length) return json(400, errors);
  const year = karachiYear(state.now());
  let used = gradeChangesUsed(user, year);
  // An empty grade (what the old client always sends) leaves the grade alone — the real backend
  // cleared it (defect `edit-profile-clears-grade`). Any non-empty grade counts as a change, even the current one
  // (faithful, case 112).
  const grade = str(values.grade);
  if (ctx.defects.has('edit-profile-clears-grade') && values.grade === '') user.gradeId = null;
  if (grade) {
    if (used >= MAX_GRADE_CHANGES)
      return json(400, { error: 'Grade change limit (2 per year) reached.', grade_changes_left: 0 });
    user.gradeId = Number(grade);
    used++;
    user.gradeChangeYear = year;
    user.gradeChangeCount = used;
  }
  // username, role, language_used_at_home, account_status… are read-only and silently ignored.
  const text = (k: string): string | undefined => (str(values[k]) ? str(values[k]) : undefined);
  user.fullName = text('full_name') ?? user.fullName;
  user.email = text('email') ?? user.email;
  user.schoolingStatus = text('schooling_status') ?? user.schoolingStatus;
  user.schoolName = text('school_name') ?? user.schoolName;
  user.city = text('city') ?? user.city;
  user.province = text('province') ?? user.province;
  if (files.profile_picture) user.uploads.profile_picture = uploadInfo(files.profile_picture);
  return json(200, {
    success: 'Profile updated successfully.',
    grade_changes_left: MAX_GRADE_CHANGES - used,
  });
}
