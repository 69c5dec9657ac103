// Contract cases 099, 101–109, 111–120, 122, 123: register/, user/edit-profile/ (multipart only) and
// user/change-password/.
import { expect } from 'vitest';
import type { Data } from '../support';
import {
  expectError,
  loadRecording,
  multipartOf,
  recordingFiles,
  upperSnake,
  type CaseFn,
  type Harness,
} from './harness';

/** The grade list as recorded (case 005). */
const GRADES = loadRecording(recordingFiles().find((f) => f.startsWith('005_'))!).response.body;

const REGISTER =
  'mutation($input: RegisterAccountInput!) { registerAccount(input: $input) { created message errors { code field message } } }';
const UPDATE =
  'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { success gradeChangesLeft errors { code field message } } }';
const CHANGE =
  'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success errors { code field message } } }';

async function register(h: Harness) {
  const m = multipartOf(h);
  const schooling: Record<string, string> = { 'Public school': 'PUBLIC_SCHOOL', 'I am teacher': 'TEACHER' };
  const input: Data = {
    role: upperSnake(m.role) === 'TEACHER' ? 'TEACHER' : 'STUDENT',
    guardianConsent: true,
    username: m.username ?? '',
    password: m.password ?? '',
    fullName: m.full_name,
    email: m.email,
    gender: ['Male', 'Female', 'Other'].includes(m.gender ?? '') ? upperSnake(m.gender) : undefined,
    homeLanguage: upperSnake(m.language_used_at_home),
    schoolingStatus: m.schooling_status ? schooling[m.schooling_status] : undefined,
    schoolName: m.school_name,
    gradeId: m.grade,
    city: m.city,
    province: m.province === 'Mars' ? undefined : upperSnake(m.province),
    plan: m.subscription_plan === 'weekly' ? undefined : upperSnake(m.subscription_plan),
  };
  const files = ['profile_picture', 'fee_receipt']
    .filter((f) => m[f])
    .map((f) => h.recordedFile(f, `input.${f === 'fee_receipt' ? 'feeReceipt' : 'profilePicture'}`));
  // A student's grade is named from the grade list, to be kept for her (answered outside `received`).
  h.also['/api/grades/'] = GRADES;
  const res = await h.upload(
    REGISTER,
    { input: { ...input, profilePicture: null, feeReceipt: null } },
    files,
  );
  expect(h.calls()).toEqual(['POST /api/register/']);
  expect(h.received[0]?.headers.authorization).toBeUndefined(); // public: never with a token
  // Everything the gateway could express arrives under the upstream's names; the rest is omitted.
  const sent = await h.form();
  const expressible = Object.fromEntries(
    Object.entries(m).filter(
      ([k, v]) => !(k === 'role' && v === 'admin') && !['X', 'Mars', 'weekly'].includes(v),
    ),
  );
  expect(sent).toMatchObject(m.role === 'admin' ? { ...expressible, role: 'student' } : expressible);
  for (const [k, v] of Object.entries(sent)) if (!(k in m)) expect(v).toBe(''); // required strings the recording omitted
  return res.data.registerAccount;
}

async function registerErrors(h: Harness, fields: Array<[string, string]>) {
  const r = await register(h);
  expect(r.created).toBe(false);
  expect(r.errors.map((e: Data) => [e.field, e.code])).toEqual(fields.map(([f]) => [f, 'INVALID_INPUT']));
  expect(r.errors.map((e: Data) => e.message)).toEqual(fields.map(([, m]) => m));
}

/**
 * A recorded sign-up whose password breaks the gateway's rules (the upstream has none and accepted it): refused at
 * the gateway with `code` on `password`, and nothing is sent upstream.
 */
async function registerRefused(h: Harness, code: string) {
  const m = multipartOf(h);
  const res = await h.upload(
    REGISTER,
    {
      input: {
        role: upperSnake(m.role) === 'TEACHER' ? 'TEACHER' : 'STUDENT',
        guardianConsent: true,
        username: m.username ?? '',
        password: m.password ?? '',
      },
    },
    [],
  );
  expect(res.data.registerAccount).toMatchObject({ created: false, errors: [{ code, field: 'password' }] });
  expect(h.calls()).toEqual([]);
}

/** A recorded password change to a password the gateway's rules refuse: refused before any upstream call. */
async function changeRefused(h: Harness, code: string) {
  const j = (h.recording.request.json ?? {}) as Data;
  const res = await h.gql(CHANGE, {
    input: { oldPassword: j.old_password ?? '', newPassword: j.new_password ?? '' },
  });
  expect(res.data.changePassword).toMatchObject({ success: false, errors: [{ code, field: 'newPassword' }] });
  expect(h.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
}

/** Case 104 (JSON → 415): the gateway sends multipart; should the upstream still answer 415, it is its error. */
async function registerFails(h: Harness) {
  expectError(
    await h.upload(
      REGISTER,
      { input: { role: 'STUDENT', guardianConsent: true, username: 'x', password: 'Kite#Mango42' } },
      [],
    ),
    'UPSTREAM_ERROR',
  );
  expect(await h.form()).toEqual({ role: 'student', username: 'x', password: 'Kite#Mango42' });
}

async function update(h: Harness) {
  const m = multipartOf(h);
  const input: Data = {
    fullName: m.full_name,
    email: m.email,
    schoolName: m.school_name,
    city: m.city,
    gradeId: m.grade,
  };
  if (m.schooling_status) input.schoolingStatus = 'PUBLIC_SCHOOL';
  if (m.province) input.province = upperSnake(m.province);
  h.also['/api/grades/'] = GRADES;
  const res = await h.gql(UPDATE, { input });
  if (h.received.length > 0) {
    expect(h.calls()).toEqual(['PUT /api/user/edit-profile/']);
    // Only the fields given, and never an empty grade (it would CLEAR the grade upstream).
    const { username: _u, role: _r, account_status: _a, language_used_at_home: _l, ...editable } = m;
    if (editable.grade === '') delete editable.grade;
    expect(await h.form()).toEqual(editable);
  }
  return res;
}

async function change(h: Harness) {
  const j = (h.recording.request.json ?? {}) as Data;
  const res = await h.gql(CHANGE, {
    input: { oldPassword: j.old_password ?? '', newPassword: j.new_password ?? '' },
  });
  // Bearer clients first read `user/me/` (to sign in again afterwards); the password change is the POST.
  const post = h.calls().indexOf('POST /api/user/change-password/');
  expect(post).toBeGreaterThanOrEqual(0);
  expect(h.json(post)).toEqual({ old_password: j.old_password ?? '', new_password: j.new_password ?? '' });
  return res;
}

export const profileCases: Record<string, CaseFn> = {
  '099': async (h) =>
    expect(await register(h)).toEqual({
      created: true,
      errors: [],
      message: 'Account created. Please wait for admin approval.',
    }),
  '101': (h) =>
    registerErrors(h, [['username', 'Please check the username: it may be missing or already taken.']]),
  // Missing fields: the blank password is refused by the gateway's rules before the upstream is asked.
  '102': (h) => registerRefused(h, 'PASSWORD_TOO_SHORT'),
  '103': (h) => registerErrors(h, [['role', 'This was not accepted. Please check it and try again.']]),
  '104': registerFails,
  '105': (h) => registerErrors(h, [['gradeId', 'Please choose a grade from the list.']]),
  '106': (h) =>
    registerErrors(h, [
      ['profilePicture', 'The picture was not accepted. Please choose a PNG, JPEG, GIF or WebP image.'],
    ]),
  // The recording signed up with password "x": the upstream has no rules, the gateway does.
  '107': (h) => registerRefused(h, 'PASSWORD_TOO_SHORT'),
  '108': (h) =>
    registerErrors(h, [
      ['gender', 'This was not accepted. Please check it and try again.'],
      ['province', 'This was not accepted. Please check it and try again.'],
      ['plan', 'Please choose a plan from the list.'],
    ]),
  '109': async (h) =>
    expect((await update(h)).data.updateProfile).toEqual({ success: true, gradeChangesLeft: 2, errors: [] }),
  '111': async (h) =>
    expect((await update(h)).data.updateProfile).toEqual({ success: true, gradeChangesLeft: 1, errors: [] }),
  '112': async (h) =>
    expect((await update(h)).data.updateProfile).toEqual({ success: true, gradeChangesLeft: 0, errors: [] }),
  '113': async (h) =>
    expect((await update(h)).data.updateProfile).toEqual({
      success: false,
      gradeChangesLeft: 0,
      errors: [
        {
          code: 'GRADE_CHANGE_LIMIT',
          field: 'gradeId',
          message: 'The grade cannot be changed again this year.',
        },
      ],
    }),
  '114': async (h) =>
    expect((await update(h)).data.updateProfile.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'email', message: 'Please enter a valid email address.' },
    ]),
  '115': async (h) => expectError(await update(h), 'UPSTREAM_ERROR'), // 415: we never send JSON here
  '116': async (h) => expectError(await update(h), 'UPSTREAM_ERROR'), // 405: we never PATCH
  '117': async (h) => expectError(await update(h), 'UNAUTHENTICATED'),
  '118': async (h) =>
    expect((await change(h)).data.changePassword).toEqual({
      success: false,
      errors: [{ code: 'WRONG_PASSWORD', field: 'oldPassword', message: 'The current password is wrong.' }],
    }),
  // A blank and a one-character new password break the gateway's rules: refused before the upstream.
  '119': (h) => changeRefused(h, 'PASSWORD_TOO_SHORT'),
  '120': (h) => changeRefused(h, 'PASSWORD_TOO_SHORT'),
  '122': async (h) => expect((await change(h)).data.changePassword).toEqual({ success: true, errors: [] }),
  // Without a token nothing is sent: the gateway knows there is no one to change the password for.
  '123': async (h) => {
    expectError(
      await h.gql(CHANGE, { input: { oldPassword: 'Harness#123', newPassword: 'Kite#Mango42' } }),
      'UNAUTHENTICATED',
    );
    expect(h.calls()).toEqual([]);
  },
};
