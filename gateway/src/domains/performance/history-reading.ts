import type { GatewayContext } from '../../context';
import { karachiDay } from '../../lib/karachi-day';
import { accountIdOf, verifiedViewer } from '../../session/account-standing';
import type { CatalogueGradeSource } from '../catalogue/converters';
import { fetchCatalogue } from '../catalogue/rest-calls';
import type { HistoryDto } from '../results/upstream-types';
import { fetchQuizHistory } from '../results/rest-calls';
import { seenAttempts } from './progress';
import { ProgressLedgers, type ProgressLedger } from './progress-ledger';

/** One reading of her history, recorded in her ledger. */
export interface HistoryReading {
  catalogue: CatalogueGradeSource[];
  history: HistoryDto;
  ledger: ProgressLedger;
  now: number;
}

/**
 * Reads her history (and the cached catalogue) and adds what it shows to her ledger, keyed by `accountId`, the
 * verified account's (it may still be on its way: the reads start at once). Every composition of her figures starts here; so does a finished quiz, so that two attempts
 * of one quiz between two visits to her home both count.
 */
export async function readHistory(
  ctx: GatewayContext,
  accountId: string | Promise<string>,
): Promise<HistoryReading> {
  const [catalogue, history, account] = await Promise.all([
    fetchCatalogue(ctx),
    fetchQuizHistory(ctx.upstream),
    accountId,
  ]);
  const now = Date.now();
  const ledger = await new ProgressLedgers(ctx.store).record(
    account,
    seenAttempts(catalogue, history.results),
    karachiDay(now),
  );
  return { catalogue, history, ledger, now };
}

/**
 * After a quiz was finished: one reading, for the verified viewer only, never failing the finish (a lost reading
 * leaves the ledger to the next one).
 */
export async function readHistoryAfterFinish(ctx: GatewayContext): Promise<void> {
  try {
    const viewer = verifiedViewer(await ctx.standing());
    if (viewer?.role === 'student') await readHistory(ctx, accountIdOf(viewer));
  } catch (err) {
    ctx.logger.warn({ err }, 'reading the history after a finished quiz failed');
  }
}
