import DataLoader from 'dataloader';
import pLimit from 'p-limit';
import type { MissingHistoryReason } from '../../__generated__/resolvers-types';
import { isUsername } from '../../lib/ids';
import type { UpstreamClient } from '../../upstream/client';
import { UpstreamError } from '../../upstream/upstream-error';
import type { HistoryOutcome } from './class-overview';
import { fetchStudentQuizHistory } from './rest-calls';

/** At most this many history calls of one request are in flight at a time (a class is ~50 students). */
export const HISTORY_CALLS_IN_FLIGHT = 4;

function reasonOf(err: unknown): MissingHistoryReason {
  if (!(err instanceof UpstreamError)) return 'UPSTREAM_ERROR';
  if (err.failure === 'timeout') return 'UPSTREAM_TIMEOUT';
  if (err.failure === 'http' && err.status === 403) return 'FORBIDDEN';
  if (err.failure === 'http' && err.status === 404 && err.body?.kind === 'json') return 'NOT_FOUND';
  return 'UPSTREAM_ERROR';
}

/**
 * One request's loader of students' histories (teacher's view). DataLoader collects the usernames asked for in the
 * same tick into one batch and answers repeats from its per-request cache; the batch runs its calls through a
 * limiter so the upstream never sees more than `HISTORY_CALLS_IN_FLIGHT` of them at once from this request. A
 * failed call becomes that student's outcome, never the batch's: the others still load.
 */
export function createHistoryLoader(
  client: UpstreamClient,
  inFlight = HISTORY_CALLS_IN_FLIGHT,
): DataLoader<string, HistoryOutcome> {
  const limit = pLimit(inFlight);
  return new DataLoader<string, HistoryOutcome>(async (usernames) =>
    Promise.all(
      usernames.map((username) =>
        isUsername(username)
          ? limit(async (): Promise<HistoryOutcome> => {
              try {
                return { ok: true, history: await fetchStudentQuizHistory(client, username) };
              } catch (err) {
                return { ok: false, reason: reasonOf(err) };
              }
            })
          : Promise.resolve<HistoryOutcome>({ ok: false, reason: 'NOT_FOUND' }),
      ),
    ),
  );
}
