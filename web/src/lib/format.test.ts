import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPercent } from './format';

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
  it('keeps at most two decimals', () => {
    expect(formatPercent(66.666)).toBe('66.67');
    expect(formatPercent(null)).toBe('—');
  });
});
