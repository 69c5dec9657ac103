// Sign-out that really signs out: a copied session cookie or bearer token stops working at logout and
// after a password change, although the upstream itself would keep honouring the tokens inside.
import { describe, expect, it } from 'vitest';
import type { GqlClient } from './support';
import { useStack } from './stack-support';
import { codes, PASSWORD, type Stack } from './support';

const ME = '{ me { username } }';
const LOGOUT = /* GraphQL */ `
  mutation Logout($input: LogoutInput!) {
    logout(input: $input) {
      success
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation Change($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      errors {
        code
      }
      tokens {
        accessToken
      }
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation Refresh($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      errors {
        code
      }
      tokens {
        accessToken
      }
    }
  }
`;

/** A second "browser" holding a copy of `from`'s cookies, as an attacker who copied the cookie would. */
function copyOf(stack: Stack, from: GqlClient): GqlClient {
  const copy = stack.client();
  for (const [name, value] of from.cookies) copy.cookies.set(name, value);
  return copy;
}

const stack = useStack();

describe('cookie sessions', () => {
  it('a cookie copied before logout is refused afterwards (UNAUTHENTICATED), and nothing reaches the upstream with it', async () => {
    const browser = stack.client();
    await browser.login('hamza', { remember: true });
    const stolen = copyOf(stack, browser);
    expect((await stolen.gql(ME)).data.me.username).toBe('hamza');

    expect((await browser.gql(LOGOUT, { input: {} })).data.logout.success).toBe(true);
    expect(browser.cookies.size).toBe(0);

    const before = stack.double.requests.length;
    const replay = await stolen.gql(ME);
    expect(codes(replay)).toEqual(['UNAUTHENTICATED']);
    // No upstream call carried the session's token.
    const sent = stack.double.requests.slice(before).filter((r) => r.headers.authorization);
    expect(sent).toEqual([]);
    // The copy is told to drop the cookie; public data still works for it.
    expect(replay.setCookies.some((c) => /learnify_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await stolen.gql('{ grades { id } }')).errors).toBeUndefined();
  });

  it('logout without input still works (the argument defaults to {})', async () => {
    const browser = await stack.signedIn('ayesha');
    const stolen = copyOf(stack, browser);
    expect((await browser.gql('mutation { logout { success } }')).data.logout.success).toBe(true);
    expect(codes(await stolen.gql(ME))).toEqual(['UNAUTHENTICATED']);
  });

  it('changePassword signs out every other session of the user; the one that changed it continues', async () => {
    const phone = stack.client();
    const laptop = stack.client();
    await phone.login('hamza');
    await laptop.login('hamza');
    const other = await stack.signedIn('ayesha');

    const res = await laptop.gql(CHANGE, { input: { oldPassword: PASSWORD, newPassword: 'Kite#Mango42' } });
    expect(res.data.changePassword).toMatchObject({ success: true, errors: [] });

    expect(codes(await phone.gql(ME))).toEqual(['UNAUTHENTICATED']);
    expect((await laptop.gql(ME)).data.me.username).toBe('hamza');
    // Someone else's session is untouched, and a new sign-in with the new password works.
    expect((await other.gql(ME)).data.me.username).toBe('ayesha');
    const fresh = stack.client();
    await fresh.login('hamza', { password: 'Kite#Mango42' });
    expect((await fresh.gql(ME)).data.me.username).toBe('hamza');
  });

  it('"sign out everywhere" ends every session of the account', async () => {
    const a = stack.client();
    const b = stack.client();
    await a.login('ayesha');
    await b.login('ayesha');
    await a.gql(LOGOUT, { input: { everywhere: true } });
    expect(codes(await b.gql(ME))).toEqual(['UNAUTHENTICATED']);
    // A sign-in after it is a new session and works.
    await b.login('ayesha');
    expect((await b.gql(ME)).data.me.username).toBe('ayesha');
  });
  it('a refresh the upstream refuses revokes the session: a copy stays refused once the upstream recovers', async () => {
    const browser = await stack.signedIn('ayesha');
    const stolen = copyOf(stack, browser);
    stack.double.admin.expireAccessTokens();
    stack.double.faults.add({
      path: '/api/token/refresh/',
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });
    expect(codes(await browser.gql(ME))).toEqual(['UNAUTHENTICATED']);
    stack.double.faults.clear();
    const before = stack.upstreamCalls('/api/token/refresh/');
    expect(codes(await stolen.gql(ME))).toEqual(['UNAUTHENTICATED']);
    // Refused by the gateway itself: the copy's refresh token was never tried again.
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(before);
  });
});

describe('bearer clients', () => {
  it('logout revokes the access token it was sent with and the refresh token it names', async () => {
    const app = stack.client();
    const login = await app.login('hamza', { bearer: true });
    const { accessToken, refreshToken } = login.data.login.session.tokens;
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await app.gql(ME, {}, auth)).data.me.username).toBe('hamza');

    await app.gql(LOGOUT, { input: { refreshToken } }, auth);

    expect(codes(await app.gql(ME, {}, auth))).toEqual(['UNAUTHENTICATED']);
    const refreshed = await app.gql(REFRESH, { input: { refreshToken } });
    expect(refreshed.data.refreshSession).toEqual({
      errors: [{ code: 'INVALID_CREDENTIALS' }],
      tokens: null,
    });
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(0);
  });

  it('changePassword from a bearer client revokes its old token and the cookie sessions of the account', async () => {
    const browser = await stack.signedIn('hamza');
    const app = stack.client();
    const login = await app.login('hamza', { bearer: true });
    const auth = { authorization: `Bearer ${login.data.login.session.tokens.accessToken}` };
    const res = await app.gql(
      CHANGE,
      { input: { oldPassword: PASSWORD, newPassword: 'Kite#Mango42' } },
      auth,
    );
    expect(res.data.changePassword.success).toBe(true);
    expect(codes(await app.gql(ME, {}, auth))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await browser.gql(ME))).toEqual(['UNAUTHENTICATED']);
    const fresh = { authorization: `Bearer ${res.data.changePassword.tokens.accessToken}` };
    expect((await app.gql(ME, {}, fresh)).data.me.username).toBe('hamza');
  });
});
