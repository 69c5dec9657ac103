// Password rules at sign-up and password change: enforced by the gateway (the upstream has none), with
// nothing sent upstream when refused; the same rules published in the schema for clients to show.
import { describe, expect, it } from 'vitest';
import { PASSWORD, REGISTER_REFUSALS } from './support';
import { useStack } from './stack-support';

const CHANGE = /* GraphQL */ `
  mutation Change($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      errors {
        code
        field
      }
    }
  }
`;

const stack = useStack();

const signUp = (username: string, password: string) =>
  stack.client().gql(REGISTER_REFUSALS, {
    input: {
      role: 'STUDENT',
      guardianConsent: true,
      username,
      password,
      fullName: 'New Child',
      email: 'child@example.com',
    },
  });

describe('sign-up', () => {
  it.each([
    ['hamza_new', 'hamza_new123', 'PASSWORD_CONTAINS_USERNAME'],
    ['kiran', 'password1', 'PASSWORD_TOO_COMMON'],
    ['kiran', 'Kite#42', 'PASSWORD_TOO_SHORT'],
  ])('%s with %s is refused with %s, and nothing reaches the upstream', async (username, password, code) => {
    const res = await signUp(username, password);
    expect(res.data.registerAccount).toEqual({ created: false, errors: [{ code, field: 'password' }] });
    expect(stack.upstreamCalls('/api/register/')).toBe(0);
  });
});

describe('password change', () => {
  it.each([
    ['hamza123456', ['PASSWORD_CONTAINS_USERNAME']],
    ['password1', ['PASSWORD_TOO_COMMON']],
    ['1234567', ['PASSWORD_TOO_SHORT']],
  ])('refuses %s for hamza before asking the upstream', async (newPassword, expected) => {
    const c = await stack.signedIn('hamza');
    const res = await c.gql(CHANGE, { input: { oldPassword: PASSWORD, newPassword } });
    expect(res.data.changePassword).toEqual({
      success: false,
      errors: expected.map((code) => ({ code, field: 'newPassword' })),
    });
    expect(stack.upstreamCalls('/api/user/change-password/')).toBe(0);
    // Still signed in, password unchanged.
    await stack.client().login('hamza');
  });

  it('accepts a password that meets every rule', async () => {
    const c = await stack.signedIn('hamza');
    const res = await c.gql(CHANGE, { input: { oldPassword: PASSWORD, newPassword: 'Kite#Mango42' } });
    expect(res.data.changePassword).toEqual({ success: true, errors: [] });
  });
});

it('publishes the same rules it enforces in passwordPolicy', async () => {
  const res = await stack.client().gql('{ passwordPolicy { id minLength forbidsUsername commonPasswords } }');
  expect(res.data.passwordPolicy).toMatchObject({
    id: 'password-policy',
    minLength: 8,
    forbidsUsername: true,
  });
  expect(res.data.passwordPolicy.commonPasswords).toContain('password1');
  const refused = await signUp('kiran', res.data.passwordPolicy.commonPasswords[0]);
  expect(refused.data.registerAccount.errors[0].code).toBe('PASSWORD_TOO_COMMON');
});
