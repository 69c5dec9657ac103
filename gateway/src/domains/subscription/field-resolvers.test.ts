import { expect, it } from 'vitest';
import { resolveFields } from '../../testing/resolve-fields';
import { subscriptionInfoType } from './field-resolvers';
import { subscriptionInfoDto } from './upstream-types';

it('maps plan, status and expiry', async () => {
  const dto = subscriptionInfoDto.parse({ plan: 'yearly', status: 'active', expiry: '2027-05-21' });
  expect(await resolveFields(subscriptionInfoType, { id: 'subscription:ayesha', dto })).toEqual({
    id: 'subscription:ayesha',
    plan: 'YEARLY',
    status: 'ACTIVE',
    statusLabel: 'active',
    expiresOn: '2027-05-21',
  });
});

it('turns N/A and unknown statuses into null but keeps the label', async () => {
  const dto = subscriptionInfoDto.parse({ plan: 'N/A', status: 'Pending verification', expiry: 'N/A' });
  expect(await resolveFields(subscriptionInfoType, { id: 'subscription:me', dto })).toMatchObject({
    plan: null,
    status: null,
    statusLabel: 'Pending verification',
    expiresOn: null,
  });
});
