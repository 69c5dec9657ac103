import { createHash } from 'node:crypto';

/** Upstream numeric ids (quiz, attempt, grade) arrive as GraphQL `ID` strings; anything else cannot exist. */
export function isNumericId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}

/** Django usernames: letters, digits and @ . + - _ ; rules out path tricks like `..`. */
export function isUsername(value: string): boolean {
  return /^[\w.@+-]{1,150}$/.test(value) && !/^\.+$/.test(value);
}

/** The leading number of a title ("2. Numbers SCQ Drill" → 2), or null. */
export function leadingNumber(title: string): number | null {
  const m = /^\s*(\d+)/.exec(title);
  return m ? Number(m[1]) : null;
}

/**
 * The id of a per-viewer entity (her progress, a teacher's overview): derived from the verified username, which the
 * upstream compares case-insensitively. Hashed, so ids carry no name and never a "/".
 */
export function viewerEntityId(username: string): string {
  return createHash('sha256').update(`viewer:${username.toLowerCase()}`).digest('base64url').slice(0, 22);
}
