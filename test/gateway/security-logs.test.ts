// Logs never contain credentials: every line written during a login, a bearer query, a cookie query, an
// upload, a failed login and an upstream failure is captured (debug level) and searched for the secrets.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logging';
import { LOGIN, PASSWORD, PNG_1X1 } from './support';
import { useStack } from './stack-support';

const lines: string[] = [];
const stack = useStack({}, { logger: createLogger('debug', (line) => lines.push(line)), resetDouble: false });

describe('logs', () => {
  it('contain no token, password or cookie — and still say what happened', async () => {
    const secrets: string[] = [PASSWORD];
    // Cookie login: the sealed cookie value is a secret.
    const cookieClient = await stack.signedIn('ayesha');
    secrets.push(...cookieClient.cookies.values());
    await cookieClient.gql('{ me { username } quizHistory { id } }');
    // Bearer login: both tokens are secrets, and the Authorization header carries one.
    const bearer = await stack.client().login('hamza', { bearer: true });
    const { accessToken, refreshToken } = bearer.data.login.session.tokens;
    secrets.push(accessToken, refreshToken);
    const authed = stack.client({ authorization: `Bearer ${accessToken}` });
    await authed.gql('{ me { username } }');
    // A failed login with a distinctive wrong password, and a refresh with the refresh token.
    const wrong = 'Wr0ng-Pa55word-xyz';
    secrets.push(wrong);
    await stack
      .client()
      .gql(LOGIN, { input: { username: 'bilal', password: wrong, tokenDelivery: 'BEARER' } });
    await stack
      .client()
      .gql('mutation R($input: RefreshSessionInput!) { refreshSession(input: $input) { __typename } }', {
        input: { refreshToken },
      });
    // An upload and an upstream failure (error paths log more).
    await authed.upload(
      'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }',
      { input: { profilePicture: null } },
      [{ path: 'input.profilePicture', filename: 'me.png', type: 'image/png', bytes: PNG_1X1 }],
    );
    stack.double.faults.add({ path: '/api/user/me/', status: 500, html: true, times: 1 });
    await authed.gql('{ me { username } }');

    expect(lines.length).toBeGreaterThan(8);
    const all = lines.join('\n');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/Bearer\s|learnify_session=|"password"\s*:\s*"[^[]/i);
    // Structured JSON, one request id per request line, operations named.
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = parsed.filter((r) => r.msg === 'request');
    expect(requests.length).toBeGreaterThan(6);
    for (const r of requests) expect(r.requestId).toMatch(/^[\w.-]+$/);
    expect(requests.map((r) => r.operationName)).toContain('Login');
    expect(parsed.some((r) => r.level === 'error' || r.level === 'warn')).toBe(true);
  });
});
