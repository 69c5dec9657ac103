import { decodeJwt } from 'jose';

/** What the gateway reads from an upstream token without verifying it. */
export interface TokenClaims {
  /** The upstream account id (`user_id`), as text. */
  userId: string | null;
  /** Issued at, epoch seconds. */
  iat: number | null;
  /** Expires at, epoch seconds. */
  exp: number | null;
}

/**
 * Reads a SimpleJWT token's claims (jose's `decodeJwt`) WITHOUT checking its signature (only the upstream can), so
 * anyone can write them. Unverified claims may only take away: refuse a token, or shorten an entry's TTL (capped by
 * ours). A claim names an account to act on only for a token the upstream issued or accepted in this request
 * (docs/security.md, "What the gateway trusts"). Anything unreadable gives nulls.
 */
export function peekClaims(token: string): TokenClaims {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return { userId: null, iat: null, exp: null };
  }
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const id = claims.user_id;
  return {
    userId: typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null,
    iat: num(claims.iat),
    exp: num(claims.exp),
  };
}
