import { sendForm, type FormField } from '../../uploads/form';
import type { UpstreamClient } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { messageDto } from '../accounts/upstream-types';
import { subscriptionInfoDto, type SubscriptionInfoDto } from './upstream-types';

/** `GET account/subscription-info/` (students and teachers; 403 for staff). */
export async function fetchSubscriptionInfo(client: UpstreamClient): Promise<SubscriptionInfoDto> {
  return parseData(subscriptionInfoDto, await client.get('account/subscription-info/'));
}

/** `POST account/renew-subscription/` (multipart: `plan` + `fee_receipt`); 200 is `{"success": "..."}`. */
export async function renewSubscription(client: UpstreamClient, fields: FormField[]) {
  return parseData(messageDto, await sendForm(client, 'POST', 'account/renew-subscription/', fields));
}
