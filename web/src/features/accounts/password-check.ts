import type { PasswordRules_PolicyFragment } from '@/gql/graphql';

export type PasswordRule = 'minLength' | 'noUsername' | 'notCommon';

/**
 * Which of the gateway's rules a password meets, for showing them as the child types. The numbers and the list come
 * from the schema (`passwordPolicy`); the gateway refuses a password that breaks them whatever this says.
 */
export function passwordRules(
  policy: PasswordRules_PolicyFragment,
  password: string,
  username: string,
): Array<{ rule: PasswordRule; met: boolean }> {
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  const rules: Array<{ rule: PasswordRule; met: boolean }> = [
    { rule: 'minLength', met: [...password].length >= policy.minLength },
  ];
  if (policy.forbidsUsername) rules.push({ rule: 'noUsername', met: !name || !lower.includes(name) });
  rules.push({ rule: 'notCommon', met: password !== '' && !policy.commonPasswords.includes(lower) });
  return rules;
}
