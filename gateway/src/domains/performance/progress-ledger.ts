import { z } from 'zod';
import { JsonCache } from '../../store/json-cache';
import type { GatewayStore } from '../../store/store';

/**
 * What the gateway remembers of a student's attempts, because the upstream's history keeps only the latest
 * completed attempt of each quiz (ADR 0018). Each reading of her history adds the attempts it has not seen: an
 * attempt id not among the recent ones remembered for that quiz is a new attempt, counted once for the quiz and
 * once for its Karachi day. Two attempts of one quiz between two readings count as one: the ledger is a floor,
 * never an invention. The streak is read from `days`.
 *
 * `since` is the day of the first reading of her history this ledger holds. A quiz her history already showed then
 * may have had earlier attempts nobody saw, so its counts are "since" that day; a quiz first seen in a later reading
 * is `complete`: every attempt of it was finished after the gateway began reading.
 */
export interface LedgerQuiz {
  /** The latest attempt ids seen for this quiz, oldest first, at most `IDS_KEPT`. */
  ids: string[];
  attempts: number;
  /** Her best percentage, null while no attempt had one. */
  best: number | null;
  /** True when the quiz was first seen after the first reading: no attempt of it can predate `since`. */
  complete?: boolean;
}

export interface ProgressLedger {
  /** By catalogue quiz id, or `row:…` for a history row that matches no catalogue quiz. */
  quizzes: Record<string, LedgerQuiz>;
  /** Finished attempts per Karachi day (`YYYY-MM-DD`), the newest `MAX_DAYS` days. */
  days: Record<string, number>;
  /** The Karachi day of the first reading of her history; absent before one (or in a ledger kept before it was). */
  since?: string;
}

/** Enough for any streak a child can show on her home; older days only matter to the history itself. */
export const MAX_DAYS = 120;
/** Enough that a history read before a newer attempt was counted cannot count an older one again. */
const IDS_KEPT = 16;
/** A ledger untouched for this long is dropped (a year and a month: a school year with its holidays). */
const TTL_MS = 400 * 86_400_000;

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ledgerSchema = z.object({
  quizzes: z.record(
    z.string(),
    z.object({
      ids: z.array(z.string()).max(IDS_KEPT),
      attempts: z.number().int().min(1),
      best: z.number().nullable(),
      complete: z.boolean().optional(),
    }),
  ),
  days: z.record(DAY, z.number().int().min(1)),
  since: DAY.optional(),
});

export const emptyLedger = (): ProgressLedger => ({ quizzes: {}, days: {} });

/** One completed attempt as a history row shows it. */
export interface SeenAttempt {
  /** The catalogue quiz id, or a `row:…` key for an unmatched row. */
  quizKey: string;
  attemptId: string;
  percentage: number | null;
  /** Its Karachi day, when the row says when. */
  day: string | null;
}

/**
 * The ledger with the attempts of one reading of her history (`today`, a Karachi day) that it has not seen added;
 * the same object when there are none and it already has its `since` (pure).
 */
export function extendLedger(ledger: ProgressLedger, seen: SeenAttempt[], today: string): ProgressLedger {
  // A ledger kept before `since` existed has had readings: its day is unknown, so it counts from this one.
  const first = ledger.since === undefined && Object.keys(ledger.quizzes).length === 0;
  const since = ledger.since ?? today;
  let quizzes = ledger.quizzes;
  let days = ledger.days;
  for (const a of seen) {
    const known = quizzes[a.quizKey];
    if (known?.ids.includes(a.attemptId)) continue;
    if (quizzes === ledger.quizzes) quizzes = { ...ledger.quizzes };
    const best =
      a.percentage === null ? (known?.best ?? null) : Math.max(known?.best ?? a.percentage, a.percentage);
    quizzes[a.quizKey] = {
      ids: [...(known?.ids ?? []), a.attemptId].slice(-IDS_KEPT),
      attempts: (known?.attempts ?? 0) + 1,
      best,
      complete: known ? known.complete === true : !first,
    };
    if (a.day) {
      if (days === ledger.days) days = { ...ledger.days };
      days[a.day] = (days[a.day] ?? 0) + 1;
    }
  }
  if (quizzes === ledger.quizzes && days === ledger.days && ledger.since !== undefined) return ledger;
  const newest = Object.keys(days).sort().reverse().slice(0, MAX_DAYS);
  return { quizzes, days: Object.fromEntries(newest.map((d) => [d, days[d] ?? 0])), since };
}

/**
 * Ledgers in the gateway store, by account (the upstream's user id), shared by every instance. Store errors fail
 * open: the progress is composed from the history alone and the update is lost, never the request.
 */
export class ProgressLedgers {
  private readonly cache: JsonCache<ProgressLedger>;

  constructor(store: GatewayStore) {
    this.cache = new JsonCache(store.entries, {
      prefix: 'progress-ledger:v2',
      schema: ledgerSchema,
      ttlMs: TTL_MS,
      onStoreError: 'open',
    });
  }

  /**
   * Adds what one reading of her history (`seen`, on Karachi day `today`) holds that the stored ledger lacks
   * (compare-and-set); writes only when something is new.
   */
  async record(accountId: string, seen: SeenAttempt[], today: string): Promise<ProgressLedger> {
    const outcome = await this.cache.update(accountId, (current) => {
      const base = current ?? emptyLedger();
      const next = extendLedger(base, seen, today);
      return next === base ? undefined : next;
    });
    return outcome.value ?? extendLedger(emptyLedger(), seen, today);
  }
}
