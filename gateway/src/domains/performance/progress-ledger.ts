import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { z } from 'zod';

/**
 * What the gateway remembers of a student's attempts, because the upstream's history keeps only the latest
 * completed attempt of each quiz (ADR 0018). Each reading of her history adds the attempts it has not seen:
 * an attempt id that differs from the last one remembered for that quiz is a new attempt. Two attempts of one
 * quiz between two readings count as one — the ledger is a floor, never an invention. Kept in the gateway's store
 * (Redis with several instances), so every instance reads and extends the same ledger.
 */
export interface LedgerQuiz {
  /** The attempt id last seen for this quiz. */
  last: string;
  attempts: number;
  best: number;
}

export interface ProgressLedger {
  quizzes: Record<string, LedgerQuiz>;
  /** Karachi days with a finished quiz, newest first, at most `MAX_DAYS`. */
  days: string[];
}

/** Enough for any streak a child can show on her home; older days only matter to the history itself. */
export const MAX_DAYS = 120;
/** A ledger untouched for this long is dropped (a year and a month: a school year with its holidays). */
const TTL_SECONDS = 400 * 86_400;

const ledgerSchema = z.object({
  quizzes: z.record(
    z.string(),
    z.object({ last: z.string(), attempts: z.number().int().min(1), best: z.number() }),
  ),
  days: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
});

export const emptyLedger = (): ProgressLedger => ({ quizzes: {}, days: [] });

const key = (username: string) => `progress-ledger:v1:${username.toLowerCase()}`;

/** The student's ledger; empty when none is stored, it is unreadable, or the store is down (fail open). */
export async function readLedger(cache: KeyValueCache<string>, username: string): Promise<ProgressLedger> {
  try {
    const raw = await cache.get(key(username));
    if (raw === undefined) return emptyLedger();
    const parsed = ledgerSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyLedger();
  } catch {
    return emptyLedger();
  }
}

/** Saves the ledger; a store that is down loses the update, never the request. */
export async function writeLedger(
  cache: KeyValueCache<string>,
  username: string,
  ledger: ProgressLedger,
): Promise<void> {
  await cache.set(key(username), JSON.stringify(ledger), { ttl: TTL_SECONDS }).catch(() => undefined);
}

/** One completed attempt as a history row shows it, matched to a catalogue quiz. */
export interface SeenAttempt {
  quizId: string;
  attemptId: string;
  percentage: number;
}

/** The ledger with these attempts and days added (pure: the input is not changed). */
export function extendLedger(ledger: ProgressLedger, seen: SeenAttempt[], days: string[]): ProgressLedger {
  const quizzes = { ...ledger.quizzes };
  for (const a of seen) {
    const known = quizzes[a.quizId];
    if (!known) quizzes[a.quizId] = { last: a.attemptId, attempts: 1, best: a.percentage };
    else if (known.last !== a.attemptId)
      quizzes[a.quizId] = {
        last: a.attemptId,
        attempts: known.attempts + 1,
        best: Math.max(known.best, a.percentage),
      };
  }
  const allDays = [...new Set([...ledger.days, ...days])].sort().reverse().slice(0, MAX_DAYS);
  return { quizzes, days: allDays };
}
