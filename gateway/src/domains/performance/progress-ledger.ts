import { z } from 'zod';
import { JsonCache } from '../../store/json-cache';
import type { GatewayStore } from '../../store/store';

/**
 * What the gateway remembers of a student's attempts, because the upstream's history keeps only the latest
 * completed attempt of each quiz (ADR 0018). Each reading of her history adds the attempts it has not seen: an
 * attempt id not among the recent ones remembered for that quiz is a new attempt, counted once for the quiz and
 * once for its Karachi day. Two attempts of one quiz between two readings count as one: the ledger is a floor,
 * never an invention. The streak and the week's count are both read from `days`.
 */
export interface LedgerQuiz {
  /** The latest attempt ids seen for this quiz, oldest first, at most `IDS_KEPT`. */
  ids: string[];
  attempts: number;
  /** Her best percentage, null while no attempt had one. */
  best: number | null;
}

export interface ProgressLedger {
  /** By catalogue quiz id, or `row:…` for a history row that matches no catalogue quiz. */
  quizzes: Record<string, LedgerQuiz>;
  /** Finished attempts per Karachi day (`YYYY-MM-DD`), the newest `MAX_DAYS` days. */
  days: Record<string, number>;
}

/** Enough for any streak a child can show on her home; older days only matter to the history itself. */
export const MAX_DAYS = 120;
/** Enough that a history read before a newer attempt was counted cannot count an older one again. */
const IDS_KEPT = 16;
/** A ledger untouched for this long is dropped (a year and a month: a school year with its holidays). */
const TTL_MS = 400 * 86_400_000;

const ledgerSchema = z.object({
  quizzes: z.record(
    z.string(),
    z.object({
      ids: z.array(z.string()).max(IDS_KEPT),
      attempts: z.number().int().min(1),
      best: z.number().nullable(),
    }),
  ),
  days: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.number().int().min(1)),
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

/** The ledger with the attempts it has not seen added; the same object when there are none (pure). */
export function extendLedger(ledger: ProgressLedger, seen: SeenAttempt[]): ProgressLedger {
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
    };
    if (a.day) {
      if (days === ledger.days) days = { ...ledger.days };
      days[a.day] = (days[a.day] ?? 0) + 1;
    }
  }
  if (quizzes === ledger.quizzes && days === ledger.days) return ledger;
  const newest = Object.keys(days).sort().reverse().slice(0, MAX_DAYS);
  return { quizzes, days: Object.fromEntries(newest.map((d) => [d, days[d] ?? 0])) };
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

  /** Adds what `seen` holds that the stored ledger lacks (compare-and-set); writes only when something is new. */
  async record(accountId: string, seen: SeenAttempt[]): Promise<ProgressLedger> {
    const outcome = await this.cache.update(accountId, (current) => {
      const base = current ?? emptyLedger();
      const next = extendLedger(base, seen);
      return next === base ? undefined : next;
    });
    return outcome.value ?? extendLedger(emptyLedger(), seen);
  }
}
