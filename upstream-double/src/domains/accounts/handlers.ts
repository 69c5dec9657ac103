// token/, token/refresh/, user/me/, user/change-password/
import { requestData, UNAUTHORIZED_HEADERS, type Ctx } from '../../context';
import { json, type Reply } from '../../http-util';

/** DRF CharField checks: absent -> required, empty -> blank. Returns a field map (empty = valid). */
export function requireFields(values: Record<string, unknown>, names: string[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const name of names) {
    const v = values[name];
    if (v === undefined || v === null) errors[name] = ['This field is required.'];
    else if (String(v) === '') errors[name] = ['This field may not be blank.'];
  }
  return errors;
}

export function login(ctx: Ctx): Reply {
  const { values } = requestData(ctx);
  const errors = requireFields(values, ['username', 'password']);
  if (Object.keys(errors).length) return json(400, errors);
  const user = ctx.state.userByUsername(String(values.username));
  // Same answer for unknown user, wrong password and not-yet-activated accounts.
  if (!user || user.password !== String(values.password) || !user.isActive) {
    return json(401, { detail: 'No active account found with the given credentials' }, UNAUTHORIZED_HEADERS);
  }
  const status = ctx.state.effectiveStatus(user);
  return json(200, {
    refresh: ctx.tokens.issue(user, 'refresh'),
    access: ctx.tokens.issue(user, 'access'),
    username: user.username,
    role: user.role,
    account_status: status,
  });
}

export function refreshSession(ctx: Ctx): Reply {
  const { values } = requestData(ctx);
  const errors = requireFields(values, ['refresh']);
  if (Object.keys(errors).length) return json(400, errors);
  const check = ctx.tokens.check(String(values.refresh), 'refresh', (id) => ctx.state.users.get(id));
  const user = check.ok ? ctx.state.users.get(check.claims.user_id) : undefined;
  if (!check.ok || !user || !user.isActive) {
    return json(
      401,
      { detail: 'Token is invalid or expired', code: 'token_not_valid' },
      UNAUTHORIZED_HEADERS,
    );
  }
  return json(200, { access: ctx.tokens.issue(user, 'access') });
}

/**
 * The recorded backend returns exactly five fields (defect `me-without-grade`); corrected, the grade's name (or
 * null) comes with them, as the spec's profile has it.
 */
export function me(ctx: Ctx): Reply {
  const user = ctx.user!;
  const five = {
    username: user.username,
    role: user.role,
    full_name: user.fullName,
    email: user.email,
    account_status: ctx.state.effectiveStatus(user),
  };
  if (ctx.defects.has('me-without-grade')) return json(200, five);
  return json(200, { ...five, grade: ctx.state.gradeName(user.gradeId) });
}

export function changePassword(ctx: Ctx): Reply {
  const user = ctx.user!;
  const { values } = requestData(ctx);
  const errors = requireFields(values, ['old_password', 'new_password']);
  if (Object.keys(errors).length) return json(400, errors);
  if (String(values.old_password) !== user.password)
    return json(400, { error: 'Old password is incorrect.' });
  user.password = String(values.new_password);
  // Corrected: tokens issued before the change stop working (401 token_not_valid).
  if (!ctx.defects.has('tokens-survive-password-change')) user.credentialVersion++;
  return json(200, { success: 'Password changed successfully.' });
}
