import { describe, expect, it } from 'vitest';
import { parseIsoDate, parseKarachiDateTime } from './dates';

describe('parseKarachiDateTime', () => {
  it.each([
    ['22-11-2026 07:45 AM', '2026-11-22T07:45:00+05:00'],
    ['19-11-2026 09:51 PM', '2026-11-19T21:51:00+05:00'],
    ['01-01-2027 12:05 AM', '2027-01-01T00:05:00+05:00'],
    ['01-01-2027 12:05 PM', '2027-01-01T12:05:00+05:00'],
    ['1-2-2027 3:04 pm', '2027-02-01T15:04:00+05:00'],
    ['2026-11-22T07:45:00+05:00', '2026-11-22T07:45:00+05:00'],
  ])('%s → %s', (input, iso) => {
    expect(parseKarachiDateTime(input)).toBe(iso);
  });

  it.each(['31-02-2026 07:45 AM', '22-11-2026 13:45 PM', '22-11-2026', 'N/A', '', null, 5])(
    'rejects %o',
    (input) => {
      expect(parseKarachiDateTime(input)).toBeNull();
    },
  );

  it('is the same instant as the Pakistan wall clock time', () => {
    expect(new Date(parseKarachiDateTime('22-11-2026 07:45 AM')!).toISOString()).toBe(
      '2026-11-22T02:45:00.000Z',
    );
  });
});

describe('parseIsoDate', () => {
  it('keeps real dates and drops N/A', () => {
    expect(parseIsoDate('2027-05-21')).toBe('2027-05-21');
    expect(parseIsoDate('N/A')).toBeNull();
    expect(parseIsoDate('2027-02-30')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });
});
