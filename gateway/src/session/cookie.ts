import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { seal, unseal, type SessionKeys } from './seal';

export const SESSION_COOKIE = 'learnify_session';
/** The upstream refresh token lives one day; a remembered session cookie lives as long. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const cookieSessionSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1).nullable(),
  username: z.string(),
  role: z.string(),
  remember: z.boolean(),
  /** When the session ends (epoch ms): login time + refresh lifetime. */
  exp: z.number(),
  /** Session id: what `logout` puts on the revocation list (a sealed cookie cannot be taken back otherwise). */
  sid: z.string().min(1),
  /** When the session started (epoch ms): "sign out everywhere" ends sessions started before a moment. */
  iat: z.number(),
  /** The account, as the revocation list names it (`accountKey`). */
  uid: z.string().min(1),
});

/** What the sealed `learnify_session` cookie holds. */
export type CookieSession = z.infer<typeof cookieSessionSchema>;

/** A fresh identity for a new session: its own id and start time. */
export function newSessionIdentity(now = Date.now()): { sid: string; iat: number } {
  return { sid: randomUUID(), iat: now };
}

/** A sealed value longer than a browser keeps (4 KiB per cookie) is opened, never remembered. */
const MAX_REMEMBERED = 4096;

/**
 * Reads our session from the sealed `learnify_session` value: null without one, 'invalid' when tampered with,
 * sealed with another key, malformed or expired. Opening (AES-GCM, JSON, schema) is costly and every request of a
 * session sends the same text, so opened sessions are kept in an LRU keyed by the exact sealed text (a changed byte
 * misses). Expiry is checked on every read; callers get a copy.
 */
export class SessionCookieReader {
  private readonly opened: LRUCache<string, CookieSession>;

  constructor(
    private readonly key: SessionKeys,
    max = 10_000,
  ) {
    this.opened = new LRUCache({ max });
  }

  /** How many opened sessions are held. */
  get size(): number {
    return this.opened.size;
  }

  read(sealed: string | undefined, now = Date.now()): CookieSession | 'invalid' | null {
    if (!sealed) return null;
    let session = this.opened.get(sealed);
    if (!session) {
      const parsed = cookieSessionSchema.safeParse(unseal(sealed, this.key));
      if (!parsed.success) return 'invalid';
      session = parsed.data;
    }
    if (session.exp <= now) {
      this.opened.delete(sealed);
      return 'invalid';
    }
    if (sealed.length <= MAX_REMEMBERED) this.opened.set(sealed, session);
    return { ...session };
  }
}

export interface CookieFlags {
  secure: boolean;
}

/** The attributes of our cookie, for @fastify/cookie's `setCookie` / `clearCookie`. */
export interface SessionCookieOptions {
  path: '/';
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  /** Seconds; absent for a session that ends with the browser. */
  maxAge?: number;
}

/** The sealed value of a session and the attributes it is set with. */
export function sessionCookie(
  session: CookieSession,
  key: SessionKeys,
  flags: CookieFlags,
  now = Date.now(),
): { value: string; options: SessionCookieOptions } {
  const options: SessionCookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: flags.secure };
  // Without "remember" the cookie ends with the browser session (no Max-Age / Expires).
  if (session.remember) options.maxAge = Math.max(0, Math.floor((session.exp - now) / 1000));
  return { value: seal(session, key), options };
}

/** The attributes our cookie is cleared with (the same path and flags it was set with). */
export function clearedSessionCookie(flags: CookieFlags): SessionCookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: flags.secure };
}
