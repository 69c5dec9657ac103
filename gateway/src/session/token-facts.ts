import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { slot } from '../lib/scope';
import { peekClaims, type TokenClaims } from './jwt-claims';

/** What follows from a token's text alone: the same for every request that sends it, whatever the clock says. */
export interface TokenFacts {
  /** SHA-256 of the token, base64url: how the store names it (revocation list, standing, issued tokens). */
  digest: string;
  /** Its claims, read without verifying it (`peekClaims`). */
  claims: TokenClaims;
}

/** Tokens remembered per built app: a client sends the same bearer on every request until it renews it. */
const REMEMBERED = 1024;
/** Longer text is worked out each time, never kept: no one token can take much of the memory. */
const LONGEST_REMEMBERED = 4096;

export const tokenDigest = (token: string): string => hash('sha256', token, 'base64url');

/**
 * A token's digest and unverified claims, remembered per token text (a bounded LRU, one per built app: see
 * `TOKEN_FACTS`), so a client sending the same bearer on every request does not have it hashed and decoded each
 * time. Only what the text itself determines is kept — never a verdict: whether it is revoked, whose it is, its
 * standing and its expiry against the clock are decided on every request as before.
 */
export class TokenFactsMemo {
  private readonly kept = new LRUCache<string, TokenFacts>({ max: REMEMBERED });

  of(token: string): TokenFacts {
    const found = this.kept.get(token);
    if (found) return found;
    // Frozen: every request sending this token shares the object.
    const facts = Object.freeze({ digest: tokenDigest(token), claims: Object.freeze(peekClaims(token)) });
    if (token.length <= LONGEST_REMEMBERED) this.kept.set(token, facts);
    return facts;
  }

  /** How many tokens are remembered (tests). */
  get size(): number {
    return this.kept.size;
  }
}

/** The built app's memo (`ctx.appScope`): requests of one app share it, another app's never do. */
export const TOKEN_FACTS = slot<TokenFactsMemo>('session: token digests and claims');
