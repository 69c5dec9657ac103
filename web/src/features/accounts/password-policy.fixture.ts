import type { PasswordRules_PolicyFragment } from '@/gql/graphql';

/** A `passwordPolicy` answer for screen tests (the gateway's real list is longer). */
export const passwordPolicyFixture: PasswordRules_PolicyFragment & { __typename: 'PasswordPolicy' } = {
  __typename: 'PasswordPolicy',
  id: 'password-policy',
  minLength: 8,
  forbidsUsername: true,
  commonPasswords: ['password1', '12345678', 'pakistan'],
};
