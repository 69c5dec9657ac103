// account/subscription-info/, account/renew-subscription/
import { requestData, type Ctx } from '../../context';
import { json, uploadInfo, type Reply } from '../../http-util';
import type { Plan } from '../../model';
import { extendedExpiry } from './expiry';

const ACCESS_DENIED = json(403, { error: 'Access denied.' });
const canSubscribe = (role: string): boolean => role === 'student' || role === 'teacher';

export function subscriptionInfo(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (!canSubscribe(user.role)) return ACCESS_DENIED;
  return json(200, {
    plan: user.subscriptionPlan ?? 'N/A',
    status: ctx.state.effectiveStatus(user),
    expiry: user.subscriptionExpiry ?? 'N/A',
  });
}

/**
 * Records a renewal request for the team to verify. Corrected, the expiry does NOT move here: only an operator's
 * approval (admin.approveRenewal) extends it. Defect `renewal-extends-at-once`: it moves now, by the plan from
 * max(today, expiry), and the status stays as it was. The 200 body is as recorded.
 */
export function renewSubscription(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (!canSubscribe(user.role)) return ACCESS_DENIED;
  const { values, files } = requestData(ctx, true);
  const plan = values.plan;
  const receipt = files.fee_receipt;
  if (!plan || !receipt) return json(400, { error: 'Missing plan or fee receipt.' });
  if (plan !== 'monthly' && plan !== 'yearly') return json(400, { error: 'Invalid plan selected.' });
  // Any file type is accepted as a receipt (faithful: no validation on this endpoint).
  const atOnce = ctx.defects.has('renewal-extends-at-once');
  ctx.state.renewals.push({
    id: ctx.state.nextRenewalId++,
    userId: user.id,
    plan: plan as Plan,
    receipt: uploadInfo(receipt),
    requestedAt: ctx.state.now().toISOString(),
    status: 'pending', // the team still has to check the receipt, even when the expiry moved already
  });
  if (atOnce) user.subscriptionExpiry = extendedExpiry(ctx.state, user, plan as Plan);
  user.renewalRequested = true;
  return json(200, { success: 'Renewal request submitted. Please wait for approval.' });
}
