// subscriptionInfo and renewSubscription over real HTTP: the receipt arrives intact, the session ends.
import { describe, expect, it } from 'vitest';
import { codes, PNG_1X1, sha256, upstreamToken } from './support';
import { useStack } from './stack-support';

const RENEW = /* GraphQL */ `
  mutation Renew($input: RenewSubscriptionInput!) {
    renewSubscription(input: $input) {
      submitted
      signedOut
      message
      errors {
        code
        field
        message
      }
    }
  }
`;
const INFO = '{ subscriptionInfo { id plan status statusLabel expiresOn } }';

const stack = useStack();

describe('subscription', () => {
  it('subscriptionInfo for active, expired and staff', async () => {
    const a = await stack.signedIn('ayesha');
    expect((await a.gql(INFO)).data.subscriptionInfo).toMatchObject({
      id: 'subscription:ayesha',
      plan: 'YEARLY',
      status: 'ACTIVE',
      statusLabel: 'active',
    });
    const b = await stack.signedIn('bilal');
    const expired = (await b.gql(INFO)).data.subscriptionInfo;
    expect(expired).toMatchObject({ plan: 'MONTHLY', status: 'EXPIRED' });
    expect(new Date(expired.expiresOn).getTime()).toBeLessThan(Date.now());
    const staff = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'admin')}` });
    expect(codes(await staff.gql(INFO))).toEqual(['FORBIDDEN']);
    const renew = await staff.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, [
      { path: 'input.feeReceipt', filename: 'r.png', type: 'image/png', bytes: PNG_1X1 },
    ]);
    expect(codes(renew)).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql(INFO))).toEqual(['UNAUTHENTICATED']);
  });

  it('renewal without a receipt → MISSING_FILE, without calling the upstream', async () => {
    const b = await stack.signedIn('bilal');
    const res = await b.gql(RENEW, { input: { plan: 'MONTHLY' } });
    expect(res.data.renewSubscription).toMatchObject({
      submitted: false,
      signedOut: false,
      errors: [{ code: 'MISSING_FILE', field: 'feeReceipt' }],
    });
    expect(stack.upstreamCalls('/api/account/renew-subscription/')).toBe(0);
    expect(b.cookies.has('learnify_session')).toBe(true);
  });

  it('renewal with a receipt: multipart upstream, bytes intact, the session ends', async () => {
    const b = await stack.signedIn('bilal');
    const receipt = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 1)]);
    const res = await b.upload(RENEW, { input: { plan: 'YEARLY', feeReceipt: null } }, [
      { path: 'input.feeReceipt', filename: 'receipt.pdf', type: 'application/pdf', bytes: receipt },
    ]);
    expect(res.data.renewSubscription).toEqual({
      submitted: true,
      signedOut: true,
      errors: [],
      message: 'Renewal request submitted. Please wait for approval.',
    });
    expect(b.cookies.has('learnify_session')).toBe(false);
    const request = stack.double.admin.findUser('bilal')!.renewal_requests.at(-1)!;
    expect(request).toMatchObject({ plan: 'yearly', status: 'pending' });
    expect(request.receipt).toMatchObject({
      filename: 'receipt.pdf',
      contentType: 'application/pdf',
      size: receipt.length,
    });
    expect(request.receipt.sha256).toBe(sha256(receipt));
    const sent = stack.double.requests.find((r) => r.path === '/api/account/renew-subscription/')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect((await b.gql('{ me { username } }')).data.me).toBeNull();
  });

  it('upstream 400s become payload errors', async () => {
    const b = await stack.signedIn('bilal');
    const file = [{ path: 'input.feeReceipt', filename: 'r.png', type: 'image/png', bytes: PNG_1X1 }];
    stack.double.faults.add({
      path: '/api/account/renew-subscription/',
      status: 400,
      body: { error: 'Invalid plan selected.' },
      times: 1,
    });
    const plan = await b.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, file);
    expect(plan.data.renewSubscription).toMatchObject({
      submitted: false,
      errors: [{ code: 'INVALID_INPUT', field: 'plan', message: 'Please choose a plan from the list.' }],
    });
    stack.double.faults.add({
      path: '/api/account/renew-subscription/',
      status: 400,
      body: { error: 'Missing plan or fee receipt.' },
      times: 1,
    });
    const missing = await b.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, file);
    expect(missing.data.renewSubscription.errors).toEqual([
      { code: 'MISSING_FILE', field: 'feeReceipt', message: 'Please attach the file.' },
    ]);
    expect(b.cookies.has('learnify_session')).toBe(true);
  });

  it('a renewal in an expired cookie session refreshes before sending the file', async () => {
    const b = await stack.signedIn('bilal');
    stack.double.admin.expireAccessTokens();
    const res = await b.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, [
      { path: 'input.feeReceipt', filename: 'r.png', type: 'image/png', bytes: PNG_1X1 },
    ]);
    expect(res.data.renewSubscription.submitted).toBe(true);
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(1);
    expect(stack.upstreamCalls('/api/account/renew-subscription/')).toBe(1);
  });
});
