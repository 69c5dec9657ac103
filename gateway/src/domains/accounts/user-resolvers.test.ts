import { expect, it } from 'vitest';
import { Scope } from '../../lib/scope';
import { resolveFields } from '../../testing/resolve-fields';
import { userFromLogin, userType } from './user-resolvers';
import { loginDto, meDto } from './upstream-types';

const ctx = { upstreamOrigin: 'http://127.0.0.1:4010', requestScope: new Scope() };
// The grade and its source weigh what the gateway learned (her-grade.test.ts); here only the profile's.
const { subscription: _s, grade: _g, gradeSource: _gs, ...plainFields } = userType;

it('maps what this backend sends and leaves the rest null', async () => {
  const me = meDto.parse({
    username: 'ayesha',
    role: 'student',
    full_name: 'Ayesha Siddiqui',
    email: 'a@x.pk',
    account_status: 'active',
  });
  expect(await resolveFields(plainFields, me, ctx, ['username', 'email', 'city'])).toEqual({
    id: 'ayesha',
    username: 'ayesha',
    role: 'STUDENT',
    accountStatus: 'ACTIVE',
    fullName: 'Ayesha Siddiqui',
    email: 'a@x.pk',
    city: null,
    schoolName: null,
    schoolingStatus: null,
    province: null,
    gender: null,
    homeLanguage: null,
    profilePictureUrl: null,
  });
});

it('maps the full profile when a newer backend sends it', async () => {
  const me = meDto.parse({
    username: 'hamza',
    role: 'student',
    school_name: 'Iqra Model School',
    schooling_status: 'Private school',
    city: 'Lahore',
    province: 'Khyber-Pakhtunkhwa',
    grade: 'Grade 5',
    gender: 'Male',
    language_used_at_home: 'Punjabi',
    profile_picture: 'http://127.0.0.1:4010/media/profile_pictures/h.png',
  });
  const u = await resolveFields(
    { ...plainFields, grade: userType.grade!, gradeSource: userType.gradeSource! },
    me,
    ctx,
  );
  expect(u).toMatchObject({
    schoolingStatus: 'PRIVATE_SCHOOL',
    province: 'KHYBER_PAKHTUNKHWA',
    gender: 'MALE',
    homeLanguage: 'PUNJABI',
    grade: 'Grade 5',
    gradeSource: 'PROFILE',
    profilePictureUrl: '/media/profile_pictures/h.png',
  });
});

it('builds a minimal user from the login answer', () => {
  const login = loginDto.parse({
    access: 'a',
    refresh: 'r',
    username: 'bilal',
    role: 'student',
    account_status: 'expired',
  });
  expect(userFromLogin(login, 'x')).toMatchObject({
    username: 'bilal',
    role: 'student',
    account_status: 'expired',
    email: null,
  });
});
