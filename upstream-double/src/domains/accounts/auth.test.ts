import { describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, login } from '../../testing/test-client';

const T0 = new Date('2026-03-10T06:00:00Z');
const t = useClockedDouble(T0);

const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

describe('login (token/)', () => {
  it('issues SimpleJWT-shaped HS256 tokens with the recorded claims and lifetimes', async () => {
    const r = await call(t.double, 'token/', { json: { username: 'ayesha', password: 'learnify123' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ username: 'ayesha', role: 'student', account_status: 'active' });
    const access = decode(r.body.access);
    const refresh = decode(r.body.refresh);
    expect(Object.keys(access).sort()).toEqual(['exp', 'iat', 'jti', 'token_type', 'user_id']);
    expect(access.token_type).toBe('access');
    expect(access.exp - access.iat).toBe(1800);
    expect(refresh.token_type).toBe('refresh');
    expect(refresh.exp - refresh.iat).toBe(86400);
    expect(JSON.parse(Buffer.from(r.body.access.split('.')[0], 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('accepts form-urlencoded credentials too', async () => {
    const r = await call(t.double, 'token/', { urlencoded: { username: 'hamza', password: 'learnify123' } });
    expect(r.status).toBe(200);
  });

  it('answers bad password, unknown user and pending accounts alike', async () => {
    for (const [username, password] of [
      ['ayesha', 'nope'],
      ['nobody', 'learnify123'],
      ['zainab', 'learnify123'],
    ]) {
      const r = await call(t.double, 'token/', { json: { username, password } });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ detail: 'No active account found with the given credentials' });
      expect(r.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
  });

  it('reports missing fields as a field map', async () => {
    expect((await call(t.double, 'token/', { json: {} })).body).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
    expect((await call(t.double, 'token/', { json: { username: 'ayesha' } })).body).toEqual({
      password: ['This field is required.'],
    });
  });

  it('gives tokens to an expired account but reports it expired (login and me)', async () => {
    const r = await call(t.double, 'token/', { json: { username: 'bilal', password: 'learnify123' } });
    expect(r.status).toBe(200);
    expect(r.body.account_status).toBe('expired');
    const me = await call(t.double, 'user/me/', { token: r.body.access });
    expect(me.body.account_status).toBe('expired');
  });

  it('flips an account to expired once its expiry date has passed in Pakistan time', async () => {
    const expiry = t.double.admin.findUser('hamza')!.subscription_expiry!;
    // 23:30 UTC on the expiry date is already the next day in Karachi (UTC+5).
    t.clock = new Date(`${expiry}T23:30:00Z`);
    const r = await call(t.double, 'token/', { json: { username: 'hamza', password: 'learnify123' } });
    expect(r.body.account_status).toBe('expired');
  });

  it('gives admins and managers tokens (only the client refuses them)', async () => {
    for (const u of ['admin', 'manager']) {
      const r = await call(t.double, 'token/', { json: { username: u, password: 'learnify123' } });
      expect(r.status).toBe(200);
      expect(r.body.role).toBe(u);
    }
  });
});

describe('bearer authentication', () => {
  it('user/me/ returns the five fields of this backend version and, corrected, the grade', async () => {
    const five = {
      username: 'ayesha',
      role: 'student',
      full_name: 'Ayesha Siddiqui',
      email: 'ayesha@example.com',
      account_status: 'active',
    };
    const token = await login(t.double, 'ayesha');
    expect((await call(t.double, 'user/me/', { token })).body).toEqual({ ...five, grade: 'Grade 3' });
    t.double.reproduce('me-without-grade');
    expect((await call(t.double, 'user/me/', { token })).body).toEqual(five);
  });

  it('no token, or a non-Bearer scheme, is "not provided"', async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Token abc' }];
    for (const headers of variants) {
      const r = await call(t.double, 'user/me/', { headers });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('a bad token is rejected even on public endpoints (faithful quirk), but not on token/', async () => {
    for (const path of ['landing/quizzes/', 'grades/', 'honors/shining-stars/', 'user/me/']) {
      const r = await call(t.double, path, { token: 'not-a-jwt' });
      expect(r.status, path).toBe(401);
      expect(r.body).toEqual(TOKEN_NOT_VALID);
    }
    const r = await call(t.double, 'token/', {
      token: 'not-a-jwt',
      json: { username: 'ayesha', password: 'learnify123' },
    });
    expect(r.status).toBe(200);
  });

  it('access tokens expire after their TTL (clock injection) and refresh gives a new one', async () => {
    const r = await call(t.double, 'token/', { json: { username: 'ayesha', password: 'learnify123' } });
    t.clock = new Date(t.clock.getTime() + 1801_000);
    expect((await call(t.double, 'user/me/', { token: r.body.access })).body).toEqual(TOKEN_NOT_VALID);
    const refreshed = await call(t.double, 'token/refresh/', { json: { refresh: r.body.refresh } });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body)).toEqual(['access']);
    expect((await call(t.double, 'user/me/', { token: refreshed.body.access })).status).toBe(200);
  });

  it('refresh rejects garbage, access tokens and expired refresh tokens', async () => {
    const r = await call(t.double, 'token/', { json: { username: 'ayesha', password: 'learnify123' } });
    const bad = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
    expect((await call(t.double, 'token/refresh/', { json: { refresh: 'x' } })).body).toEqual(bad);
    expect((await call(t.double, 'token/refresh/', { json: { refresh: r.body.access } })).body).toEqual(bad);
    expect((await call(t.double, 'token/refresh/', { json: {} })).body).toEqual({
      refresh: ['This field is required.'],
    });
    t.clock = new Date(t.clock.getTime() + 86_401_000);
    expect((await call(t.double, 'token/refresh/', { json: { refresh: r.body.refresh } })).status).toBe(401);
  });

  it('expireAccessTokens() expires every access token issued so far, refresh still works', async () => {
    const r = await call(t.double, 'token/', { json: { username: 'ayesha', password: 'learnify123' } });
    t.double.admin.expireAccessTokens();
    expect((await call(t.double, 'user/me/', { token: r.body.access })).status).toBe(401);
    const refreshed = await call(t.double, 'token/refresh/', { json: { refresh: r.body.refresh } });
    expect((await call(t.double, 'user/me/', { token: refreshed.body.access })).status).toBe(200);
  });
});

describe('change password', () => {
  it('requires the old password and both fields', async () => {
    const token = await login(t.double, 'ayesha');
    expect(
      (
        await call(t.double, 'user/change-password/', {
          token,
          json: { old_password: 'x', new_password: 'y' },
        })
      ).body,
    ).toEqual({ error: 'Old password is incorrect.' });
    expect((await call(t.double, 'user/change-password/', { token, json: {} })).body).toEqual({
      old_password: ['This field is required.'],
      new_password: ['This field is required.'],
    });
    expect((await call(t.double, 'user/change-password/', { json: {} })).status).toBe(401);
  });

  it('invalidates every token issued before the change (unlike the real backend)', async () => {
    const old = await call(t.double, 'token/', { json: { username: 'ayesha', password: 'learnify123' } });
    const r = await call(t.double, 'user/change-password/', {
      token: old.body.access,
      json: { old_password: 'learnify123', new_password: 'n3w' },
    });
    expect(r.body).toEqual({ success: 'Password changed successfully.' });
    expect((await call(t.double, 'user/me/', { token: old.body.access })).body).toEqual(TOKEN_NOT_VALID);
    expect((await call(t.double, 'token/refresh/', { json: { refresh: old.body.refresh } })).status).toBe(
      401,
    );
    expect(
      (await call(t.double, 'token/', { json: { username: 'ayesha', password: 'learnify123' } })).status,
    ).toBe(401);
    const fresh = await login(t.double, 'ayesha', 'n3w');
    expect((await call(t.double, 'user/me/', { token: fresh })).status).toBe(200);
  });
});
