import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { seal, unseal } from './seal';

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

export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw0 of (header ?? '').split(';')) {
    const pair = raw0.trim();
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (out.has(name)) continue; // the first (most specific path) wins, as browsers order them
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      out.set(name, raw);
    }
  }
  return out;
}

const MAX_HEADER_KEY = 1024;

/**
 * Reads our session from a Cookie header: null without one, 'invalid' when it is tampered with, sealed with
 * another key, malformed or expired. Every request of a session carries the same sealed cookie, and opening it
 * (AES-GCM, JSON, schema check) was a tenth of the gateway's CPU per request; the opened session is kept, keyed by
 * the exact Cookie header or sealed text (a changed byte is another key, so tampering still fails), the least
 * recently used dropped beyond `max`. Expiry is checked on every read. Callers get a copy: mutating it cannot leak
 * into the next request that presents the same cookie.
 */
export class SessionCookieReader {
  private readonly opened: LRUCache<string, CookieSession>;

  constructor(
    private readonly key: Buffer,
    max = 10_000,
  ) {
    this.opened = new LRUCache({ max });
  }

  /** How many opened sessions are held. */
  get size(): number {
    return this.opened.size;
  }

  read(header: string | undefined, now = Date.now()): CookieSession | 'invalid' | null {
    if (!header?.includes(SESSION_COOKIE)) return null;
    // Keyed by the whole header when it is of a usual size (a browser sends the same one with every request, so
    // not even the header needs parsing again); by the sealed value alone otherwise, so padding a valid cookie
    // with junk cannot fill memory.
    const key = header.length <= MAX_HEADER_KEY ? header : parseCookieHeader(header).get(SESSION_COOKIE);
    if (!key) return null;
    let session = this.opened.get(key);
    if (!session) {
      const sealed = key === header ? parseCookieHeader(header).get(SESSION_COOKIE) : key;
      if (!sealed) return null;
      const parsed = cookieSessionSchema.safeParse(unseal(sealed, this.key));
      if (!parsed.success) return 'invalid';
      session = parsed.data;
    }
    if (session.exp <= now) {
      this.opened.delete(key);
      return 'invalid';
    }
    this.opened.set(key, session);
    return { ...session };
  }
}

export interface CookieFlags {
  secure: boolean;
}

export function sessionSetCookie(
  session: CookieSession,
  key: Buffer,
  flags: CookieFlags,
  now = Date.now(),
): string {
  const parts = [`${SESSION_COOKIE}=${seal(session, key)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (flags.secure) parts.push('Secure');
  // Without "remember" the cookie ends with the browser session (no Max-Age / Expires).
  if (session.remember) parts.push(`Max-Age=${Math.max(0, Math.floor((session.exp - now) / 1000))}`);
  return parts.join('; ');
}

export function clearSessionSetCookie(flags: CookieFlags): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (flags.secure) parts.push('Secure');
  return parts.join('; ');
}
