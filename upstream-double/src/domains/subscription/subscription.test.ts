import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { addDays, karachiDate } from '../../time';
import { call, login, PNG_BYTES, signupForm } from '../../testing/test-client';

const T0 = new Date('2026-03-10T06:00:00Z');
const t = useClockedDouble(T0);

const today = () => karachiDate(t.clock);

describe('subscription info', () => {
  it('reports plan, status and expiry for students and teachers; 403 for admins', async () => {
    const ayesha = await call(t.double, 'account/subscription-info/', {
      token: await login(t.double, 'ayesha'),
    });
    expect(ayesha.body).toEqual({ plan: 'yearly', status: 'active', expiry: addDays(today(), 240) });
    expect(
      (await call(t.double, 'account/subscription-info/', { token: await login(t.double, 'bilal') })).body,
    ).toEqual({ plan: 'monthly', status: 'expired', expiry: addDays(today(), -6) });
    expect(
      (await call(t.double, 'account/subscription-info/', { token: await login(t.double, 'mrs.khan') })).body
        .status,
    ).toBe('active');
    expect(
      (await call(t.double, 'account/subscription-info/', { token: await login(t.double, 'admin') })).body,
    ).toEqual({ error: 'Access denied.' });
  });

  it('admin.expire() sets the expiry to yesterday', async () => {
    t.double.admin.expire('ayesha');
    expect(
      (await call(t.double, 'account/subscription-info/', { token: await login(t.double, 'ayesha') })).body,
    ).toMatchObject({ status: 'expired', expiry: addDays(today(), -1) });
  });
});

describe('renewal', () => {
  it('records the request and the receipt bytes, but does not extend until an operator approves', async () => {
    const token = await login(t.double, 'bilal');
    const receipt = Buffer.from('%PDF-1.4 receipt');
    const form = signupForm({ plan: 'yearly' }, { fee_receipt: [receipt, 'application/pdf', 'receipt.pdf'] });
    const r = await call(t.double, 'account/renew-subscription/', { token, form });
    expect(r.body).toEqual({ success: 'Renewal request submitted. Please wait for approval.' });
    const user = t.double.admin.findUser('bilal')!;
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
    const approved = t.double.admin.approveRenewal('bilal');
    expect(approved).toMatchObject({
      subscription_expiry: addDays(today(), 365),
      account_status: 'active',
      subscription_plan: 'yearly',
      renewal_requested: false,
    });
    expect((await call(t.double, 'account/subscription-info/', { token })).body.status).toBe('active');
    expect(() => t.double.admin.approveRenewal('bilal')).toThrow(/no pending renewal/);
  });

  it('approval extends an active subscription from its current expiry', async () => {
    const token = await login(t.double, 'hamza'); // monthly, 21 days left
    await call(t.double, 'account/renew-subscription/', {
      token,
      form: signupForm({ plan: 'monthly' }, { fee_receipt: [PNG_BYTES, 'image/png', 'r.png'] }),
    });
    expect(t.double.admin.approveRenewal('hamza').subscription_expiry).toBe(addDays(today(), 21 + 30));
  });

  it('validates plan and receipt; admins are refused', async () => {
    const token = await login(t.double, 'bilal');
    expect(
      (await call(t.double, 'account/renew-subscription/', { token, form: signupForm({ plan: 'monthly' }) }))
        .body,
    ).toEqual({ error: 'Missing plan or fee receipt.' });
    const weekly = signupForm({ plan: 'weekly' }, { fee_receipt: [PNG_BYTES, 'image/png', 'r.png'] });
    expect((await call(t.double, 'account/renew-subscription/', { token, form: weekly })).body).toEqual({
      error: 'Invalid plan selected.',
    });
    const admin = await login(t.double, 'admin');
    expect(
      (await call(t.double, 'account/renew-subscription/', { token: admin, form: weekly })).body,
    ).toEqual({
      error: 'Access denied.',
    });
  });
});
