import type { Language } from './language';

/**
 * Dates are shown day-month-year everywhere (spec §9), with Latin digits in both languages (ADR 0007; only the
 * AM/PM words change in Urdu). Learnify times are Pakistan time, so format in that zone whatever the device's.
 */
const TIME_ZONE = 'Asia/Karachi';

/** Made once: an Intl formatter costs far more to build than to use (a history page formats every row). */
let formatter: Intl.DateTimeFormat | null = null;

/** How many date texts `parts` remembers: a history page shows each of its rows' dates on every visit. */
const PARTS_KEPT = 512;
/** The parts of each date text already formatted, most recent last (a text always formats the same). */
const partsOfText = new Map<string, Readonly<Record<string, string>> | null>();

function parts(value: string | Date): Readonly<Record<string, string>> | null {
  if (typeof value !== 'string') return partsOf(value);
  let made = partsOfText.get(value);
  if (made === undefined) {
    made = partsOf(value);
    if (partsOfText.size >= PARTS_KEPT) partsOfText.delete(partsOfText.keys().next().value!);
  } else partsOfText.delete(value);
  partsOfText.set(value, made);
  return made;
}

function partsOf(value: string | Date): Readonly<Record<string, string>> | null {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:00` : value)
      : value;
  if (Number.isNaN(date.getTime())) return null;
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  return Object.freeze(Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value])));
}

/** `2026-11-22` or an ISO date-time → `22-11-2026`; empty string for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const p = parts(value);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

// ICU's Urdu data still says AM/PM; these are the words an Urdu clock uses.
const URDU_DAY_PERIOD: Record<string, string> = { AM: 'قبل دوپہر', PM: 'بعد دوپہر' };

/** ISO date-time → `22-11-2026 03:45 PM` (Pakistan time); in Urdu `22-11-2026 03:45 بعد دوپہر`. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const p = parts(value);
  if (!p) return '';
  const period = (p.dayPeriod ?? '').toUpperCase();
  const shownPeriod = language === 'ur' ? (URDU_DAY_PERIOD[period] ?? period) : period;
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute} ${shownPeriod}`;
}

// One formatter per language and style: building an Intl.NumberFormat is costly, using one is cheap.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${language}:${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits in both languages (ADR 0007), at most two decimals.
    format = new Intl.NumberFormat(language, { style, maximumFractionDigits: 2, numberingSystem: 'latn' });
    numberFormats.set(key, format);
  }
  return format;
}

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && !Number.isNaN(value);

/**
 * A percentage (0–100) as the page's language writes it, sign included, at most two decimals: 66.666 → "66.67%".
 * The sign is part of the one string, so an Urdu sentence that isolates the value keeps "%" after the digits.
 */
export function formatPercentage(value: number | null | undefined, language: Language = 'en'): string {
  return present(value) ? numberFormat(language, 'percent').format(value / 100) : '—';
}

/** A count or a mark in the page's language, at most two decimals: 7.5 → "7.5", 1234 → "1,234". */
export function formatNumber(value: number | null | undefined, language: Language = 'en'): string {
  return present(value) ? numberFormat(language, 'decimal').format(value) : '—';
}

/** A byte count for people: 820 B, 14 KB, 1.2 MB (1 KB = 1024 bytes, as phones show file sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
