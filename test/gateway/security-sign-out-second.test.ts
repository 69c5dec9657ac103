// Token times are whole seconds. "Sign out everywhere" must still end a token issued in its own second, while the
// fresh token `changePassword` hands back (issued in the second of its own sign-out) keeps working.
import { describe, expect, it } from 'vitest';
import { peekClaims } from '../../gateway/src/session/jwt-claims';
import { CHANGE_PASSWORD, codes, LOGIN, PASSWORD } from './support';
import { useStack } from './stack-support';

const REFRESH =
  'mutation R($input: RefreshSessionInput!) { refreshSession(input: $input) { errors { code } tokens { accessToken } } }';

const stack = useStack({ RATE_LIMIT_WINDOW_MS: '3600000' });

/** Runs `act` starting early in a second, until what it reports as the token's second is the second it ended in. */
async function withinOneSecond<T extends { iat: number | null }>(act: () => Promise<T>): Promise<T> {
  for (let tries = 0; tries < 5; tries++) {
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    const out = await act();
    if (out.iat === Math.floor(Date.now() / 1000)) return out;
  }
  throw new Error('could not sign in and out within one second');
}

const bearerLogin = async (username: string) => {
  const res = await stack.client().gql(LOGIN, {
    input: { username, password: PASSWORD, tokenDelivery: 'BEARER' },
  });
  return res.data.login.session.tokens as { accessToken: string; refreshToken: string };
};

describe('logout(everywhere) and tokens of its own second', () => {
  it("ends a bearer login's refresh token issued in the same second", async () => {
    const out = await withinOneSecond(async () => {
      const tokens = await bearerLogin('hamza');
      const logout = await stack
        .client({ authorization: `Bearer ${tokens.accessToken}` })
        .gql('mutation { logout(input: { everywhere: true }) { success } }');
      expect(logout.data.logout.success).toBe(true);
      return { ...tokens, iat: peekClaims(tokens.refreshToken).iat };
    });
    const renewed = await stack.client().gql(REFRESH, { input: { refreshToken: out.refreshToken } });
    expect(renewed.data.refreshSession.tokens).toBeNull();
    expect(renewed.data.refreshSession.errors.map((e: { code: string }) => e.code)).toEqual([
      'INVALID_CREDENTIALS',
    ]);
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(0);
  });

  it('changePassword signs the others out, and the token it hands back keeps working', async () => {
    const first = await bearerLogin('sana');
    const newPassword = 'Zebra#Mango42!';
    const changed = await stack
      .client({ authorization: `Bearer ${first.accessToken}` })
      .gql(CHANGE_PASSWORD.replace('success', 'success tokens { accessToken refreshToken }'), {
        input: { oldPassword: PASSWORD, newPassword },
      });
    // Issued right after the account's "signed out before now", almost always in the same second.
    const out = changed.data.changePassword.tokens as { accessToken: string; refreshToken: string };
    const me = await stack.client({ authorization: `Bearer ${out.accessToken}` }).gql('{ me { username } }');
    expect(me.errors).toBeUndefined();
    expect(me.data.me.username).toBe('sana');
    expect(
      codes(await stack.client({ authorization: `Bearer ${first.accessToken}` }).gql('{ me { username } }')),
    ).toEqual(['UNAUTHENTICATED']);
  });

  it('a refresh token kept from before mints nothing the gateway takes after "everywhere"', async () => {
    const kept = await bearerLogin('fatima');
    const logout = await stack
      .client({ authorization: `Bearer ${kept.accessToken}` })
      .gql('mutation { logout(input: { everywhere: true }) { success } }');
    expect(logout.data.logout.success).toBe(true);
    await new Promise((r) => setTimeout(r, 1100)); // a later second: time alone no longer refuses
    // Straight at the upstream, which cannot revoke anything: it mints a new access token.
    const minted = await fetch(`${stack.double.url}token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: kept.refreshToken }),
    });
    expect(minted.status).toBe(200);
    const { access } = (await minted.json()) as { access: string };
    const me = await stack.client({ authorization: `Bearer ${access}` }).gql('{ me { username } }');
    expect(codes(me)).toEqual(['UNAUTHENTICATED']);
    // Signing in again through the gateway works as ever, and so does its refresh.
    const fresh = await bearerLogin('fatima');
    const again = await stack
      .client({ authorization: `Bearer ${fresh.accessToken}` })
      .gql('{ me { username } }');
    expect(again.data.me.username).toBe('fatima');
    const renewed = await stack.client().gql(REFRESH, { input: { refreshToken: fresh.refreshToken } });
    const renewedAccess = renewed.data.refreshSession.tokens.accessToken as string;
    const viaRenewed = await stack
      .client({ authorization: `Bearer ${renewedAccess}` })
      .gql('{ me { username } }');
    expect(viaRenewed.data.me.username).toBe('fatima');
  });
});
