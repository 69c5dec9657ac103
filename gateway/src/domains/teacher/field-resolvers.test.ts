import { expect, it, vi } from 'vitest';
import { resolveFields } from '../../testing/resolve-fields';
import { studentOverviewType, studentType } from './field-resolvers';
import { teacherStudentsDto } from './upstream-types';

const students = teacherStudentsDto.parse([
  { username: 'sana', full_name: 'Sana Malik', grade: 'Grade 3', gender: 'Female', province: 'Punjab' },
  { username: 'hamza', full_name: 'Hamza Ali', grade: 'Grade 5', gender: 'Male' },
  { username: 'ayesha', full_name: 'Ayesha Siddiqui', grade: 'Grade 3' },
  { username: 'nadia', full_name: null, grade: null, gender: 'X', province: 'Mars' },
  { full_name: 'no username' },
]);

it('maps a student, unknown enum wording → null', async () => {
  expect(await resolveFields(studentType, students[3], {}, ['grade'])).toMatchObject({
    id: 'nadia',
    gender: null,
    province: null,
    grade: null,
    fullName: null,
  });
  expect(await resolveFields(studentType, students[0], {}, ['grade'])).toMatchObject({
    gender: 'FEMALE',
    province: 'PUNJAB',
    grade: 'Grade 3',
  });
});

it('flags a student row against the thresholds asked for, refusing thresholds out of range', () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-25T07:00:00Z'), toFake: ['Date'] });
  try {
    const row = { recentAveragePercentage: 45, lastActiveOn: '2026-11-19' } as never;
    const call = (field: 'needsHelp' | 'inactive', args: object) =>
      (studentOverviewType[field] as (...a: unknown[]) => unknown)(row, args, {}, {});
    expect(call('needsHelp', { belowPercentage: 50 })).toBe(true);
    expect(call('needsHelp', { belowPercentage: 40 })).toBe(false);
    // Active on the 19th: within 7 days of the 25th (the 19th to the 25th), not within 6.
    expect(call('inactive', { days: 7 })).toBe(false);
    expect(call('inactive', { days: 6 })).toBe(true);
    const never = { recentAveragePercentage: null, lastActiveOn: null } as never;
    expect(
      (studentOverviewType.needsHelp as (...a: unknown[]) => unknown)(never, { belowPercentage: 50 }, {}, {}),
    ).toBe(false);
    expect((studentOverviewType.inactive as (...a: unknown[]) => unknown)(never, { days: 7 }, {}, {})).toBe(
      true,
    );
    expect(() => call('needsHelp', { belowPercentage: 101 })).toThrow(/between 0 and 100/);
    expect(() => call('inactive', { days: 0 })).toThrow(/between 1 and 366/);
  } finally {
    vi.useRealTimers();
  }
});
