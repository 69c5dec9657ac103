import { describe, expect, it } from 'vitest';
import { markRenewalPending } from '../../composition/renewal-pending';
import { createMemoryStore } from '../../store/memory-store';
import { resolveFields } from '../../testing/resolve-fields';
import { subscriptionInfoType } from './field-resolvers';
import { subscriptionInfoDto, subscriptionSource } from './upstream-types';

const ctx = () => ({ store: createMemoryStore() });

it('maps plan, status and expiry', async () => {
  const dto = subscriptionInfoDto.parse({ plan: 'yearly', status: 'active', expiry: '2027-05-21' });
  expect(
    await resolveFields(subscriptionInfoType, subscriptionSource({ username: 'Ayesha' }, dto), ctx(), ['id']),
  ).toEqual({
    id: 'subscription:ayesha',
    plan: 'YEARLY',
    status: 'ACTIVE',
    renewalPending: false,
    statusLabel: 'active',
    expiresOn: '2027-05-21',
  });
});

it('turns N/A and unknown statuses into null but keeps the label', async () => {
  const dto = subscriptionInfoDto.parse({ plan: 'N/A', status: 'Pending verification', expiry: 'N/A' });
  expect(
    await resolveFields(subscriptionInfoType, subscriptionSource({ username: 'me' }, dto), ctx()),
  ).toMatchObject({
    plan: null,
    status: null,
    statusLabel: 'Pending verification',
    expiresOn: null,
  });
});

describe('a submitted renewal', () => {
  it('reads as pending (INACTIVE) while the upstream still says expired, and not once it is active', async () => {
    const c = ctx();
    await markRenewalPending(c, 'Bilal');
    const expired = subscriptionInfoDto.parse({ plan: 'monthly', status: 'expired', expiry: '2026-12-28' });
    expect(
      await resolveFields(subscriptionInfoType, subscriptionSource({ username: 'bilal' }, expired), c),
    ).toMatchObject({
      status: 'INACTIVE',
      renewalPending: true,
    });
    const active = subscriptionInfoDto.parse({ plan: 'monthly', status: 'active', expiry: '2026-12-28' });
    expect(
      await resolveFields(subscriptionInfoType, subscriptionSource({ username: 'bilal' }, active), c),
    ).toMatchObject({
      status: 'ACTIVE',
      renewalPending: false,
    });
  });
});
