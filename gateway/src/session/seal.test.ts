import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, SessionCookieReader, sessionCookie, type CookieSession } from './cookie';
import { deriveSessionKey, deriveSessionKeys, seal, unseal } from './seal';

const key = deriveSessionKey('a'.repeat(32));
const session: CookieSession = {
  access: 'acc',
  refresh: 'ref',
  username: 'ayesha',
  role: 'student',
  remember: false,
  exp: Date.now() + 60_000,
  sid: 'sid-1',
  iat: Date.now(),
  uid: 'name:ayesha',
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
    const { value, options } = sessionCookie(session, key, { secure: false });
    expect(value).toMatch(/^v1\.[\w-]+$/);
    expect(options).toEqual({ path: '/', httpOnly: true, sameSite: 'lax', secure: false });
  });
  it('lives as long as the refresh token with remember, and is Secure on https', () => {
    const now = 1_000_000;
    const { options } = sessionCookie(
      { ...session, remember: true, exp: now + 86_400_000 },
      key,
      { secure: true },
      now,
    );
    expect(options).toMatchObject({ secure: true, maxAge: 86_400 });
  });
  it('reads back from its sealed value; none, expired or tampered → null or invalid', () => {
    const reader = new SessionCookieReader(key);
    const { value } = sessionCookie(session, key, { secure: false });
    expect(reader.read(value)).toEqual(session);
    expect(reader.read(undefined)).toBeNull();
    expect(reader.read('')).toBeNull();
    expect(reader.read('v1.AAAA')).toBe('invalid');
    expect(reader.read(sessionCookie({ ...session, exp: 1 }, key, { secure: false }).value)).toBe('invalid');
    // Another key's cookie is not ours.
    expect(new SessionCookieReader(deriveSessionKey('y'.repeat(40))).read(value)).toBe('invalid');
  });
  it('remembers an opened cookie without trusting it beyond its expiry or leaking changes', () => {
    const reader = new SessionCookieReader(key, 2);
    const exp = 10_000;
    const { value } = sessionCookie({ ...session, exp }, key, { secure: false });
    const first = reader.read(value, 1_000);
    expect(first).toEqual({ ...session, exp });
    if (first && first !== 'invalid') first.access = 'changed by a caller';
    expect(reader.read(value, 2_000)).toEqual({ ...session, exp }); // a copy each time
    expect(reader.read(value, exp)).toBe('invalid'); // expiry is checked on every read, cached or not
    // One changed character of the sealed text is another cookie: it is opened (and fails), never looked up.
    const last = value.at(-1) === 'A' ? 'B' : 'A';
    expect(reader.read(`${value.slice(0, -1)}${last}`, 1_000)).toBe('invalid');
  });
  it('keeps at most `max` sessions, dropping the least recently used, and never remembers an oversized value', () => {
    const reader = new SessionCookieReader(key, 2);
    const values = ['a', 'b', 'c'].map(
      (username) => sessionCookie({ ...session, username }, key, { secure: false }).value,
    );
    for (const v of values) {
      expect(reader.read(v)).toMatchObject({ username: expect.any(String) });
      expect(reader.size).toBeLessThanOrEqual(2);
    }
    expect(reader.size).toBe(2);
    // Dropped or not, every cookie still reads back correctly.
    expect(values.map((v) => (reader.read(v) as CookieSession).username)).toEqual(['a', 'b', 'c']);
    const big = sessionCookie({ ...session, username: 'x'.repeat(5000) }, key, { secure: false }).value;
    const fresh = new SessionCookieReader(key, 2);
    expect(fresh.read(big)).toMatchObject({ username: 'x'.repeat(5000) });
    expect(fresh.size).toBe(0);
  });
  it('clears with the attributes it was set with', () => {
    expect(clearedSessionCookie({ secure: true })).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    });
  });
});

describe('key rotation (SESSION_SECRET as a list, newest first)', () => {
  const [older, newer] = ['o'.repeat(32), 'n'.repeat(32)];
  it('opens cookies sealed with any key of the ring and seals with the newest', () => {
    const before = sessionCookie(session, deriveSessionKeys([older]), { secure: false }).value;
    const rotated = deriveSessionKeys([newer, older]);
    expect(new SessionCookieReader(rotated).read(before)).toEqual(session);
    const after = sessionCookie(session, rotated, { secure: false }).value;
    expect(unseal(after, deriveSessionKey(newer))).toEqual(session);
    expect(unseal(after, deriveSessionKey(older))).toBeNull();
  });
  it('refuses a cookie once its key has left the ring', () => {
    const before = sessionCookie(session, deriveSessionKeys([older]), { secure: false }).value;
    expect(new SessionCookieReader(deriveSessionKeys([newer])).read(before)).toBe('invalid');
  });
  it('needs at least one secret', () => {
    expect(() => deriveSessionKeys([])).toThrow();
  });
});
