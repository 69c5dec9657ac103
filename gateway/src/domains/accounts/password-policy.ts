import type { PasswordPolicy, UserError } from '../../__generated__/resolvers-types';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The password rules, decided only here (the upstream has none): sign-up and password change are refused before
 * anything goes upstream, and `passwordPolicy` gives clients the same rules to show as the child types.
 */
export const PASSWORD_POLICY: PasswordPolicy = {
  id: 'password-policy',
  minLength: 8,
  forbidsUsername: true,
  commonPasswords: [...COMMON_PASSWORDS],
};

const COMMON = new Set(COMMON_PASSWORDS);

/** Every rule the password breaks, as user errors on `field` (empty when it is acceptable). */
export function passwordProblems(password: string, username: string, field: string): UserError[] {
  const problems: UserError[] = [];
  const broken = (code: UserError['code'], message: string) => problems.push({ code, field, message });
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  // Counted in characters as the child sees them (an Urdu letter is one), not UTF-16 units.
  if ([...password].length < PASSWORD_POLICY.minLength)
    broken('PASSWORD_TOO_SHORT', `The password must have at least ${PASSWORD_POLICY.minLength} characters.`);
  if (name && lower.includes(name))
    broken('PASSWORD_CONTAINS_USERNAME', 'The password must not contain the username.');
  if (COMMON.has(lower))
    broken('PASSWORD_TOO_COMMON', 'This password is too common and easy to guess. Please choose another.');
  return problems;
}
