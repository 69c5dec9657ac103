// Contract cases 086–098: account/subscription-info/ and account/renew-subscription/ (multipart).
import { expect } from 'vitest';
import { expectError, multipartOf, type CaseFn, type Harness } from './harness';

const INFO = '{ subscriptionInfo { id plan status statusLabel expiresOn } }';
const RENEW =
  'mutation($input: RenewSubscriptionInput!) { renewSubscription(input: $input) { submitted signedOut message errors { code field message } } }';

/** `label`: the upstream's word (the deprecated `statusLabel`), when it differs from what `status` shows. */
async function info(
  h: Harness,
  plan: string,
  status: string,
  expiresOn: string,
  label = status.toLowerCase(),
) {
  const res = await h.gql(INFO);
  expect(res.data.subscriptionInfo).toEqual({
    id: 'subscription:contract',
    plan,
    status,
    statusLabel: label,
    expiresOn,
  });
  expect(h.calls()).toEqual(['GET /api/account/subscription-info/']);
}

async function renew(h: Harness) {
  const plan = multipartOf(h).plan === 'yearly' ? 'YEARLY' : 'MONTHLY';
  const files = multipartOf(h).fee_receipt ? [h.recordedFile('fee_receipt', 'input.feeReceipt')] : [];
  const res = await h.upload(RENEW, { input: { plan, feeReceipt: null } }, files);
  if (h.received.length > 0) {
    expect(h.calls()).toEqual(['POST /api/account/renew-subscription/']);
    expect(await h.form()).toEqual({ plan: plan.toLowerCase(), fee_receipt: multipartOf(h).fee_receipt });
  }
  return res;
}

export const subscriptionCases: Record<string, CaseFn> = {
  '086': (h) => info(h, 'YEARLY', 'ACTIVE', '2027-05-21'),
  '087': (h) => info(h, 'MONTHLY', 'EXPIRED', '2026-10-13'),
  '088': (h) => info(h, 'YEARLY', 'ACTIVE', '2027-05-21'),
  // Recorded as admin1: the gateway refuses staff tokens itself, before the upstream is asked.
  '089': async (h) => {
    h.standing = { role: 'admin', account_status: 'active' };
    expectError(
      await h.gql(INFO),
      'FORBIDDEN',
      'Staff accounts use the Learnify back office, not this site.',
    );
    expect(h.calls()).toEqual([]);
  },
  '090': async (h) => expectError(await h.gql(INFO), 'UNAUTHENTICATED'),
  '091': async (h) => {
    // No receipt: refused by the gateway itself, the upstream is not asked.
    expect((await renew(h)).data.renewSubscription).toMatchObject({
      submitted: false,
      signedOut: false,
      errors: [{ code: 'MISSING_FILE', field: 'feeReceipt' }],
    });
    expect(h.calls()).toEqual([]);
  },
  '092': async (h) =>
    expect((await renew(h)).data.renewSubscription.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'plan', message: 'Please choose a plan from the list.' },
    ]),
  // 415 answers JSON bodies; the gateway sends multipart, so a 415 anyway is the upstream's error.
  '093': async (h) => {
    const receipt = {
      path: 'input.feeReceipt',
      filename: 'r.png',
      type: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    };
    expectError(
      await h.upload(RENEW, { input: { plan: 'MONTHLY', feeReceipt: null } }, [receipt]),
      'UPSTREAM_ERROR',
    );
    expect(await h.form()).toEqual({ plan: 'monthly', fee_receipt: '<file r.png image/png 4 bytes>' });
  },
  '094': async (h) => {
    h.standing = { role: 'admin', account_status: 'active' };
    expectError(await renew(h), 'FORBIDDEN', 'Staff accounts use the Learnify back office, not this site.');
    expect(h.calls()).toEqual([]);
  },
  '095': async (h) => {
    const res = await renew(h);
    expect(res.data.renewSubscription).toEqual({
      submitted: true,
      signedOut: true,
      errors: [],
      message: 'Renewal request submitted. Please wait for approval.',
    });
  },
  // The API still says "expired" after the request (095 sent it): the gateway shows it pending approval.
  '096': (h) => info(h, 'MONTHLY', 'INACTIVE', '2026-12-22', 'expired'),
  // The real API accepts a text "receipt"; the gateway checks files by content and refuses it first.
  '097': async (h) => {
    const text = {
      ...h.recordedFile('fee_receipt', 'input.feeReceipt'),
      bytes: Buffer.from('not a receipt'),
    };
    const res = await h.upload(RENEW, { input: { plan: 'YEARLY', feeReceipt: null } }, [text]);
    expect(res.errors).toBeUndefined();
    expect(res.data.renewSubscription.errors).toEqual([
      {
        code: 'INVALID_INPUT',
        field: 'feeReceipt',
        message: 'The file "receipt.txt" is not a PNG, JPEG, GIF, WebP or PDF file.',
      },
    ]);
    expect(h.calls()).toEqual([]);
  },
  '098': async (h) => expectError(await renew(h), 'UNAUTHENTICATED'),
};
