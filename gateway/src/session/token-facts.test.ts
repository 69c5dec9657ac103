import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import { standingKey } from './account-standing';
import { SessionRevocations } from './revocation';
import { TokenFactsMemo } from './token-facts';

const token = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const NOW = 1_800_000_000_000;

describe('TokenFactsMemo', () => {
  it("gives a token's digest and claims, worked out once per token text", () => {
    const memo = new TokenFactsMemo();
    const t = token({ user_id: 7, iat: 100, exp: 200 });
    const first = memo.of(t);
    expect(first.digest).toBe(createHash('sha256').update(t).digest('base64url'));
    expect(first.claims).toEqual({ userId: '7', iat: 100, exp: 200 });
    expect(memo.of(t)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.claims)).toBe(true);
    // The standing key made from the remembered digest is the one made from the token.
    expect(standingKey({ digest: first.digest })).toBe(standingKey({ token: t }));
  });

  it('keeps at most 1,024 tokens, and never a very long one', () => {
    const memo = new TokenFactsMemo();
    for (let i = 0; i < 3000; i++) memo.of(token({ user_id: i }));
    expect(memo.size).toBe(1024);
    const fresh = new TokenFactsMemo();
    const long = token({ user_id: 1, pad: 'x'.repeat(5000) });
    expect(fresh.of(long).claims.userId).toBe('1');
    expect(fresh.size).toBe(0);
  });

  it('reads junk as no claims, and remembers that too', () => {
    const memo = new TokenFactsMemo();
    expect(memo.of('not-a-jwt').claims).toEqual({ userId: null, iat: null, exp: null });
    expect(memo.of('not-a-jwt')).toBe(memo.of('not-a-jwt'));
  });

  it('never remembers a verdict: a token is refused the moment it is revoked, and its account signed out', async () => {
    const memo = new TokenFactsMemo();
    let now = NOW;
    const list = new SessionRevocations(createMemoryStore().cache, { now: () => now, tokens: memo });
    const t = token({ user_id: 7, iat: NOW / 1000 - 60, exp: NOW / 1000 + 600 });
    const other = token({ user_id: 8, iat: NOW / 1000 - 60, exp: NOW / 1000 + 600 });
    expect(await list.isTokenRevoked(t)).toBe(false);
    expect(await list.isTokenRevoked(other)).toBe(false);
    expect(memo.size).toBe(2);
    await list.revokeTokens([t]);
    expect(await list.isTokenRevoked(t)).toBe(true);
    now += 1000;
    await list.revokeAccountBefore('id:8');
    expect(await list.isTokenRevoked(other)).toBe(true);
  });
});
