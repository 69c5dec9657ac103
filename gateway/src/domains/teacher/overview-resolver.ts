import { z } from 'zod';
import type { ResolversParentTypes } from '../../__generated__/resolvers-types';

type ClassOverview = ResolversParentTypes['ClassOverview'];
import type { GatewayContext } from '../../context';
import { gatewayError, standingUnknown, unauthenticated } from '../../errors';
import { roleEnum } from '../../enums';
import { viewerEntityId } from '../../lib/ids';
import { accountIdOf, verifiedViewer, type Standing } from '../../session/account-standing';
import { slot } from '../../lib/scope';
import { JsonCache } from '../../store/json-cache';
import { SingleFlight } from '../../store/single-flight';
import { composeClassOverview } from './class-overview';
import { loadHistories } from './history-loader';
import { filterAndSortStudents } from './student-list';
import { fetchTeacherStudents } from './rest-calls';

/** How long a teacher's whole overview is reused (it costs one upstream call per student to compose). */
export const OVERVIEW_TTL_SECONDS = 60;
/** How long one composition may hold a teacher's lease; others wait for its answer meanwhile. */
const LEASE_MS = 60_000;
const POLL_MS = 50;

// Checked for what every reader relies on; the rows' own fields come from `composeClassOverview`.
const overviewSchema = z.looseObject({
  id: z.string(),
  composedAt: z.string(),
  students: z.array(z.looseObject({ id: z.string(), username: z.string() })),
  subjectAverages: z.array(z.looseObject({ id: z.string() })),
  missing: z.array(z.looseObject({ username: z.string() })).length(0),
}) as unknown as z.ZodType<ClassOverview>;

/** The app's overview cache (in the store) and its compositions, one per teacher at a time. */
const OVERVIEWS = slot<{ cache: JsonCache<ClassOverview>; flights: SingleFlight<ClassOverview> }>(
  'teacher:class-overviews',
);
const overviews = (ctx: GatewayContext) =>
  ctx.appScope.get(OVERVIEWS, () => ({
    // Open: a store that cannot answer is a miss, and the overview is composed again.
    cache: new JsonCache(ctx.store.entries, {
      prefix: 'class-overview:v2',
      schema: overviewSchema,
      ttlMs: OVERVIEW_TTL_SECONDS * 1000,
      onStoreError: 'open',
    }),
    flights: new SingleFlight<ClassOverview>(ctx.store, { leaseMs: LEASE_MS, pollMs: POLL_MS }),
  }));

async function compose(ctx: GatewayContext): Promise<ClassOverview> {
  // The list failing fails the overview exactly as it fails `teacherStudents` (same error, same code).
  const students = filterAndSortStudents(await fetchTeacherStudents(ctx.upstream), null, 'NAME_ASC');
  const outcomes = await loadHistories(
    ctx.appScope,
    ctx.upstream,
    students.map((s) => s.username),
  );
  return composeClassOverview(students, outcomes, Date.now());
}

/**
 * One composition per teacher at a time, across requests and instances (`SingleFlight`): the lease in the store
 * picks who composes; the others wait for the whole overview it stores. Only a whole overview is stored: with
 * students missing, the next request composes again.
 */
function composeOnce(ctx: GatewayContext, teacher: string): Promise<ClassOverview> {
  const { cache, flights } = overviews(ctx);
  return flights.run(`class-overview:${teacher}`, {
    read: () => cache.get(teacher),
    compute: async () => {
      const overview = await compose(ctx);
      if (overview.missing.length === 0) await cache.set(teacher, overview);
      return overview;
    },
  });
}

/**
 * The signed-in teacher's class overview (the schema's description of `classOverview` has the costs and bounds).
 * The teacher is the verified viewer record (`user/me/`, kept per session): a repeat within the minute makes no
 * upstream call at all.
 */
export async function loadClassOverview(ctx: GatewayContext): Promise<ClassOverview> {
  if (!ctx.viewer.accessToken) throw unauthenticated(ctx.viewer.kind);
  const isTeacher = (s: Standing | null) => roleEnum.fromUpstream(verifiedViewer(s)?.role) === 'TEACHER';
  let standing = await ctx.standing();
  // Refusing is decided on a fresh record, so a role just granted counts.
  if (!isTeacher(standing)) standing = await ctx.standing({ fresh: true });
  if (!standing || standing.state === 'refused') throw unauthenticated(ctx.viewer.kind);
  if (standing.state === 'unknown') throw standingUnknown();
  if (!isTeacher(standing)) throw gatewayError('FORBIDDEN', 'Teachers only.');
  const teacher = accountIdOf(standing.viewer);

  return { ...(await composeOnce(ctx, teacher)), id: viewerEntityId(teacher) };
}
