// Pakistan time helpers. Asia/Karachi is UTC+05:00 all year (no DST since 2009), so a fixed
// offset is exact and keeps formatting independent of the host's ICU data.

const OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Calendar date in Pakistan as `YYYY-MM-DD` (how the backend stores subscription_expiry). */
export function karachiDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function karachiYear(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCFullYear();
}

/** `DD-MM-YYYY hh:mm AM` in Pakistan time, as history rows and results show it. */
export function formatKarachi(at: Date): string {
  const k = new Date(at.getTime() + OFFSET_MS);
  const h24 = k.getUTCHours();
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const ampm = h24 < 12 ? 'AM' : 'PM';
  return `${pad(k.getUTCDate())}-${pad(k.getUTCMonth() + 1)}-${k.getUTCFullYear()} ${pad(h12)}:${pad(k.getUTCMinutes())} ${ampm}`;
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** Python's str(timedelta) for non-negative spans, e.g. `0:03:12.500000`. */
export function formatTimedelta(ms: number): string {
  const span = Math.max(0, ms);
  const days = Math.floor(span / DAY_MS);
  const rest = span - days * DAY_MS;
  const h = Math.floor(rest / 3_600_000);
  const m = Math.floor((rest % 3_600_000) / 60_000);
  const s = Math.floor((rest % 60_000) / 1000);
  const micros = Math.round(rest % 1000) * 1000;
  const clock = `${h}:${pad(m)}:${pad(s)}${micros ? `.${String(micros).padStart(6, '0')}` : ''}`;
  return days ? `${days} day${days === 1 ? '' : 's'}, ${clock}` : clock;
}
