// registerAccount over real HTTP: multipart uploads arriving intact, field errors with input names, CSRF
// prevention on multipart, upload limits.
import { describe, expect, it } from 'vitest';
import { bigPng, codes, LOGIN, PNG_1X1, REGISTER, sha256, STUDENT_SIGN_UP } from './support';
import { useStack } from './stack-support';
import { CSRF_MESSAGE } from '../../gateway/src/errors';

const stack = useStack();

describe('registerAccount', () => {
  it('sends a multipart request with upstream field names; files arrive byte for byte', async () => {
    const picture = bigPng(3 * 1024 * 1024);
    const res = await stack
      .client()
      .upload(REGISTER, { input: { ...STUDENT_SIGN_UP, profilePicture: null, feeReceipt: null } }, [
        { path: 'input.profilePicture', filename: 'me.png', type: 'image/png', bytes: picture },
        { path: 'input.feeReceipt', filename: 'receipt.png', type: 'image/png', bytes: PNG_1X1 },
      ]);
    expect(res.data.registerAccount).toEqual({
      created: true,
      errors: [],
      message: 'Account created. Please wait for admin approval.',
    });
    const sent = stack.lastUpstream('/api/register/')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/); // never JSON (415)
    expect(sent.body).toMatchObject({
      fields: {
        role: 'student',
        username: 'kid_signup',
        gender: 'Female',
        language_used_at_home: 'Urdu',
        schooling_status: 'Public school',
        school_name: 'Iqra Model School',
        grade: '3',
        province: 'Khyber-Pakhtunkhwa',
        subscription_plan: 'monthly',
        full_name: 'Sign Up Kid',
      },
    });
    const user = stack.double.admin.findUser('kid_signup')!;
    expect(user).toMatchObject({ is_active: false, grade: 'Grade 3', province: 'Khyber-Pakhtunkhwa' });
    expect(user.uploads.profile_picture).toMatchObject({
      filename: 'me.png',
      contentType: 'image/png',
      size: picture.length,
      sha256: sha256(picture),
    });
    expect(user.uploads.fee_receipt?.sha256).toBe(sha256(PNG_1X1));
    // Not active yet → login refused; once the team activates it, it signs in.
    const early = await stack
      .client()
      .gql(LOGIN, { input: { username: 'kid_signup', password: 'Signup#123' } });
    expect(early.data.login.errors[0].code).toBe('INVALID_CREDENTIALS');
    stack.double.admin.activate('kid_signup');
    await stack.client().login('kid_signup', { password: 'Signup#123' });
  });

  it('a teacher with only username and password', async () => {
    const res = await stack.client().upload(
      REGISTER,
      {
        input: { role: 'TEACHER', username: 't_new', password: 'Kite#Mango42', schoolingStatus: 'TEACHER' },
      },
      [],
    );
    expect(res.data.registerAccount.created).toBe(true);
    expect(stack.lastUpstream('/api/register/')?.body).toMatchObject({
      fields: { role: 'teacher', schooling_status: 'I am teacher' },
    });
  });

  it('works as plain JSON too when there are no files (still multipart upstream)', async () => {
    const res = await stack.client().gql(REGISTER, {
      input: { role: 'STUDENT', guardianConsent: true, username: 'json_kid', password: 'Kite#Mango42' },
    });
    expect(res.data.registerAccount.created).toBe(true);
    expect(stack.lastUpstream('/api/register/')?.headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('maps upstream field errors to input field names', async () => {
    const res = await stack.client().upload(
      REGISTER,
      {
        input: {
          role: 'STUDENT',
          guardianConsent: true,
          username: 'ayesha',
          password: 'Kite#Mango42',
          gradeId: '99',
          email: 'not-an-email',
        },
      },
      [
        // A real PNG: the gateway refuses a non-image itself.
        { path: 'input.profilePicture', filename: 'x.png', type: 'image/png', bytes: PNG_1X1 },
      ],
    );
    expect(res.data.registerAccount.created).toBe(false);
    const byField = Object.fromEntries(
      res.data.registerAccount.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(byField).toEqual({
      username: 'INVALID_INPUT',
      gradeId: 'INVALID_INPUT',
      email: 'INVALID_INPUT',
    });
  });

  it('403 from the upstream → ACCOUNT_NOT_ACTIVE', async () => {
    stack.double.faults.add({
      path: '/api/register/',
      status: 403,
      body: { detail: 'Your account is not active yet.' },
    });
    const res = await stack.client().gql(REGISTER, {
      input: { role: 'STUDENT', guardianConsent: true, username: 'x1', password: 'Kite#Mango42' },
    });
    expect(res.data.registerAccount).toMatchObject({
      created: false,
      errors: [{ code: 'ACCOUNT_NOT_ACTIVE', field: null }],
    });
  });

  it('CSRF prevention: a multipart request without the preflight header is refused before reaching the upstream', async () => {
    const res = await stack.client().upload(
      REGISTER,
      {
        input: {
          role: 'STUDENT',
          guardianConsent: true,
          username: 'csrf_kid',
          password: 'Kite#Mango42',
          feeReceipt: null,
        },
      },
      [{ path: 'input.feeReceipt', filename: 'r.png', type: 'image/png', bytes: PNG_1X1 }],
      { preflight: false },
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ message: CSRF_MESSAGE, extensions: { reason: 'CSRF' } });
    expect(stack.upstreamCalls('/api/register/')).toBe(0);
  });

  it('refuses files over 5 MB and more than two files', async () => {
    const big = await stack.client().upload(
      REGISTER,
      {
        input: {
          role: 'STUDENT',
          guardianConsent: true,
          username: 'big_kid',
          password: 'Kite#Mango42',
          feeReceipt: null,
        },
      },
      [
        {
          path: 'input.feeReceipt',
          filename: 'r.png',
          type: 'image/png',
          bytes: bigPng(5 * 1024 * 1024 + 1),
        },
      ],
    );
    // A user error in the payload (REGISTER does not select `reason`: security-uploads.test.ts does).
    expect(codes(big)).toEqual([]);
    expect(big.data.registerAccount.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'feeReceipt', message: expect.stringMatching(/5 MB/) },
    ]);
    expect(stack.upstreamCalls('/api/register/')).toBe(0);
    const three = await stack.client().upload(
      REGISTER,
      {
        input: {
          role: 'STUDENT',
          guardianConsent: true,
          username: 'k',
          password: 'Kite#Mango42',
          feeReceipt: null,
          profilePicture: null,
        },
      },
      [
        { path: 'input.feeReceipt', filename: 'a.png', type: 'image/png', bytes: PNG_1X1 },
        { path: 'input.profilePicture', filename: 'b.png', type: 'image/png', bytes: PNG_1X1 },
        { path: 'input.fullName', filename: 'c.png', type: 'image/png', bytes: PNG_1X1 },
      ],
    );
    expect(three.status).toBe(413);
  });
});
