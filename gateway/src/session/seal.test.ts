import { describe, expect, it } from 'vitest';
import {
  clearSessionSetCookie,
  parseCookieHeader,
  SessionCookieReader,
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
    const reader = new SessionCookieReader(key);
    const value = sessionSetCookie(session, key, { secure: false }).split(';')[0];
    expect(reader.read(`a=1; ${value}; b=2`)).toEqual(session);
    expect(reader.read('a=1')).toBeNull();
    expect(reader.read(undefined)).toBeNull();
    expect(reader.read('learnify_session=v1.AAAA')).toBe('invalid');
    const expired = sessionSetCookie({ ...session, exp: 1 }, key, { secure: false }).split(';')[0];
    expect(reader.read(expired)).toBe('invalid');
    // A header padded with other cookies beyond the whole-header key size still reads (by the sealed value).
    const padded = `junk=${'x'.repeat(2000)}; ${value}`;
    expect(reader.read(padded)).toEqual(session);
    expect(reader.read(padded)).toEqual(session);
    expect(reader.read(`junk=${'x'.repeat(2000)}; learnify_session=v1.AAAA`)).toBe('invalid');
    // Another key's cookie is not ours.
    expect(new SessionCookieReader(deriveSessionKey('y'.repeat(40))).read(value)).toBe('invalid');
  });
  it('remembers an opened cookie without trusting it beyond its expiry or leaking changes', () => {
    const reader = new SessionCookieReader(key, 2);
    const exp = 10_000;
    const value = sessionSetCookie({ ...session, exp }, key, { secure: false }).split(';')[0] ?? '';
    const first = reader.read(value, 1_000);
    expect(first).toEqual({ ...session, exp });
    if (first && first !== 'invalid') first.access = 'changed by a caller';
    expect(reader.read(value, 2_000)).toEqual({ ...session, exp }); // a copy each time
    expect(reader.read(value, exp)).toBe('invalid'); // expiry is checked on every read, cached or not
    // One changed character of the sealed text is another cookie: it is opened (and fails), never looked up.
    const last = value.at(-1) === 'A' ? 'B' : 'A';
    expect(reader.read(`${value.slice(0, -1)}${last}`, 1_000)).toBe('invalid');
  });
  it('keeps at most `max` sessions, dropping the least recently used', () => {
    const reader = new SessionCookieReader(key, 2);
    const cookies = ['a', 'b', 'c'].map(
      (username) => sessionSetCookie({ ...session, username }, key, { secure: false }).split(';')[0],
    );
    for (const c of cookies) {
      expect(reader.read(c)).toMatchObject({ username: expect.any(String) });
      expect(reader.size).toBeLessThanOrEqual(2);
    }
    expect(reader.size).toBe(2);
    // Dropped or not, every cookie still reads back correctly.
    expect(cookies.map((c) => (reader.read(c) as CookieSession).username)).toEqual(['a', 'b', 'c']);
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
