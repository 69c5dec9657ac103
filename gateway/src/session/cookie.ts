import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { SessionSealer } from './seal';

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

/** A browser sends one value of a name per (domain, path) that set it; at most this many of ours are tried. */
const MAX_SENT_VALUES = 4;

/** Decodes a cookie value as @fastify/cookie does (`cookie`'s default: percent-decoding, or the text as sent). */
function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Every value of `learnify_session` in a `Cookie` header, in the order sent (at most `MAX_SENT_VALUES`). A browser
 * sends one per (domain, path) that set the name, longest path and then oldest first, so another app's cookie of the
 * same name (on a parent domain, or at a longer path) can come before ours: @fastify/cookie keeps only the first.
 */
export function sessionCookieValues(header: string | undefined): string[] {
  const values: string[] = [];
  for (const pair of header?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    values.push(decodeValue(pair.slice(eq + 1).trim()));
    if (values.length === MAX_SENT_VALUES) break;
  }
  return values;
}

/** A sealed value longer than a browser keeps (4 KiB per cookie) is opened, never remembered. */
const MAX_REMEMBERED = 4096;

/** A session read from its cookie; `stale` when it was sealed with an older key or format (seal it again). */
export interface OpenedSession {
  session: CookieSession;
  stale: boolean;
}

/**
 * Reads our session from the sealed `learnify_session` value: null without one, or when it cannot be opened here
 * (tampered with, sealed with a key this instance does not know, not ours) or has expired. Opening (secretbox, JSON,
 * schema) costs and every request of a session sends the same text, so opened sessions are kept in an LRU keyed by
 * the exact sealed text (a changed byte misses). Expiry is checked on every read; callers get a copy.
 */
export class SessionCookieReader {
  private readonly opened: LRUCache<string, OpenedSession>;

  constructor(
    private readonly sealer: SessionSealer,
    max = 10_000,
  ) {
    this.opened = new LRUCache({ max });
  }

  /** How many opened sessions are held. */
  get size(): number {
    return this.opened.size;
  }

  /**
   * The value of ours among the session cookies a request sent: the first that opens and is `live` (not signed out);
   * none (a visitor's request) otherwise. A signed-out session of ours planted before hers (a longer path, a parent
   * domain) opens too: taken, its refusal would hide her session and clear her cookie, and which of several values is
   * ours at our path cannot be told, so none of them is refused or cleared.
   */
  async pick(
    values: readonly string[],
    live: (session: CookieSession) => Promise<boolean>,
    now = Date.now(),
  ): Promise<string | undefined> {
    const opened = values.flatMap((value) => {
      const found = this.read(value, now);
      return found ? [{ value, session: found.session }] : [];
    });
    // Asked together (one store round trip), not one after another.
    const alive = await Promise.all(opened.map(({ session }) => live(session)));
    return opened[alive.indexOf(true)]?.value;
  }

  read(sealed: string | undefined, now = Date.now()): OpenedSession | null {
    if (!sealed) return null;
    let found = this.opened.get(sealed);
    if (!found) {
      const opened = this.sealer.open(sealed);
      const parsed = cookieSessionSchema.safeParse(opened?.value);
      if (!opened || !parsed.success) return null;
      found = { session: parsed.data, stale: opened.stale };
    }
    if (found.session.exp <= now) {
      this.opened.delete(sealed);
      return null;
    }
    if (sealed.length <= MAX_REMEMBERED) this.opened.set(sealed, found);
    return { session: { ...found.session }, stale: found.stale };
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
  sealer: SessionSealer,
  flags: CookieFlags,
  now = Date.now(),
): { value: string; options: SessionCookieOptions } {
  const options: SessionCookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: flags.secure };
  // Without "remember" the cookie ends with the browser session (no Max-Age / Expires).
  if (session.remember) options.maxAge = Math.max(0, Math.floor((session.exp - now) / 1000));
  return { value: sealer.seal(session), options };
}

/** The attributes our cookie is cleared with (the same path and flags it was set with). */
export function clearedSessionCookie(flags: CookieFlags): SessionCookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: flags.secure };
}
