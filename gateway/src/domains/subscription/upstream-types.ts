import { z } from 'zod';
import { text } from '../../lib/dto';

/** `GET account/subscription-info/` 200: `plan` and `expiry` may be `"N/A"`. */
export const subscriptionInfoDto = z.looseObject({ plan: text, status: text, expiry: text });
export type SubscriptionInfoDto = z.output<typeof subscriptionInfoDto>;

/** Parent of `SubscriptionInfo`: the body plus the id it is exposed under and the account's username. */
export interface SubscriptionSource {
  id: string;
  username: string;
  dto: SubscriptionInfoDto;
}

/**
 * The parent of an account's `SubscriptionInfo`. A subscription is its account's: the id names the account
 * (usernames compare case-insensitively upstream).
 */
export const subscriptionSource = (account: { username: string }, dto: SubscriptionInfoDto) => ({
  id: `subscription:${account.username.toLowerCase()}`,
  username: account.username,
  dto,
});
