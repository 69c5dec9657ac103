/** What the gateway reads from an upstream token without verifying it. */
export interface TokenClaims {
  /** The upstream account id (`user_id`), as text. */
  userId: string | null;
  /** Issued at, epoch seconds. */
  iat: number | null;
  /** Expires at, epoch seconds. */
  exp: number | null;
}

const NONE: TokenClaims = { userId: null, iat: null, exp: null };

/**
 * Reads a SimpleJWT token's claims WITHOUT checking its signature (only the upstream can), so anyone can write
 * them. Unverified claims may only take away: refuse a token, or shorten an entry's TTL (capped by ours). A claim
 * names an account to act on only for a token the upstream issued or accepted in this request (docs/security.md,
 * "What the gateway trusts"). Anything unreadable gives nulls.
 */
export function peekClaims(token: string): TokenClaims {
  const body = token.split('.')[1];
  if (!body) return NONE;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    const id = claims.user_id;
    return {
      userId: typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null,
      iat: num(claims.iat),
      exp: num(claims.exp),
    };
  } catch {
    return NONE;
  }
}
