import { createHash, randomBytes } from 'node:crypto';

/** 24 random bytes: 192 bits, written as 32 base64url characters. */
const TOKEN_BYTES = 24;
/** Longer input is hashed only up to here: every token is shorter, so nothing is lost, and the work is bounded. */
const MAX_HASHED_CHARS = 256;

/** A new family-link token: unguessable, safe in a URL path, given to the child once and never stored. */
export function newFamilyToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** A new link id: random too, and unrelated to the token (an id seen in a list cannot open the page). */
export function newFamilyLinkId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * What the store keeps of a token. Whatever the input (a real token, a guess, garbage), the same work: one SHA-256
 * over at most `MAX_HASHED_CHARS`, so a lookup costs the same for unknown, expired and revoked tokens. A plain hash
 * suffices: the token holds 192 random bits, so nothing can be learned by hashing guesses.
 */
export function familyTokenHash(token: string): string {
  return createHash('sha256').update(token.slice(0, MAX_HASHED_CHARS)).digest('base64url');
}
