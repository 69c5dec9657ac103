import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from './index';
import { addDays, karachiDate } from './time';
import { call, login, PNG_BYTES } from './test-client';

const T0 = new Date('2026-03-10T06:00:00Z');
let clock = T0;
let double: UpstreamDouble;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal', now: () => clock });
});
beforeEach(() => {
  clock = T0;
  double.reset();
});
afterAll(() => double.close());

const today = () => karachiDate(clock);
const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

function signupForm(
  fields: Record<string, string>,
  files: Record<string, [Buffer, string, string]> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, [bytes, type, name]] of Object.entries(files)) form.set(k, file(bytes, type), name);
  return form;
}

describe('subscription info', () => {
  it('reports plan, status and expiry for students and teachers; 403 for admins', async () => {
    const ayesha = await call(double, 'account/subscription-info/', { token: await login(double, 'ayesha') });
    expect(ayesha.body).toEqual({ plan: 'yearly', status: 'active', expiry: addDays(today(), 240) });
    expect(
      (await call(double, 'account/subscription-info/', { token: await login(double, 'bilal') })).body,
    ).toEqual({ plan: 'monthly', status: 'expired', expiry: addDays(today(), -6) });
    expect(
      (await call(double, 'account/subscription-info/', { token: await login(double, 'mrs.khan') })).body
        .status,
    ).toBe('active');
    expect(
      (await call(double, 'account/subscription-info/', { token: await login(double, 'admin') })).body,
    ).toEqual({ error: 'Access denied.' });
  });

  it('admin.expire() sets the expiry to yesterday', async () => {
    double.admin.expire('ayesha');
    expect(
      (await call(double, 'account/subscription-info/', { token: await login(double, 'ayesha') })).body,
    ).toMatchObject({ status: 'expired', expiry: addDays(today(), -1) });
  });
});

describe('renewal', () => {
  it('records the request and the receipt bytes, but does not extend until an operator approves', async () => {
    const token = await login(double, 'bilal');
    const receipt = Buffer.from('%PDF-1.4 receipt');
    const form = signupForm({ plan: 'yearly' }, { fee_receipt: [receipt, 'application/pdf', 'receipt.pdf'] });
    const r = await call(double, 'account/renew-subscription/', { token, form });
    expect(r.body).toEqual({ success: 'Renewal request submitted. Please wait for approval.' });
    const user = double.admin.findUser('bilal')!;
    expect(user.subscription_expiry).toBe(addDays(today(), -6));
    expect(user.renewal_requested).toBe(true);
    expect(user.renewal_requests).toEqual([
      expect.objectContaining({
        plan: 'yearly',
        status: 'pending',
        receipt: {
          filename: 'receipt.pdf',
          contentType: 'application/pdf',
          size: receipt.length,
          sha256: createHash('sha256').update(receipt).digest('hex'),
        },
      }),
    ]);
    const approved = double.admin.approveRenewal('bilal');
    expect(approved).toMatchObject({
      subscription_expiry: addDays(today(), 365),
      account_status: 'active',
      subscription_plan: 'yearly',
      renewal_requested: false,
    });
    expect((await call(double, 'account/subscription-info/', { token })).body.status).toBe('active');
    expect(() => double.admin.approveRenewal('bilal')).toThrow(/no pending renewal/);
  });

  it('approval extends an active subscription from its current expiry', async () => {
    const token = await login(double, 'hamza'); // monthly, 21 days left
    await call(double, 'account/renew-subscription/', {
      token,
      form: signupForm({ plan: 'monthly' }, { fee_receipt: [PNG_BYTES, 'image/png', 'r.png'] }),
    });
    expect(double.admin.approveRenewal('hamza').subscription_expiry).toBe(addDays(today(), 21 + 30));
  });

  it('validates plan and receipt; admins are refused', async () => {
    const token = await login(double, 'bilal');
    expect(
      (await call(double, 'account/renew-subscription/', { token, form: signupForm({ plan: 'monthly' }) }))
        .body,
    ).toEqual({ error: 'Missing plan or fee receipt.' });
    const weekly = signupForm({ plan: 'weekly' }, { fee_receipt: [PNG_BYTES, 'image/png', 'r.png'] });
    expect((await call(double, 'account/renew-subscription/', { token, form: weekly })).body).toEqual({
      error: 'Invalid plan selected.',
    });
    const admin = await login(double, 'admin');
    expect((await call(double, 'account/renew-subscription/', { token: admin, form: weekly })).body).toEqual({
      error: 'Access denied.',
    });
  });
});
