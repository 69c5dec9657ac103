import type { GatewayContext } from '../../context';
import { FamilyLinks, type ReminderReason } from './links';

/**
 * Her links outlive a sign-out everywhere and a password change (her family keeps its view), so she is told they
 * still work, with a way to revoke them: remembered for `account` (the account id the sign-out or change was
 * verified for) only while she has live links. Never fails the sign-out or the change it follows.
 */
export async function remindOfFamilyLinks(
  ctx: GatewayContext,
  account: string,
  reason: ReminderReason,
): Promise<void> {
  try {
    await new FamilyLinks(ctx.store).remind(account, reason, Date.now());
  } catch (err) {
    ctx.logger.warn({ err }, 'remembering the family-links reminder failed');
  }
}
