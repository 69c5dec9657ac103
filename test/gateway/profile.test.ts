// updateProfile and changePassword over real HTTP: only given fields sent, pictures intact, the grade-change
// limit, wrong passwords and re-login after a password change.
import { describe, expect, it } from 'vitest';
import { bigPng, CHANGE_PASSWORD, codes, LOGIN, PASSWORD, sha256 } from './support';
import { useStack } from './stack-support';

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      success
      gradeChangesLeft
      errors {
        code
        field
        message
      }
      user {
        username
        fullName
      }
    }
  }
`;
const CHANGE_WITH_TOKENS = /* GraphQL */ `
  mutation ChangeBearer($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      tokens {
        accessToken
        refreshToken
      }
    }
  }
`;

const stack = useStack();

describe('updateProfile', () => {
  it('sends only the fields given (never an empty grade) and returns the updated user', async () => {
    const c = await stack.signedIn('ayesha');
    const res = await c.gql(UPDATE, {
      input: { fullName: 'Ayesha S.', city: 'Multan', province: 'PUNJAB', gradeId: '' },
    });
    expect(res.data.updateProfile).toEqual({
      success: true,
      gradeChangesLeft: 2,
      errors: [],
      user: { username: 'ayesha', fullName: 'Ayesha S.' },
    });
    const sent = stack.lastUpstream('/api/user/edit-profile/')!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      fields: { full_name: 'Ayesha S.', city: 'Multan', province: 'Punjab' },
      files: {},
    });
    expect(stack.double.admin.findUser('ayesha')).toMatchObject({ grade: 'Grade 3', city: 'Multan' });
  });

  it('uploads a new picture intact', async () => {
    const c = await stack.signedIn('hamza');
    const picture = bigPng(300_000);
    const res = await c.upload(UPDATE, { input: { profilePicture: null } }, [
      { path: 'input.profilePicture', filename: 'new face.png', type: 'image/png', bytes: picture },
    ]);
    expect(res.data.updateProfile.success).toBe(true);
    expect(stack.double.admin.findUser('hamza')?.uploads.profile_picture).toMatchObject({
      filename: 'new face.png',
      sha256: sha256(picture),
    });
  });

  it('counts grade changes and reports GRADE_CHANGE_LIMIT beyond two a year', async () => {
    const c = await stack.signedIn('ayesha');
    expect((await c.gql(UPDATE, { input: { gradeId: '4' } })).data.updateProfile.gradeChangesLeft).toBe(1);
    expect((await c.gql(UPDATE, { input: { gradeId: '3' } })).data.updateProfile.gradeChangesLeft).toBe(0);
    const third = await c.gql(UPDATE, { input: { gradeId: '5' } });
    expect(third.data.updateProfile).toEqual({
      success: false,
      gradeChangesLeft: 0,
      user: null,
      errors: [
        {
          code: 'GRADE_CHANGE_LIMIT',
          field: 'gradeId',
          message: 'The grade cannot be changed again this year.',
        },
      ],
    });
  });

  it('invalid email → INVALID_INPUT on email', async () => {
    const c = await stack.signedIn('ayesha');
    const res = await c.gql(UPDATE, { input: { email: 'nope' } });
    expect(res.data.updateProfile).toMatchObject({
      success: false,
      errors: [{ code: 'INVALID_INPUT', field: 'email', message: 'Please enter a valid email address.' }],
    });
  });

  it('needs a signed-in user', async () => {
    const res = await stack.client().gql(UPDATE, { input: { city: 'Lahore' } });
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstreamCalls('/api/user/edit-profile/')).toBe(0);
  });
});

describe('changePassword', () => {
  it('wrong old password → WRONG_PASSWORD', async () => {
    const c = await stack.signedIn('ayesha');
    const res = await c.gql(CHANGE_PASSWORD, { input: { oldPassword: 'nope', newPassword: 'New#12345' } });
    expect(res.data.changePassword).toEqual({
      success: false,
      errors: [{ code: 'WRONG_PASSWORD', field: 'oldPassword', message: 'The current password is wrong.' }],
    });
  });

  it('blank new password → PASSWORD_TOO_SHORT on newPassword, and the upstream is not asked', async () => {
    const c = await stack.signedIn('ayesha');
    const res = await c.gql(CHANGE_PASSWORD, { input: { oldPassword: PASSWORD, newPassword: '' } });
    expect(res.data.changePassword.errors).toEqual([
      expect.objectContaining({ code: 'PASSWORD_TOO_SHORT', field: 'newPassword' }),
    ]);
    expect(stack.upstreamCalls('/api/user/change-password/')).toBe(0);
  });

  it('success keeps the cookie session alive (signed in again with the new password)', async () => {
    const c = await stack.signedIn('ayesha');
    const res = await c.gql(CHANGE_PASSWORD, { input: { oldPassword: PASSWORD, newPassword: 'New#12345' } });
    expect(res.data.changePassword).toEqual({ success: true, errors: [] });
    expect(res.setCookies.some((s) => /^learnify_session=[\w%]+%3B[\w%]+;/.test(s))).toBe(true);
    expect((await c.gql('{ me { username } }')).data.me.username).toBe('ayesha');
    const old = await stack.client().gql(LOGIN, { input: { username: 'ayesha', password: PASSWORD } });
    expect(old.data.login.errors[0].code).toBe('INVALID_CREDENTIALS');
    await stack.client().login('ayesha', { password: 'New#12345' });
  });

  it('bearer clients get fresh tokens, since their old ones stop working', async () => {
    const c = stack.client();
    const login = await c.login('hamza', { bearer: true });
    const oldAccess: string = login.data.login.session.tokens.accessToken;
    const auth = { authorization: `Bearer ${oldAccess}` };
    const res = await c.gql(
      CHANGE_WITH_TOKENS,
      { input: { oldPassword: PASSWORD, newPassword: 'New#12345' } },
      auth,
    );
    expect(res.data.changePassword.success).toBe(true);
    expect(res.setCookies).toEqual([]);
    const fresh: string = res.data.changePassword.tokens.accessToken;
    expect(fresh).not.toBe(oldAccess);
    expect(codes(await c.gql('{ me { username } }', {}, auth))).toEqual(['UNAUTHENTICATED']);
    const me = await c.gql('{ me { username } }', {}, { authorization: `Bearer ${fresh}` });
    expect(me.data.me.username).toBe('hamza');
  });

  it('needs a signed-in user', async () => {
    const res = await stack
      .client()
      .gql(CHANGE_PASSWORD, { input: { oldPassword: PASSWORD, newPassword: 'x' } });
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
  });
});
