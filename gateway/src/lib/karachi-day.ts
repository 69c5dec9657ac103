/**
 * Calendar days in Pakistan time (Asia/Karachi: UTC+5 all year, no daylight saving), as `YYYY-MM-DD`. Learning
 * streaks and "active in the last 7 days" are about the child's days, not the server's.
 */
const OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Karachi day of an instant (ms since the epoch). */
export function karachiDay(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The Karachi day of an ISO 8601 date-time (any offset); null when it is not one. */
export function karachiDayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : karachiDay(ms);
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** An instant as ISO 8601 in Pakistan time (`2026-11-28T14:05:00+05:00`), as Learnify reports times. */
export function karachiDateTime(ms: number): string {
  return `${new Date(ms + OFFSET_MS).toISOString().slice(0, 19)}+05:00`;
}
