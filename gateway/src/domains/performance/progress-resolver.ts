import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { roleEnum } from '../../enums';
import { viewerEntityId } from '../../lib/ids';
import { gradeName } from '../accounts/user-resolvers';
import { fetchMe } from '../accounts/rest-calls';
import { fetchCatalogue } from '../catalogue/rest-calls';
import { fetchQuizHistory } from '../results/rest-calls';
import { composeProgress } from './progress';
import { readLedger, writeLedger } from './progress-ledger';
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
  const ledger = await readLedger(ctx.store.cache, me.username);
  const composed = composeProgress({
    owner: viewerEntityId(me.username),
    catalogue,
    history: history.results,
    performance,
    profileGrade: await gradeName(me, ctx),
    ledger,
    now: Date.now(),
  });
  await writeLedger(ctx.store.cache, me.username, composed.ledger);
  return composed.progress;
}

/** One composition per request, however many fields (`myProgress`, each `QuizSummary.myProgress`) ask for it. */
const perRequest = new WeakMap<GatewayContext, Promise<StudentProgressSource>>();

export function loadProgress(ctx: GatewayContext): Promise<StudentProgressSource> {
  let pending = perRequest.get(ctx);
  if (!pending) {
    pending = composeForViewer(ctx);
    perRequest.set(ctx, pending);
  }
  return pending;
}
