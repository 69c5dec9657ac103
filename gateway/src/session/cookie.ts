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
});

/** What the sealed `learnify_session` cookie holds. */
export type CookieSession = z.infer<typeof cookieSessionSchema>;

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

export function readSessionCookie(
  header: string | undefined,
  key: Buffer,
  now = Date.now(),
): CookieSession | 'invalid' | null {
  const sealed = parseCookieHeader(header).get(SESSION_COOKIE);
  if (!sealed) return null;
  const parsed = cookieSessionSchema.safeParse(unseal(sealed, key));
  if (!parsed.success || parsed.data.exp <= now) return 'invalid';
  return parsed.data;
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
