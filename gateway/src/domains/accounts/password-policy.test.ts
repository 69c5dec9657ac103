import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY, passwordProblems } from './password-policy';

const codes = (password: string, username = 'hamza') =>
  passwordProblems(password, username, 'password').map((p) => p.code);

describe('password rules', () => {
  it('refuses the username inside the password, in any case', () => {
    expect(codes('hamza123456')).toEqual(['PASSWORD_CONTAINS_USERNAME']);
    expect(codes('my-HAMZA-pass')).toEqual(['PASSWORD_CONTAINS_USERNAME']);
  });

  it('refuses common passwords and short ones', () => {
    expect(codes('password1')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(codes('Password1')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(codes('abcdefg')).toEqual(['PASSWORD_TOO_SHORT']);
    expect(codes('')).toEqual(['PASSWORD_TOO_SHORT']);
  });

  it('accepts a long, personal, uncommon password and counts characters, not code units', () => {
    expect(codes('green-mango-kite')).toEqual([]);
    expect(codes('learnify123')).toEqual([]);
    expect(codes('میرا پاس ورڈ')).toEqual([]);
  });

  it('the list it publishes is the list it enforces, all at least the minimum length', () => {
    for (const p of PASSWORD_POLICY.commonPasswords) {
      expect(p.length).toBeGreaterThanOrEqual(PASSWORD_POLICY.minLength);
      expect(codes(p, 'nobody')).toContain('PASSWORD_TOO_COMMON');
    }
  });
});
