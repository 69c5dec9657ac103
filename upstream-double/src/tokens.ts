// Token issuing and checking, SimpleJWT-style, plus the double's server-side bookkeeping that lets it
// (unlike the real backend) invalidate tokens on password change and expire them on demand.
import { decodeJwt, signJwt, type JwtClaims } from './jwt';
import type { User } from './model';

interface Issued {
  userId: number;
  username: string;
  credentialVersion: number;
  seq: number;
}

export type TokenCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'user_not_found' };

export class TokenStore {
  private issued = new Map<string, Issued>();
  private seq = 0;
  private accessCutoff = 0; // access tokens with seq <= cutoff count as expired

  constructor(
    private readonly nowSec: () => number,
    readonly accessTtl: number,
    readonly refreshTtl = 86_400,
  ) {}

  issue(user: User, type: 'access' | 'refresh'): string {
    const t = signJwt(type, user.id, this.nowSec(), type === 'access' ? this.accessTtl : this.refreshTtl);
    this.issued.set(t.jti, {
      userId: user.id,
      username: user.username,
      credentialVersion: user.credentialVersion,
      seq: ++this.seq,
    });
    return t.token;
  }

  /** Every access token issued so far becomes expired (to exercise the gateway's refresh path). */
  expireAccessTokens(): void {
    this.accessCutoff = this.seq;
  }

  /** reset(): forget operator marks; the registry itself stays so old tokens stay explainable. */
  resetMarks(): void {
    this.accessCutoff = 0;
  }

  check(token: string, type: 'access' | 'refresh', userOf: (id: number) => User | undefined): TokenCheck {
    const claims = decodeJwt(token);
    if (!claims || claims.token_type !== type || claims.exp <= this.nowSec())
      return { ok: false, reason: 'invalid' };
    const user = userOf(claims.user_id);
    if (!user) return { ok: false, reason: 'user_not_found' };
    const known = this.issued.get(claims.jti);
    // Tokens from before this process (fixed key) are trusted only while nothing was revoked.
    const version = known ? known.credentialVersion : 0;
    if (known && known.username !== user.username) return { ok: false, reason: 'invalid' };
    if (version !== user.credentialVersion) return { ok: false, reason: 'invalid' };
    if (type === 'access' && (known ? known.seq : 0) <= this.accessCutoff && this.accessCutoff > 0) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims };
  }
}
