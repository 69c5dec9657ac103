// Token refresh over real HTTP: a cookie session renews an expired access token transparently (ONE refresh
// for concurrent requests); bearer clients use refreshSession.
import { describe, expect, it } from 'vitest';
import { codes } from './support';
import { useStack } from './stack-support';

const ME = '{ me { username } }';

const stack = useStack();

describe('refresh', () => {
  it('renews an expired cookie session transparently, with ONE refresh for concurrent requests', async () => {
    const c = await stack.signedIn('ayesha');
    const cookieBefore = c.cookies.get('learnify_session');
    stack.double.admin.expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 6 }, () => c.gql('{ me { username } }')));
    for (const r of results) expect(r.data.me.username).toBe('ayesha');
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(1);
    expect(c.cookies.get('learnify_session')).not.toBe(cookieBefore); // re-sealed with the new access token
    expect((await c.gql('{ me { username } }')).data.me.username).toBe('ayesha');
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(1);
  });

  it('clears the cookie and says UNAUTHENTICATED when the refresh is refused', async () => {
    const c = await stack.signedIn('ayesha');
    stack.double.admin.expireAccessTokens();
    stack.double.faults.add({
      path: '/api/token/refresh/',
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });
    const res = await c.gql(ME);
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(c.cookies.has('learnify_session')).toBe(false);
  });

  it('bearer clients are not refreshed by the gateway: UNAUTHENTICATED, then refreshSession', async () => {
    const login = await stack.client().login('hamza', { bearer: true });
    const { accessToken, refreshToken } = login.data.login.session.tokens;
    stack.double.admin.expireAccessTokens();
    const stale = await stack.client({ authorization: `Bearer ${accessToken}` }).gql(ME);
    expect(codes(stale)).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(0);
    const refreshed = await stack
      .client()
      .gql(
        'mutation($input: RefreshSessionInput!) { refreshSession(input: $input) { errors { code } tokens { accessToken refreshToken } } }',
        { input: { refreshToken } },
      );
    expect(refreshed.data.refreshSession.errors).toEqual([]);
    const fresh = refreshed.data.refreshSession.tokens;
    expect(fresh.refreshToken).toBe(refreshToken);
    expect(
      (await stack.client({ authorization: `Bearer ${fresh.accessToken}` }).gql(ME)).data.me.username,
    ).toBe('hamza');
  });

  it('refreshSession with a bad refresh token → INVALID_CREDENTIALS', async () => {
    const res = await stack
      .client()
      .gql(
        'mutation { refreshSession(input: { refreshToken: "garbage" }) { errors { code field } tokens { accessToken } } }',
      );
    expect(res.data.refreshSession).toEqual({
      tokens: null,
      errors: [{ code: 'INVALID_CREDENTIALS', field: 'refreshToken' }],
    });
  });

  it('refreshSession without a token refreshes the cookie session (tokens stay hidden)', async () => {
    const c = await stack.signedIn('ayesha');
    const res = await c.gql(
      'mutation { refreshSession(input: {}) { errors { code } tokens { accessToken } } }',
    );
    expect(res.data.refreshSession).toEqual({ errors: [], tokens: null });
    expect(res.setCookies.some((s) => /^learnify_session=[\w%]+%3B[\w%]+;/.test(s))).toBe(true);
    const visitor = await stack.client().gql('mutation { refreshSession(input: {}) { errors { code } } }');
    expect(visitor.data.refreshSession.errors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
  });
});
