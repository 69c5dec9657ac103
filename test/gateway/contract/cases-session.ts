// Contract cases 014–033, 100, 121: token/, token/refresh/, user/me/.
import { expect } from 'vitest';
import type { Data } from '../support';
import { expectError, loadRecording, recordingFiles, type CaseFn, type Harness } from './harness';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) {
  errors { code field message } session { role accountStatus tokens { accessToken refreshToken } } } }`;
const ME =
  '{ me { id username role fullName email accountStatus city grade gradeSource schoolName province gender homeLanguage profilePictureUrl } }';

/** student1's history as recorded (case 068): the latest quiz she finished was in Grade 3. */
const STUDENT1_HISTORY = loadRecording(recordingFiles().find((f) => f.startsWith('068_'))!).response.body;

function recordedCredentials(h: Harness) {
  const r = h.recording.request;
  return (r.json ?? r.multipart ?? {}) as { username?: string; password?: string };
}

async function login(h: Harness, tokenDelivery: 'COOKIE' | 'BEARER' = 'COOKIE') {
  const { username = '', password = '' } = recordedCredentials(h);
  const res = await h.gql(LOGIN, { input: { username, password, tokenDelivery } });
  // The gateway always logs in with JSON, whatever the recording used.
  expect(h.calls()).toEqual(['POST /api/token/']);
  expect(h.received[0]?.headers['content-type']).toBe('application/json');
  expect(h.json()).toEqual({ username, password });
  expect(h.received[0]?.headers.authorization).toBeUndefined();
  return res;
}

async function loginOk(h: Harness, role: string, status: string) {
  const res = await login(h);
  expect(res.data.login).toEqual({ errors: [], session: { role, accountStatus: status, tokens: null } });
  expect(
    res.setCookies.some((c) => /^learnify_session=[\w%]+%3B[\w%]+; Path=\/; HttpOnly; SameSite=Lax/.test(c)),
  ).toBe(true);
}

async function loginRefused(h: Harness) {
  const res = await login(h);
  expect(res.data.login).toEqual({
    session: null,
    errors: [
      {
        code: 'INVALID_CREDENTIALS',
        field: null,
        message: 'Username or password is wrong, or the account is not active yet.',
      },
    ],
  });
  expect(res.setCookies).toEqual([]);
}

async function loginFieldErrors(h: Harness, fields: string[]) {
  const res = await login(h);
  expect(res.data.login.session).toBeNull();
  expect(res.data.login.errors).toEqual(
    fields.map((field) => ({
      code: 'INVALID_INPUT',
      field,
      message:
        field === 'username'
          ? 'Please check the username: it may be missing or already taken.'
          : 'Please check the password.',
    })),
  );
}

async function loginUpstreamError(h: Harness) {
  expectError(await h.gql(LOGIN, { input: { username: 'student1', password: 'x' } }), 'UPSTREAM_ERROR');
}

/**
 * `user/me/` has no grade on this API version: a student's comes from her history when the gateway knows no
 * better (answered here, outside `received`), `history` null for a student without one.
 */
async function me(h: Harness, expected: Data, history: Data | null = null) {
  h.also['/api/student/quiz-history/'] = history ?? { full_name: 'No History', results: [] };
  const res = await h.gql(ME);
  expect(res.errors).toBeUndefined();
  const body = h.recording.response.body as Data;
  expect(res.data.me).toEqual({
    id: body.username,
    username: body.username,
    fullName: body.full_name,
    email: body.email,
    city: null,
    grade: null,
    gradeSource: null,
    schoolName: null,
    province: null,
    gender: null,
    homeLanguage: null,
    profilePictureUrl: null,
    ...expected,
  });
  expect(h.calls()).toEqual(['GET /api/user/me/']);
  expect(h.received[0]?.headers.authorization).toBe('Bearer contract-access-token');
}

export const sessionCases: Record<string, CaseFn> = {
  '014': (h) => loginOk(h, 'STUDENT', 'ACTIVE'),
  '015': loginRefused,
  '016': loginRefused,
  // No username: refused by the gateway itself, in the upstream's terms, without asking it.
  '017': async (h) => {
    const res = await h.gql(LOGIN, { input: { username: '', password: '', tokenDelivery: 'COOKIE' } });
    expect(h.calls()).toEqual([]);
    expect(res.data.login.session).toBeNull();
    expect(res.data.login.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
  },
  '018': (h) => loginFieldErrors(h, ['password']),
  '019': loginRefused,
  '020': (h) => loginOk(h, 'STUDENT', 'EXPIRED'),
  '021': (h) => loginOk(h, 'TEACHER', 'ACTIVE'),
  '022': async (h) => {
    const res = await login(h);
    expect(res.data.login).toEqual({
      session: null,
      errors: [
        {
          code: 'ROLE_NOT_ALLOWED',
          field: null,
          message: 'Admins and Managers must log in from the backend.',
        },
      ],
    });
    expect(res.setCookies).toEqual([]);
  },
  '023': async (h) => {
    const res = await login(h, 'BEARER');
    const body = h.recording.response.body as Data;
    expect(res.data.login.session).toEqual({
      role: 'STUDENT',
      accountStatus: 'ACTIVE',
      tokens: { accessToken: body.access, refreshToken: body.refresh },
    });
    expect(res.setCookies).toEqual([]);
  },
  '024': loginUpstreamError, // 405
  '025': loginUpstreamError, // 301
  '026': loginUpstreamError, // HTML 404
  '027': async (h) => {
    const refresh = (h.recording.request.json as Data).refresh;
    const res = await h.gql(
      'mutation($t: String) { refreshSession(input: { refreshToken: $t }) { errors { code } tokens { accessToken refreshToken } } }',
      { t: refresh },
    );
    expect(res.data.refreshSession).toEqual({
      errors: [],
      tokens: { accessToken: (h.recording.response.body as Data).access, refreshToken: refresh },
    });
    expect(h.calls()).toEqual(['POST /api/token/refresh/']);
    expect(h.json()).toEqual({ refresh });
  },
  '028': (h) =>
    me(
      h,
      { role: 'STUDENT', accountStatus: 'ACTIVE', grade: 'Grade 3', gradeSource: 'HISTORY' },
      STUDENT1_HISTORY,
    ),
  '029': (h) => me(h, { role: 'TEACHER', accountStatus: 'ACTIVE' }),
  '030': (h) => me(h, { role: 'STUDENT', accountStatus: 'EXPIRED' }),
  // Credentials that the upstream refuses → UNAUTHENTICATED (the client goes to /login).
  '031': async (h) =>
    expectError(await h.gql(ME, {}, 'Bearer contract-access-token'), 'UNAUTHENTICATED', 'Please sign in.'),
  '032': async (h) =>
    expectError(await h.gql(ME, {}, 'Bearer abc.def.ghi'), 'UNAUTHENTICATED', 'Please sign in.'),
  // A non-Bearer scheme is no token at all: a visitor, so `me` is null and the upstream is not asked.
  '033': async (h) => {
    const res = await h.gql(ME, {}, 'Token abc');
    expect(res).toMatchObject({ data: { me: null }, errors: undefined });
    expect(h.calls()).toEqual([]);
  },
  '100': loginRefused,
  '121': (h) => me(h, { role: 'STUDENT', accountStatus: 'ACTIVE' }), // editme1: no history, no grade
};
