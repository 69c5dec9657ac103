// What a family link shows: a bounded summary of a student's week, made from the figures her own home and subject
// performance were just composed with (never recomputed by other rules), and read back at the time of a view.
import { z } from 'zod';
import { parseKarachiDateTime } from '../../lib/dates';
import { addDays, karachiDay, karachiDayOf, weekStart } from '../../lib/karachi-day';
import type { HistoryRowDto } from '../results/upstream-types';

/** Every text kept is cut to this (titles, subjects, names): a summary stays small whatever the API sends. */
const MAX_TEXT = 120;
/** More quizzes than a child finishes in a week; more subjects than a grade has. */
const MAX_QUIZZES = 60;
const MAX_SUBJECTS = 30;
/** Within this many days of its end a subscription is "ending soon". */
export const ENDING_SOON_DAYS = 7;
/** Where she renews (signed in, with a fee receipt). */
export const RENEW_PATH = '/account/renew-subscription';

const text = z.string().max(MAX_TEXT);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The stored summary, as of `keptAt`. */
export const familySummarySchema = z.object({
  keptAt: z.number(),
  firstName: text.nullable(),
  grade: text.nullable(),
  /** Her history's entries finished in the week of `keptAt` (each quiz's latest attempt), newest first. */
  quizzes: z
    .array(
      z.object({
        title: text,
        subject: text.nullable(),
        percentage: z.number().nullable(),
        finishedAt: z.string().max(40).nullable(),
        /** Its Karachi day. */
        day,
      }),
    )
    .max(MAX_QUIZZES),
  streak: z.object({ currentDays: z.number().int().min(0), lastActiveOn: day.nullable() }),
  subjects: z.array(z.object({ subject: text, average: z.number() })).max(MAX_SUBJECTS),
  practiseNext: text.nullable(),
  subscription: z.object({
    endsOn: day.nullable(),
    /** `account_status` / subscription status as Learnify words it (active, expired, inactive), lower-cased. */
    status: z.string().max(20).nullable(),
    /** When the end date was read (ms); null when it never was. */
    readAt: z.number().nullable(),
  }),
});
export type FamilySummary = z.infer<typeof familySummarySchema>;
export type SummaryQuiz = FamilySummary['quizzes'][number];
export type SummarySubscription = FamilySummary['subscription'];

const clip = (s: string | null | undefined): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, MAX_TEXT) : null;
};

/** The first word of her full name: all a family page says of who she is. */
export const firstNameOf = (fullName: string | null | undefined): string | null =>
  clip(fullName?.trim().split(/\s+/)[0]);

/** What the summary is made of: her composed figures, as her own requests just saw them. */
export interface SummaryInputs {
  now: number;
  fullName: string | null;
  accountStatus: string | null;
  /** Her progress as composed for her home. */
  progress: {
    grade: string | null;
    streak: { currentDays: number; lastActiveOn: string | null };
    nextUp: ReadonlyArray<{ quiz: { subject: string } }>;
  };
  /** Her history rows as the composition read them (newest first). */
  history: readonly HistoryRowDto[];
  /** Her averages per subject as her subject performance composes them. */
  subjects: ReadonlyArray<{ subject: string; average: number }>;
  /** The end date kept before (read now and then, not on every visit). */
  previousSubscription: SummarySubscription | null;
}

/** The history entries finished in `today`'s week (Monday to today), newest first: her home's "this week". */
export function weekEntries(history: readonly HistoryRowDto[], today: string): SummaryQuiz[] {
  const monday = weekStart(today);
  return history.flatMap((row) => {
    const finishedAt = parseKarachiDateTime(row.attempted_on);
    const d = karachiDayOf(finishedAt);
    if (!d || d < monday || d > today) return [];
    return [
      {
        title: clip(row.quiz_title) ?? '—',
        subject: clip(row.subject),
        percentage: row.percentage,
        finishedAt,
        day: d,
      },
    ];
  });
}

/** The summary to keep now. */
export function buildFamilySummary(input: SummaryInputs): FamilySummary {
  const today = karachiDay(input.now);
  const previous = input.previousSubscription;
  return {
    keptAt: input.now,
    firstName: firstNameOf(input.fullName),
    grade: clip(input.progress.grade),
    quizzes: weekEntries(input.history, today).slice(0, MAX_QUIZZES),
    streak: {
      currentDays: input.progress.streak.currentDays,
      lastActiveOn: input.progress.streak.lastActiveOn,
    },
    subjects: input.subjects
      .flatMap((s) => {
        const subject = clip(s.subject);
        return subject ? [{ subject, average: s.average }] : [];
      })
      .slice(0, MAX_SUBJECTS),
    practiseNext: clip(input.progress.nextUp[0]?.quiz.subject),
    subscription: {
      endsOn: previous?.endsOn ?? null,
      status: input.accountStatus?.toLowerCase().slice(0, 20) ?? previous?.status ?? null,
      readAt: previous?.readAt ?? null,
    },
  };
}

export type SubscriptionState = 'ACTIVE' | 'ENDING_SOON' | 'ENDED' | 'UNKNOWN';

/** The summary as it reads at `now`: this week's quizzes, the streak as her home would show it today. */
export interface FamilyWeekView {
  weekStartsOn: string;
  quizzes: SummaryQuiz[];
  streakDays: number;
  subscription: { endsOn: string | null; state: SubscriptionState };
}

/** Whether her subscription needs renewing, on `today`. */
export function subscriptionState(s: SummarySubscription, today: string): SubscriptionState {
  if (s.status === 'expired' || s.status === 'inactive') return 'ENDED';
  if (!s.endsOn) return s.status === 'active' ? 'ACTIVE' : 'UNKNOWN';
  if (s.endsOn < today) return 'ENDED';
  return s.endsOn <= addDays(today, ENDING_SOON_DAYS) ? 'ENDING_SOON' : 'ACTIVE';
}

/**
 * The summary at `now` (a view may come days after she was last seen): only the quizzes of the current week; the
 * streak while it is unbroken (her last day with a quiz is today or yesterday), else 0 — as her home would say.
 */
export function familyWeekAt(summary: FamilySummary | null, now: number): FamilyWeekView {
  const today = karachiDay(now);
  const monday = weekStart(today);
  if (!summary)
    return {
      weekStartsOn: monday,
      quizzes: [],
      streakDays: 0,
      subscription: { endsOn: null, state: 'UNKNOWN' },
    };
  const last = summary.streak.lastActiveOn;
  return {
    weekStartsOn: monday,
    quizzes: summary.quizzes.filter((q) => q.day >= monday && q.day <= today),
    streakDays: last && last >= addDays(today, -1) && last <= today ? summary.streak.currentDays : 0,
    subscription: {
      endsOn: summary.subscription.endsOn,
      state: subscriptionState(summary.subscription, today),
    },
  };
}
