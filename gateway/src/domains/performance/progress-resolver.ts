import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { roleEnum } from '../../enums';
import { viewerEntityId } from '../../lib/ids';
import { gradeName } from '../../composition/grade-name';
import { slot } from '../../lib/scope';
import { fetchMe } from '../accounts/rest-calls';
import { fetchCatalogue } from '../catalogue/rest-calls';
import { fetchQuizHistory } from '../results/rest-calls';
import { accountIdOf, verifiedViewer } from '../../session/account-standing';
import { composeProgress, seenAttempts } from './progress';
import { ProgressLedgers } from './progress-ledger';
import { fetchSubjectPerformance } from './rest-calls';
import type { StudentProgressSource } from './upstream-types';

/**
 * The signed-in student's progress: four upstream reads in parallel (profile, public catalogue from the cache,
 * history, subject performance), composed here. Subject performance only orders `nextUp`, so its failure is
 * absorbed (the history's averages stand in); any other failure fails the field with its usual code.
 */
async function composeForViewer(ctx: GatewayContext): Promise<StudentProgressSource> {
  const [me, catalogue, history, performance] = await Promise.all([
    fetchMe(ctx.upstream),
    fetchCatalogue(ctx),
    fetchQuizHistory(ctx.upstream),
    fetchSubjectPerformance(ctx.upstream).catch(() => null),
  ]);
  if (roleEnum.fromUpstream(me.role) !== 'STUDENT') throw gatewayError('FORBIDDEN', 'Students only.');
  // The ledger is the account's: keyed by the upstream's user id from the verified viewer record.
  const viewer = verifiedViewer(await ctx.standing());
  const accountId =
    viewer?.username === me.username ? accountIdOf(viewer) : `name:${me.username.toLowerCase()}`;
  const ledger = await new ProgressLedgers(ctx.store).record(
    accountId,
    seenAttempts(catalogue, history.results),
  );
  const composed = composeProgress({
    owner: viewerEntityId(me.username),
    catalogue,
    history: history.results,
    performance,
    profileGrade: await gradeName(me, ctx),
    ledger,
    now: Date.now(),
  });
  return composed.progress;
}

const PROGRESS = slot<Promise<StudentProgressSource>>('performance:progress');

/** One composition per request, however many fields (`myProgress`, each `QuizSummary.myProgress`) ask for it. */
export function loadProgress(ctx: GatewayContext): Promise<StudentProgressSource> {
  return ctx.requestScope.get(PROGRESS, () => composeForViewer(ctx));
}
