// The gateway's log (level debug, written to a file for the whole run by the global setup) after the main flows:
// a cookie sign-in in the browser, a bearer sign-in with refresh, a failed sign-in, a teacher opening a child's
// history by its address. No line may hold a password, a token, a cookie value or a child's name. The global
// teardown runs the same check over everything the suite made the gateway write.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { gatewayUrl } from './support/browser';
import { doubleUser, loginFromHome, logout, PASSWORD, shown, useE2E, welcome } from './support/flows';
import { CHILDREN, logLeaks } from './support/log-check';

const e2e = useE2E();

interface GqlData {
  login: {
    errors: { code: string }[];
    session: { tokens: { accessToken: string; refreshToken: string } } | null;
  };
  me: { fullName: string };
}

const LOGIN = `mutation E2ELogin($input: LoginInput!) {
  login(input: $input) { errors { code } session { tokens { accessToken refreshToken } } }
}`;

async function gql(query: string, variables: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: GqlData; errors?: unknown[] };
}

const logText = () => readFileSync(inject('gatewayLog'), 'utf8');

describe("the gateway's log", () => {
  it('holds no password, token, cookie value or child’s name after the main flows', async () => {
    const { page } = e2e;
    const secrets: string[] = [];

    // A child signs in in the browser (sealed cookie session) and opens her history.
    await loginFromHome(page, 'ayesha');
    await shown(welcome(page, 'Ayesha Siddiqui'));
    await page.goto('/student/quiz-history');
    await shown(page.getByRole('heading', { level: 1 }));
    secrets.push(...(await page.context().cookies()).map((c) => c.value));

    // Another signs in from an app (bearer tokens), reads her profile and refreshes.
    const bearer = await gql(LOGIN, {
      input: { username: 'hamza', password: PASSWORD, tokenDelivery: 'BEARER' },
    });
    const tokens = bearer.data!.login.session!.tokens;
    secrets.push(tokens.accessToken, tokens.refreshToken);
    expect(
      (await gql('{ me { fullName } }', {}, { authorization: `Bearer ${tokens.accessToken}` })).data,
    ).toEqual({
      me: { fullName: 'Hamza Ali' },
    });
    await gql('mutation R($input: RefreshSessionInput!) { refreshSession(input: $input) { __typename } }', {
      input: { refreshToken: tokens.refreshToken },
    });

    // A wrong password.
    const wrong = 'Wr0ng-e2e-Passw0rd';
    secrets.push(wrong);
    const refused = await gql(LOGIN, {
      input: { username: 'bilal', password: wrong, tokenDelivery: 'BEARER' },
    });
    expect(refused.data?.login.errors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);

    // A teacher opens a child's history by its address (the username is in the URL).
    await logout(page);
    await loginFromHome(page, 'mrs.khan');
    await shown(welcome(page, 'Mrs. Farah Khan'));
    await page.goto('/teacher/student/sana/quiz-history');
    await shown(page.getByRole('heading', { level: 1 }));
    secrets.push(...(await page.context().cookies()).map((c) => c.value));

    // The log says what happened (so the check below reads a real log), one JSON object per line.
    await expect.poll(() => logText().includes('"operationName":"E2ELogin"'), { timeout: 5000 }).toBe(true);
    const log = logText();
    const records = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    for (const r of requests) expect(r.requestId).toEqual(expect.any(String));
    expect(records.some((r) => r.msg === 'upstream')).toBe(true); // debug level: every REST call

    const names = await Promise.all(CHILDREN.map(async (u) => (await doubleUser(u)).full_name));
    expect(logLeaks(log, { names, secrets })).toEqual([]);
    // The check sees what it looks for: a planted line with each kind of leak is caught.
    const planted = [
      `{"route":"/teacher/student/sana/quiz-history"}`,
      `{"who":"${names[0]}"}`,
      `{"cookie":"${secrets[0]}"}`,
      `{"token":"${tokens.accessToken}"}`,
      `{"password":"${wrong}"}`,
    ];
    for (const line of planted) expect(logLeaks(line, { names, secrets })).toHaveLength(1);
  });
});
