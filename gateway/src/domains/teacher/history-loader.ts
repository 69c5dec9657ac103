import pLimit, { type LimitFunction } from 'p-limit';
import type { MissingHistoryReason } from '../../__generated__/resolvers-types';
import { isUsername } from '../../lib/ids';
import { slot, type Scope } from '../../lib/scope';
import type { UpstreamClient } from '../../upstream/client';
import { UpstreamError } from '../../upstream/upstream-error';
import type { HistoryOutcome } from './class-overview';
import { fetchStudentQuizHistory } from './rest-calls';

/** At most this many students' history calls are in flight at a time in one app, whoever asked. */
export const HISTORY_CALLS_IN_FLIGHT = 4;

// One limiter per app: concurrent overviews (of one teacher or several) share the bound.
const HISTORY_CALLS = slot<LimitFunction>('teacher:history-calls');

function reasonOf(err: unknown): MissingHistoryReason {
  if (!(err instanceof UpstreamError)) return 'UPSTREAM_ERROR';
  if (err.failure === 'timeout') return 'UPSTREAM_TIMEOUT';
  if (err.failure === 'http' && err.status === 403) return 'FORBIDDEN';
  if (err.failure === 'http' && err.status === 404 && err.body?.kind === 'json') return 'NOT_FOUND';
  return 'UPSTREAM_ERROR';
}

/**
 * Each student's history outcome, by username (each username asked once). Calls go through the app's limiter
 * (`appScope`); a failed call becomes that student's outcome, never the whole answer's.
 */
export async function loadHistories(
  appScope: Scope,
  client: UpstreamClient,
  usernames: string[],
): Promise<Map<string, HistoryOutcome>> {
  const inFlight = appScope.get(HISTORY_CALLS, () => pLimit(HISTORY_CALLS_IN_FLIGHT));
  const outcome = async (username: string): Promise<HistoryOutcome> => {
    if (!isUsername(username)) return { ok: false, reason: 'NOT_FOUND' };
    return inFlight(async (): Promise<HistoryOutcome> => {
      try {
        return { ok: true, history: await fetchStudentQuizHistory(client, username) };
      } catch (err) {
        return { ok: false, reason: reasonOf(err) };
      }
    });
  };
  return new Map(await Promise.all([...new Set(usernames)].map(async (u) => [u, await outcome(u)] as const)));
}
