import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogues';
import { formatDate, formatDateTime } from './format';

describe('formatting per language', () => {
  beforeAll(() => loadCatalogue('ur'));

  it('keeps day-month-year with Latin digits in Urdu and says AM/PM in Urdu words', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
    expect(formatDateTime('2026-11-22T10:45:00Z')).toBe('22-11-2026 03:45 PM');
    expect(formatDateTime('2026-11-22T10:45:00Z', 'ur')).toBe('22-11-2026 03:45 بعد دوپہر');
    expect(formatDateTime('2026-11-22T01:05:00Z', 'ur')).toBe('22-11-2026 06:05 قبل دوپہر');
  });
});
