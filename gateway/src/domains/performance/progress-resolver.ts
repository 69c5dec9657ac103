import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { roleEnum } from '../../enums';
import { viewerEntityId } from '../../lib/ids';
import { knownGrade } from '../accounts/known-grade';
import { slot } from '../../lib/scope';
import { fetchMe } from '../accounts/rest-calls';
import { accountIdOf, verifiedViewer } from '../../session/account-standing';
import { readHistory } from './history-reading';
import { keepFamilySummary } from '../family/summary-store';
import { composeProgress } from './progress';
import { composeSubjectPerformance } from './subject-performance';
import type { StudentProgressSource } from './upstream-types';

/**
 * The signed-in student's progress: three upstream reads in parallel (profile, public catalogue from the cache,
 * history), composed here; any failure fails the field with its usual code (FORBIDDEN for a non-student).
 */
async function composeForViewer(ctx: GatewayContext): Promise<StudentProgressSource> {
  const mePromise = fetchMe(ctx.upstream);
  // The ledger is the account's: keyed by the upstream's user id from the verified viewer record.
  const accountId = mePromise.then(async (me) => {
    if (roleEnum.fromUpstream(me.role) !== 'STUDENT') throw gatewayError('FORBIDDEN', 'Students only.');
    const viewer = verifiedViewer(await ctx.standing());
    return viewer?.username === me.username ? accountIdOf(viewer) : `name:${me.username.toLowerCase()}`;
  });
  const [me, { catalogue, history, ledger, now }] = await Promise.all([
    mePromise,
    readHistory(ctx, accountId),
  ]);
  const progress = composeProgress({
    owner: viewerEntityId(me.username),
    catalogue,
    history: history.results,
    knownGrade: await knownGrade(ctx, me, history.results),
    ledger,
    now,
  });
  // Her family's summary is made from these very figures (the family domain keeps it; no call of its own): her
  // averages as her subject performance composes them from the same history.
  await keepFamilySummary(ctx, me.username, {
    now,
    fullName: me.full_name,
    accountStatus: me.account_status,
    progress,
    history: history.results,
    subjects: composeSubjectPerformance(history.results, null, progress.id).subjects.map((s) => ({
      subject: s.subject,
      average: s.studentAverage,
    })),
  });
  return progress;
}

const PROGRESS = slot<Promise<StudentProgressSource>>('performance:progress');

/** One composition per request, however many fields (`myProgress`, each `QuizSummary.myProgress`) ask for it. */
export function loadProgress(ctx: GatewayContext): Promise<StudentProgressSource> {
  return ctx.requestScope.get(PROGRESS, () => composeForViewer(ctx));
}
