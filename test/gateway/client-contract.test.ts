// The contract a client programs against (docs/api.md): why it is not signed in, which errors it may retry and
// when, every upload problem as a user error, a renewal that signs out bearer clients too and reads as pending.
import { describe, expect, it } from 'vitest';
import { codes, PASSWORD, PNG_1X1, upstreamToken } from './support';
import { useStack } from './stack-support';

const ME = '/api/user/me/';
const stack = useStack({ UPSTREAM_TIMEOUT_MS: '1500' });

const bearerLogin = async (username: string) => {
  const res = await stack.client().login(username, { bearer: true });
  return res.data.login.session.tokens as { accessToken: string; refreshToken: string };
};
const HISTORY = '{ quizHistory { id } }';

describe('UNAUTHENTICATED says why', () => {
  it('MISSING without credentials, EXPIRED for a token the upstream refuses, SIGNED_OUT after a sign-out', async () => {
    const none = await stack.client().gql(HISTORY);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'MISSING' });

    const garbage = await stack.client({ authorization: 'Bearer not-a-token' }).gql(HISTORY);
    expect(garbage.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'EXPIRED' });

    const tokens = await bearerLogin('ayesha');
    const app = stack.client({ authorization: `Bearer ${tokens.accessToken}` });
    expect(codes(await app.gql(HISTORY))).toEqual([]);
    await app.gql('mutation($i: LogoutInput!) { logout(input: $i) { success } }', {
      i: { refreshToken: tokens.refreshToken },
    });
    const after = await app.gql(HISTORY);
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGNED_OUT' });
  });
});

describe('retryable errors say so the same way', () => {
  it('STANDING_UNKNOWN refused whole: HTTP 503, retryable, Retry-After', async () => {
    const token = await upstreamToken(stack.double, 'ayesha');
    stack.double.faults.add({ path: ME, status: 503 });
    const res = await stack.client({ authorization: `Bearer ${token}` }).gql(HISTORY);
    expect(res.status).toBe(503);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'STANDING_UNKNOWN', retryable: true });
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('UPSTREAM_ERROR and UPSTREAM_TIMEOUT carry retryable: true', async () => {
    stack.double.faults.add({ path: '/api/landing/quizzes/', status: 500, html: true });
    const failed = await stack.client().gql('{ catalogue { id } }');
    expect(failed.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', retryable: true });
    stack.double.reset();
    stack.double.faults.add({ path: '/api/landing/quizzes/', delayMs: 2500 });
    const slow = await stack.client().gql('{ catalogue { name } }');
    expect(slow.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', retryable: true });
  });

  it('a failing media server: its 5xx, retryable, Retry-After', async () => {
    stack.double.faults.add({ path: '/media/x.png', status: 500, html: true });
    const res = await fetch(`${stack.url}/media/x.png`);
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(
      ((await res.json()) as { errors: Array<{ extensions: object }> }).errors[0]?.extensions,
    ).toMatchObject({
      code: 'UPSTREAM_ERROR',
      retryable: true,
    });
  });
});

describe('an Accept header the answer cannot be sent in', () => {
  const signIn = (accept: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({
        query: 'mutation($i: LoginInput!) { login(input: $i) { errors { code } } }',
        variables: { i: { username: 'ayesha', password: PASSWORD, tokenDelivery: 'BEARER' } },
      }),
    });

  // Each is one Apollo would answer 406 only after running the operation (types negotiated with their parameters).
  it.each([
    'text/html',
    'multipart/mixed',
    'multipart/mixed; deferSpec=20220824',
    'application/json; charset=latin1',
    'application/json; level=1',
    'application/graphql-response+json; charset=utf-16',
    'application/json; q = 0',
  ])('is refused with 406 before the operation runs: %s', async (accept) => {
    const before = stack.upstreamCalls('/api/token/');
    const res = await signIn(accept);
    expect(res.status).toBe(406);
    expect(((await res.json()) as { errors: Array<{ extensions: object }> }).errors[0]?.extensions).toEqual({
      code: 'BAD_REQUEST',
      reason: 'NOT_ACCEPTABLE',
    });
    expect(stack.upstreamCalls('/api/token/')).toBe(before);
  });

  it.each(['application/json; charset=utf-8', 'application/*;q=0.5', 'application/JSON', '*/*'])(
    'is answered when it allows a type Apollo sends: %s',
    async (accept) => {
      expect((await signIn(accept)).status).toBe(200);
    },
  );
});

describe('a renewal request', () => {
  const RENEW = `mutation Renew($input: RenewSubscriptionInput!) {
    renewSubscription(input: $input) { submitted signedOut errors { code field reason } }
  }`;

  it('is refused as a user error with a reason when the receipt is missing or not a file it takes', async () => {
    const tokens = await bearerLogin('bilal');
    const app = stack.client({ authorization: `Bearer ${tokens.accessToken}` });
    const missing = await app.gql(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } });
    expect(missing.data.renewSubscription.errors).toEqual([
      { code: 'MISSING_FILE', field: 'feeReceipt', reason: 'FILE_MISSING' },
    ]);
    const html = Buffer.from('<!doctype html><p>not a receipt</p>');
    const wrong = await app.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, [
      { path: 'input.feeReceipt', filename: 'r.pdf', type: 'application/pdf', bytes: html },
    ]);
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data.renewSubscription).toEqual({
      submitted: false,
      signedOut: false,
      errors: [{ code: 'INVALID_INPUT', field: 'feeReceipt', reason: 'FILE_TYPE' }],
    });
  });

  it('signs a bearer app out (access and refresh token) and reads as pending afterwards', async () => {
    const tokens = await bearerLogin('bilal'); // expired subscription
    const app = stack.client({ authorization: `Bearer ${tokens.accessToken}` });
    const sent = await app.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, [
      { path: 'input.feeReceipt', filename: 'receipt.png', type: 'image/png', bytes: PNG_1X1 },
    ]);
    expect(sent.data.renewSubscription).toMatchObject({ submitted: true, signedOut: true, errors: [] });

    const after = await app.gql('{ subscriptionInfo { status } }');
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGNED_OUT' });
    const refreshed = await stack
      .client()
      .gql(
        'mutation($i: RefreshSessionInput!) { refreshSession(input: $i) { errors { code } tokens { accessToken } } }',
        { i: { refreshToken: tokens.refreshToken } },
      );
    expect(refreshed.data.refreshSession).toEqual({
      errors: [{ code: 'INVALID_CREDENTIALS' }],
      tokens: null,
    });

    // Signing in again (a moment later: token times are whole seconds) shows "waiting for approval".
    await new Promise((r) => setTimeout(r, 1100));
    const again = await stack.client().gql(
      `mutation($input: LoginInput!) { login(input: $input) {
        session { accountStatus tokens { accessToken } }
      } }`,
      { input: { username: 'bilal', password: PASSWORD, tokenDelivery: 'BEARER' } },
    );
    expect(again.data.login.session.accountStatus).toBe('INACTIVE');
    const fresh = stack.client({ authorization: `Bearer ${again.data.login.session.tokens.accessToken}` });
    const info = await fresh.gql(
      '{ viewer { user { accountStatus subscription { status renewalPending } } } }',
    );
    expect(info.data.viewer.user).toEqual({
      accountStatus: 'INACTIVE',
      subscription: { status: 'INACTIVE', renewalPending: true },
    });
  });
});
