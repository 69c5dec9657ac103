import { describe, expect, it } from 'vitest';
import {
  clearSessionSetCookie,
  parseCookieHeader,
  readSessionCookie,
  sessionSetCookie,
  type CookieSession,
} from './cookie';
import { deriveSessionKey, seal, unseal } from './seal';

const key = deriveSessionKey('a'.repeat(32));
const session: CookieSession = {
  access: 'acc',
  refresh: 'ref',
  username: 'ayesha',
  role: 'student',
  remember: false,
  exp: Date.now() + 60_000,
};

describe('seal / unseal', () => {
  it('round-trips and hides the content', () => {
    const sealed = seal(session, key);
    expect(sealed).not.toContain('acc');
    expect(sealed).not.toContain('ayesha');
    expect(unseal(sealed, key)).toEqual(session);
  });
  it('uses a fresh IV each time', () => {
    expect(seal(session, key)).not.toBe(seal(session, key));
  });
  it('rejects tampering, other keys and garbage', () => {
    const sealed = seal(session, key);
    // Flip a character in the middle of the ciphertext (every bit of it is significant there).
    const at = Math.floor(sealed.length / 2);
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(unseal(flipped, key)).toBeNull();
    expect(unseal(sealed, deriveSessionKey('b'.repeat(32)))).toBeNull();
    expect(unseal('v1.', key)).toBeNull();
    expect(unseal('nonsense', key)).toBeNull();
  });
});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/ and a browser-session cookie without remember', () => {
    const header = sessionSetCookie(session, key, { secure: false });
    expect(header).toMatch(/^learnify_session=v1\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  });
  it('lives as long as the refresh token with remember, and is Secure on https', () => {
    const now = 1_000_000;
    const header = sessionSetCookie(
      { ...session, remember: true, exp: now + 86_400_000 },
      key,
      { secure: true },
      now,
    );
    expect(header).toContain('; Secure');
    expect(header).toContain('Max-Age=86400');
  });
  it('reads back from a Cookie header among others; expired or tampered → invalid', () => {
    const value = sessionSetCookie(session, key, { secure: false }).split(';')[0];
    expect(readSessionCookie(`a=1; ${value}; b=2`, key)).toEqual(session);
    expect(readSessionCookie('a=1', key)).toBeNull();
    expect(readSessionCookie('learnify_session=v1.AAAA', key)).toBe('invalid');
    const expired = sessionSetCookie({ ...session, exp: 1 }, key, { secure: false }).split(';')[0];
    expect(readSessionCookie(expired, key)).toBe('invalid');
  });
  it('clears with Max-Age=0', () => {
    expect(clearSessionSetCookie({ secure: false })).toBe(
      'learnify_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });
  it('parses cookie headers defensively', () => {
    expect(parseCookieHeader('a=1; b="x%20y"; =bad; c')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'x y'],
      ]),
    );
  });
});
