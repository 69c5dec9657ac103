import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercentage } from './format';

describe('day-month-year formatting in Pakistan time', () => {
  it('formats a calendar date', () => {
    expect(formatDate('2027-05-21')).toBe('21-05-2027');
  });
  it('formats an instant in Asia/Karachi, whatever the device zone', () => {
    expect(formatDate('2026-11-21T20:30:00Z')).toBe('22-11-2026');
    expect(formatDateTime('2026-11-21T20:30:00Z')).toBe('22-11-2026 01:30 AM');
  });
  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('writes percentages and numbers with at most two decimals, the sign inside the one string', () => {
    expect(formatPercentage(66.666)).toBe('66.67%');
    expect(formatPercentage(100)).toBe('100%');
    expect(formatPercentage(null)).toBe('—');
    expect(formatNumber(7.5)).toBe('7.5');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(undefined)).toBe('—');
  });
  it('keeps Latin digits and the sign after them in Urdu', () => {
    expect(formatPercentage(33.333, 'ur')).toBe('33.33%');
    expect(formatNumber(2.5, 'ur')).toBe('2.5');
  });
});

describe('date texts formatted once (fast-check)', () => {
  // What each text must come to, worked out apart from format.ts: Karachi is UTC+5 all year since 2010 (it kept
  // summer time in 2008 and 2009).
  const expected = (ms: number, language: 'en' | 'ur') => {
    const d = new Date(ms + 5 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const hour = d.getUTCHours() % 12 || 12;
    const pm = d.getUTCHours() >= 12;
    const period = language === 'ur' ? (pm ? 'بعد دوپہر' : 'قبل دوپہر') : pm ? 'PM' : 'AM';
    return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(hour)}:${pad(d.getUTCMinutes())} ${period}`;
  };

  it('gives each text its own date in either language, past the 512 it keeps, in any order', () => {
    const instant = fc
      .integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2099, 11, 31) })
      .map((ms) => ms - (ms % 60_000));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(instant, fc.constantFrom<'en' | 'ur'>('en', 'ur')), {
          minLength: 520,
          maxLength: 700,
        }),
        (texts) => {
          for (const [ms, language] of texts) {
            const text = new Date(ms).toISOString();
            expect(formatDateTime(text, language)).toBe(expected(ms, language));
            expect(formatDate(text)).toBe(expected(ms, 'en').slice(0, 10));
          }
          // Every text again, most of them pushed out meanwhile, in reverse and in the other language.
          for (const [ms, language] of [...texts].reverse()) {
            const other = language === 'en' ? 'ur' : 'en';
            expect(formatDateTime(new Date(ms).toISOString(), other)).toBe(expected(ms, other));
          }
        },
      ),
      { numRuns: 5 },
    );
    expect(formatDateTime('not a date')).toBe('');
  });
});
