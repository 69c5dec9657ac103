import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGACY_FIXTURE, otherAppsSeal, sealLegacy } from './seal.test-support';
import { clearedSessionCookie, SessionCookieReader, sessionCookie, type CookieSession } from './cookie';
import { createSessionSealer, unseal, type SessionSecrets } from './seal';

const [A, B, C] = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)];
const sealerOf = (sealing: string[], openOnly: string[] = []) => createSessionSealer({ sealing, openOnly });
const key = await sealerOf([A]);
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

describe('seal / open (@fastify/secure-session)', () => {
  it('round-trips and hides the content', () => {
    const sealed = key.seal(session);
    expect(sealed).not.toContain('acc');
    expect(sealed).not.toContain('ayesha');
    expect(key.open(sealed)).toEqual({ value: session, stale: false });
    expect(unseal(sealed, key)).toEqual(session);
  });
  it('uses a fresh nonce each time', () => {
    expect(key.seal(session)).not.toBe(key.seal(session));
  });
  it('rejects tampering, other keys and garbage', async () => {
    const sealed = key.seal(session);
    // Flip a character in the middle of the ciphertext (every bit of it is significant there).
    const at = Math.floor(sealed.length / 2);
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(key.open(flipped)).toBeNull();
    expect((await sealerOf([B])).open(sealed)).toBeNull();
    for (const garbage of ['', ';', 'v1.', 'nonsense', 'AAAA;AAAA', sealed.replace(';', '')])
      expect(key.open(garbage)).toBeNull();
    // The library's base64 decoding skips what is not base64: copies of a sealed text dressed up are not opened.
    for (const copy of [`"${sealed}"`, `${sealed};x`, ` ${sealed}`, sealed.replace(';', '.;'), `${sealed}\n`])
      expect(key.open(copy)).toBeNull();
  });
  it('opens nothing with one bit flipped anywhere, a nonce taken from another value, or parts swapped', () => {
    const sealed = key.seal(session);
    const [data = '', nonce = ''] = sealed.split(';');
    const bytes = [Buffer.from(data, 'base64'), Buffer.from(nonce, 'base64')] as const;
    fc.assert(
      fc.property(fc.nat(1), fc.nat(), fc.nat(7), (part, at, bit) => {
        const flipped = bytes.map((b) => Buffer.from(b));
        const target = flipped[part]!;
        target[at % target.length]! ^= 1 << bit;
        expect(key.open(`${flipped[0]!.toString('base64')};${flipped[1]!.toString('base64')}`)).toBeNull();
      }),
      { numRuns: 300, seed: 31 },
    );
    const other = key.seal({ ...session, username: 'hamza' });
    const [otherData = '', otherNonce = ''] = other.split(';');
    for (const mixed of [`${data};${otherNonce}`, `${otherData};${nonce}`, `${nonce};${data}`])
      expect(key.open(mixed)).toBeNull();
  });
  it('does not open a cookie of another app that uses the same library and cookie name', async () => {
    expect(key.open(await otherAppsSeal(session))).toBeNull();
    expect(key.open(await otherAppsSeal({ username: 'ayesha' }))).toBeNull();
  });
});

describe('cookies sealed before the library (`v1.`, AES-256-GCM)', () => {
  it('opens a cookie the old gateway sealed, as stale: it is sealed again on its next use', async () => {
    const sealer = await sealerOf([LEGACY_FIXTURE.secret]);
    expect(sealer.open(LEGACY_FIXTURE.cookie)).toEqual({ value: LEGACY_FIXTURE.session, stale: true });
    const reader = new SessionCookieReader(sealer);
    expect(reader.read(LEGACY_FIXTURE.cookie)).toEqual({ session: LEGACY_FIXTURE.session, stale: true });
  });
  it('opens one sealed with an older secret of the list too, and nothing sealed with another secret', async () => {
    const legacy = sealLegacy(session, B);
    expect((await sealerOf([A, B])).open(legacy)).toEqual({ value: session, stale: true });
    expect((await sealerOf([A])).open(legacy)).toBeNull();
  });
  it('refuses a tampered old cookie', () => {
    const legacy = sealLegacy(session, A);
    const at = Math.floor(legacy.length / 2);
    expect(
      key.open(`${legacy.slice(0, at)}${legacy[at] === 'A' ? 'B' : 'A'}${legacy.slice(at + 1)}`),
    ).toBeNull();
    expect(key.open(`v2${legacy.slice(2)}`)).toBeNull();
  });
  it('opens only the exact text it sealed: dressed-up copies of an old cookie are not opened', () => {
    // Node's base64url decoding skips what is not base64 and takes either alphabet and padding, so each of these
    // decoded to the same bytes: any number of spellings of one session, each opened and remembered apart.
    const legacy = sealLegacy(session, A);
    const body = legacy.slice(3);
    expect(key.open(legacy)?.value).toEqual(session);
    const copies = [
      `${legacy}=`,
      `${legacy}==`,
      `v1.${Buffer.from(body, 'base64url').toString('base64')}`,
      `v1."${body}"`,
      `v1.${body}!!`,
      `v1. ${body}`,
      `v1.${body.slice(0, 10)}.${body.slice(10)}`,
      `v1.${body.slice(0, 10)}%20${body.slice(10)}`,
      `${legacy}\n`,
    ];
    for (const copy of copies) expect(key.open(copy)).toBeNull();
    // The unused low bits of the last character, when the length leaves some.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const unused = body.length % 4 === 2 ? 4 : body.length % 4 === 3 ? 2 : 0;
    const last = alphabet.indexOf(body.at(-1)!);
    for (let low = 1; low < 1 << unused; low++)
      expect(key.open(`v1.${body.slice(0, -1)}${alphabet[last ^ low]}`)).toBeNull();
  });
});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/ and a browser-session cookie without remember', () => {
    const { value, options } = sessionCookie(session, key, { secure: false });
    expect(key.open(value)?.value).toEqual(session);
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
  it('reads back from its sealed value; none, expired, tampered or not ours → null', async () => {
    const reader = new SessionCookieReader(key);
    const { value } = sessionCookie(session, key, { secure: false });
    expect(reader.read(value)).toEqual({ session, stale: false });
    expect(reader.read(undefined)).toBeNull();
    expect(reader.read('')).toBeNull();
    expect(reader.read('v1.AAAA')).toBeNull();
    expect(reader.read(sessionCookie({ ...session, exp: 1 }, key, { secure: false }).value)).toBeNull();
    // A value that opens but is not a session (e.g. a shared refresh result) is not one.
    expect(reader.read(key.seal({ access: 'acc' }))).toBeNull();
    // Another key's cookie is not ours.
    expect(new SessionCookieReader(await sealerOf(['y'.repeat(40)])).read(value)).toBeNull();
  });
  it('remembers an opened cookie without trusting it beyond its expiry or leaking changes', () => {
    const reader = new SessionCookieReader(key, 2);
    const exp = 10_000;
    const { value } = sessionCookie({ ...session, exp }, key, { secure: false });
    const first = reader.read(value, 1_000);
    expect(first).toEqual({ session: { ...session, exp }, stale: false });
    if (first) first.session.access = 'changed by a caller';
    expect(reader.read(value, 2_000)?.session).toEqual({ ...session, exp }); // a copy each time
    expect(reader.read(value, exp)).toBeNull(); // expiry is checked on every read, cached or not
    // One changed character of the sealed text is another cookie: it is opened (and fails), never looked up.
    const at = Math.floor(value.length / 2);
    expect(
      reader.read(`${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`, 1_000),
    ).toBeNull();
  });
  it('keeps at most `max` sessions, dropping the least recently used, and never remembers an oversized value', () => {
    const reader = new SessionCookieReader(key, 2);
    const values = ['a', 'b', 'c'].map(
      (username) => sessionCookie({ ...session, username }, key, { secure: false }).value,
    );
    for (const v of values) {
      expect(reader.read(v)?.session).toMatchObject({ username: expect.any(String) });
      expect(reader.size).toBeLessThanOrEqual(2);
    }
    expect(reader.size).toBe(2);
    // Dropped or not, every cookie still reads back correctly.
    expect(values.map((v) => reader.read(v)?.session.username)).toEqual(['a', 'b', 'c']);
    const big = sessionCookie({ ...session, username: 'x'.repeat(5000) }, key, { secure: false }).value;
    const fresh = new SessionCookieReader(key, 2);
    expect(fresh.read(big)?.session).toMatchObject({ username: 'x'.repeat(5000) });
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

describe('key rotation (SESSION_SECRET seals and retires, SESSION_SECRET_OPEN_ONLY only opens)', () => {
  const open = async (secrets: SessionSecrets, sealed: string) =>
    (await createSessionSealer(secrets)).open(sealed);
  it('step 1: a key learnt to open only opens, never seals, and what it opens is not sealed again', async () => {
    const learning = await sealerOf([A], [B]);
    const sealedWithB = (await sealerOf([B])).seal(session);
    expect(learning.open(sealedWithB)).toEqual({ value: session, stale: false });
    const sealed = learning.seal(session);
    expect(await open({ sealing: [A], openOnly: [] }, sealed)).toEqual({ value: session, stale: false });
    expect(await open({ sealing: [B], openOnly: [] }, sealed)).toBeNull();
  });
  it('step 2: the new key seals; a value sealed with the older key opens as stale (sealed again on use)', async () => {
    const rotated = await sealerOf([B, A]);
    const before = (await sealerOf([A])).seal(session);
    expect(rotated.open(before)).toEqual({ value: session, stale: true });
    expect(new SessionCookieReader(rotated).read(before)).toEqual({ session, stale: true });
    const after = rotated.seal(session);
    expect(await open({ sealing: [B], openOnly: [] }, after)).toEqual({ value: session, stale: false });
    expect(await open({ sealing: [A], openOnly: [] }, after)).toBeNull();
    // An instance still at step 1 opens it, and does not seal it back to the older key.
    expect(await open({ sealing: [A], openOnly: [B] }, after)).toEqual({ value: session, stale: false });
  });
  it('refuses a value once its key has left every list', async () => {
    const before = (await sealerOf([A])).seal(session);
    expect(await open({ sealing: [B], openOnly: [C] }, before)).toBeNull();
    expect(new SessionCookieReader(await sealerOf([B])).read(before)).toBeNull();
  });
  it('needs a sealing secret', async () => {
    await expect(sealerOf([], [A])).rejects.toThrow(/sealing secret/);
  });
});
