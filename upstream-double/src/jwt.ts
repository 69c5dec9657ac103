// SimpleJWT-compatible HS256 tokens made with node:crypto (claims: token_type, exp, iat, jti, user_id).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  token_type: 'access' | 'refresh';
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
}

// Fixed on purpose: seeded user ids are stable, so a restarted demo double keeps browser sessions.
const SECRET = 'learnify-upstream-double-signing-key (not a secret)';

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

function signature(input: string): Buffer {
  return createHmac('sha256', SECRET).update(input).digest();
}

export function signJwt(
  type: JwtClaims['token_type'],
  userId: number,
  nowSec: number,
  ttlSec: number,
): JwtClaims & { token: string } {
  const claims: JwtClaims = {
    token_type: type,
    exp: nowSec + ttlSec,
    iat: nowSec,
    jti: randomUUID().replaceAll('-', ''),
    user_id: userId,
  };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const token = `${head}.${body}.${b64url(signature(`${head}.${body}`))}`;
  return { ...claims, token };
}

/** Returns the claims when the signature and structure are valid (expiry is checked by the caller). */
export function decodeJwt(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  const expected = signature(`${head}.${body}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<JwtClaims>;
    if (
      typeof claims.exp !== 'number' ||
      typeof claims.user_id !== 'number' ||
      typeof claims.jti !== 'string'
    )
      return null;
    if (claims.token_type !== 'access' && claims.token_type !== 'refresh') return null;
    return claims as JwtClaims;
  } catch {
    return null;
  }
}
