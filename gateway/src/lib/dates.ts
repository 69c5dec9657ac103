/** Learnify reports local times in Pakistan time (Asia/Karachi, UTC+5 all year, no daylight saving). */
const KARACHI_OFFSET = '+05:00';

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An ISO 8601 date-time with its offset (or `Z`) that names a real instant. */
export const isIsoDateTime = (s: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
  !Number.isNaN(Date.parse(s));

/**
 * `DD-MM-YYYY hh:mm AM` (Asia/Karachi) → ISO 8601 with `+05:00`. ISO strings that already carry an offset pass
 * through. Anything else → null.
 */
export function parseKarachiDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (isIsoDateTime(s)) return s;
  const m = /^(\d{1,2})-(\d{1,2})-(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])$/.exec(s);
  if (!m) return null;
  const [day, month, year, hour12, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(
    Number,
  ) as [number, number, number, number, number, number];
  if (!validDate(year, month, day) || hour12 < 1 || hour12 > 12 || minute > 59 || second > 59) return null;
  const pm = m[7]?.toUpperCase() === 'PM';
  const hour = (hour12 % 12) + (pm ? 12 : 0);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${KARACHI_OFFSET}`;
}

/** `YYYY-MM-DD` → itself when it is a real date; `"N/A"`, empty or anything else → null. */
export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m || !validDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  return value.trim();
}
