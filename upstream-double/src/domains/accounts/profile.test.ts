import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { addDays, karachiDate } from '../../time';
import { call, login, PNG_BYTES, quizId, signupForm } from '../../testing/test-client';

const T0 = new Date('2026-03-10T06:00:00Z');
const t = useClockedDouble(T0);

const today = () => karachiDate(t.clock);

const KID = {
  role: 'student',
  username: 'kiran',
  password: 'Kiran#1',
  full_name: 'Kiran Shah',
  email: 'kiran@example.com',
  gender: 'Female',
  language_used_at_home: 'Sindhi',
  schooling_status: 'Public school',
  school_name: 'Iqra Model School',
  grade: '3',
  city: 'Lahore',
  province: 'Punjab',
  subscription_plan: 'yearly',
};

describe('registration and activation', () => {
  it('creates a pending account that can log in only after activation; uploads arrive intact', async () => {
    const form = signupForm(KID, {
      profile_picture: [PNG_BYTES, 'image/png', 'kiran.png'],
      fee_receipt: [PNG_BYTES, 'image/png', 'fee.png'],
    });
    const r = await call(t.double, 'register/', { form });
    expect(r).toMatchObject({
      status: 201,
      body: { message: 'Account created. Please wait for admin approval.' },
    });
    expect(
      (await call(t.double, 'token/', { json: { username: 'kiran', password: 'Kiran#1' } })).status,
    ).toBe(401);
    const sha = createHash('sha256').update(PNG_BYTES).digest('hex');
    expect(t.double.admin.findUser('kiran')).toMatchObject({
      account_status: 'inactive',
      is_active: false,
      grade: 'Grade 3',
      subscription_plan: 'yearly',
      subscription_expiry: null,
      uploads: {
        profile_picture: {
          filename: 'kiran.png',
          contentType: 'image/png',
          size: PNG_BYTES.length,
          sha256: sha,
        },
        fee_receipt: { filename: 'fee.png', size: PNG_BYTES.length, sha256: sha },
      },
    });
    expect(t.double.admin.activate('kiran')).toMatchObject({
      account_status: 'active',
      subscription_expiry: addDays(today(), 365),
    });
    const login2 = await call(t.double, 'token/', { json: { username: 'kiran', password: 'Kiran#1' } });
    expect(login2.body).toMatchObject({ role: 'student', account_status: 'active' });
  });

  it('activation of a monthly account gives 30 days', async () => {
    expect(t.double.admin.activate('zainab').subscription_expiry).toBe(addDays(today(), 30));
  });

  it('reports field errors as DRF field maps', async () => {
    const post = (fields: Record<string, string>, files?: Record<string, [Buffer, string, string]>) =>
      call(t.double, 'register/', { form: signupForm(fields, files) });
    expect((await post({ ...KID, username: 'ayesha' })).body).toEqual({
      username: ['A user with that username already exists.'],
    });
    expect((await post({ role: 'student' })).body).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
    expect((await post({ ...KID, role: 'admin' })).body).toEqual({ role: ['Invalid role.'] });
    expect((await post({ ...KID, grade: '99999' })).body).toEqual({
      grade: ['Invalid pk "99999" - object does not exist.'],
    });
    expect(
      (await post(KID, { profile_picture: [Buffer.from('not an image....'), 'image/png', 'pic.png'] })).body,
    ).toEqual({
      profile_picture: [
        'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
      ],
    });
    expect((await post({ ...KID, gender: 'X', province: 'Mars', subscription_plan: 'weekly' })).body).toEqual(
      {
        gender: ['"X" is not a valid choice.'],
        province: ['"Mars" is not a valid choice.'],
        subscription_plan: ['"weekly" is not a valid choice.'],
      },
    );
    expect((await post({ role: 'teacher', username: 't1', password: 'x' })).status).toBe(201);
  });
});

describe('edit profile', () => {
  const edit = async (token: string, fields: Record<string, string>) =>
    call(t.double, 'user/edit-profile/', { method: 'PUT', token, form: signupForm(fields) });

  it('updates editable fields, ignores read-only ones, and leaves the grade alone when it is empty', async () => {
    const token = await login(t.double, 'ayesha');
    const r = await edit(token, {
      full_name: 'Ayesha S.',
      city: 'Lahore',
      grade: '',
      username: 'hacker',
      role: 'admin',
      language_used_at_home: 'French',
      account_status: 'active',
    });
    expect(r.body).toEqual({ success: 'Profile updated successfully.', grade_changes_left: 2 });
    expect(t.double.admin.findUser('ayesha')).toMatchObject({
      full_name: 'Ayesha S.',
      username: 'ayesha',
      role: 'student',
      language_used_at_home: 'Punjabi',
      grade: 'Grade 3',
    });
    // Still a Grade 3 student: the own-grade quiz is a real attempt, not a preview.
    const started = await call(t.double, `quiz/start/${await quizId(t.double, 'Grade 3', '1.')}/`, {
      method: 'POST',
      token,
    });
    expect(started.body.preview_mode).toBe(false);
  });

  it('allows 2 grade changes per calendar year (every non-empty grade counts, as recorded)', async () => {
    const token = await login(t.double, 'fatima');
    expect((await edit(token, { grade: '4' })).body.grade_changes_left).toBe(1);
    expect((await edit(token, { grade: '4' })).body.grade_changes_left).toBe(0);
    expect(await edit(token, { grade: '3' })).toMatchObject({
      status: 400,
      body: { error: 'Grade change limit (2 per year) reached.', grade_changes_left: 0 },
    });
    expect(t.double.admin.findUser('fatima')?.grade).toBe('Grade 4');
    t.clock = new Date('2027-01-01T00:00:00Z'); // 05:00 on 1 January in Karachi: a new year
    expect((await edit(await login(t.double, 'fatima'), { grade: '5' })).body.grade_changes_left).toBe(1);
  });

  it('validates fields', async () => {
    const token = await login(t.double, 'ayesha');
    expect((await edit(token, { email: 'not-an-email' })).body).toEqual({
      email: ['Enter a valid email address.'],
    });
    expect((await edit(token, { province: 'Mars' })).body).toEqual({
      province: ['"Mars" is not a valid choice.'],
    });
    expect(
      (await call(t.double, 'user/edit-profile/', { method: 'PUT', form: signupForm({ city: 'Karachi' }) }))
        .status,
    ).toBe(401);
  });
});
