// How a paid plan moves a subscription's expiry (operator approval, or the recorded backend at once).
import type { Plan, User } from '../../model';
import type { State } from '../../state';
import { addDays } from '../../time';

export const PLAN_DAYS = { monthly: 30, yearly: 365 } as const;

/** The expiry after paying for `plan`: from the current expiry while it is in the future, else from today. */
export function extendedExpiry(state: State, user: User, plan: Plan): string {
  const today = state.today();
  const from = user.subscriptionExpiry && user.subscriptionExpiry > today ? user.subscriptionExpiry : today;
  return addDays(from, PLAN_DAYS[plan]);
}
