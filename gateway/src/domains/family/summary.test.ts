// The summary read at the time of a view: the current week only, the streak as her home would show it that day,
// and whether her subscription needs renewing.
import { describe, expect, it } from 'vitest';
import {
  buildFamilySummary,
  familyWeekAt,
  firstNameOf,
  subscriptionState,
  type FamilySummary,
} from './summary';

const at = (iso: string) => Date.parse(iso);

const kept: FamilySummary = buildFamilySummary({
  now: at('2026-11-26T12:00:00+05:00'), // Thursday
  fullName: '  Ayesha   Khan ',
  accountStatus: 'active',
  progress: {
    grade: 'Grade 3',
    streak: { currentDays: 3, lastActiveOn: '2026-11-26' },
    nextUp: [{ quiz: { subject: 'English' } }, { quiz: { subject: 'Mathematics' } }],
  },
  history: [
    { quiz_title: 'B', subject: 'English', percentage: 80, attempted_on: '26-11-2026 09:00 AM' },
    { quiz_title: 'A', subject: 'Mathematics', percentage: 60, attempted_on: '24-11-2026 05:30 PM' },
    { quiz_title: 'Old', subject: 'Mathematics', percentage: 40, attempted_on: '22-11-2026 10:00 AM' },
  ].map((r) => ({
    ...r,
    chapter: null,
    grade: 'Grade 3',
    marks_obtained: null,
    total_questions: null,
    marks_per_question: null,
    grade_letter: null,
    attempt_id: null,
  })),
  subjects: [{ subject: 'English', average: 80 }],
  previousSubscription: { endsOn: '2026-12-31', status: 'active', readAt: 1 },
});

describe('the family summary', () => {
  it('keeps this week (from Monday) only, her first name, and the subject of her first Next up', () => {
    expect(kept.quizzes.map((q) => q.title)).toEqual(['B', 'A']);
    expect(kept.firstName).toBe('Ayesha');
    expect(kept.practiseNext).toBe('English');
    expect(kept.subscription.endsOn).toBe('2026-12-31');
  });

  it('read the same day, it is what was kept', () => {
    const week = familyWeekAt(kept, at('2026-11-26T20:00:00+05:00'));
    expect(week).toMatchObject({ weekStartsOn: '2026-11-23', streakDays: 3 });
    expect(week.quizzes).toHaveLength(2);
  });

  it('read the next day, the streak still stands; two days later it is broken; next week has no quizzes', () => {
    expect(familyWeekAt(kept, at('2026-11-27T08:00:00+05:00')).streakDays).toBe(3);
    expect(familyWeekAt(kept, at('2026-11-28T08:00:00+05:00')).streakDays).toBe(0);
    const nextWeek = familyWeekAt(kept, at('2026-11-30T08:00:00+05:00'));
    expect(nextWeek.quizzes).toEqual([]);
    expect(nextWeek.weekStartsOn).toBe('2026-11-30');
  });

  it('says when the subscription needs renewing', () => {
    const s = (endsOn: string | null, status: string | null = 'active') => ({ endsOn, status, readAt: 1 });
    expect(subscriptionState(s('2026-12-31'), '2026-11-26')).toBe('ACTIVE');
    expect(subscriptionState(s('2026-12-03'), '2026-11-26')).toBe('ENDING_SOON');
    expect(subscriptionState(s('2026-11-25'), '2026-11-26')).toBe('ENDED');
    expect(subscriptionState(s('2026-12-31', 'expired'), '2026-11-26')).toBe('ENDED');
    expect(subscriptionState(s(null, null), '2026-11-26')).toBe('UNKNOWN');
  });

  it('takes only the first word of her name, and nothing from an empty one', () => {
    expect(firstNameOf('Zainab Bibi')).toBe('Zainab');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});
