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
