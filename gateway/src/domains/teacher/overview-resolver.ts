import { z } from 'zod';
import type { ResolversParentTypes } from '../../__generated__/resolvers-types';

type ClassOverview = ResolversParentTypes['ClassOverview'];
import type { GatewayContext } from '../../context';
import { gatewayError, standingUnknown } from '../../errors';
import { roleEnum } from '../../enums';
import { viewerEntityId } from '../../lib/ids';
import { accountIdOf, verifiedViewer, type Standing } from '../../session/account-standing';
import { JsonCache } from '../../store/json-cache';
import type { GatewayStore } from '../../store/store';
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

const caches = new WeakMap<GatewayStore, JsonCache<ClassOverview>>();
function overviewCache(store: GatewayStore): JsonCache<ClassOverview> {
  let cache = caches.get(store);
  if (!cache) {
    // Open: a store that cannot answer is a miss, and the overview is composed again.
    cache = new JsonCache(store.entries, {
      prefix: 'class-overview:v2',
      schema: overviewSchema,
      ttlMs: OVERVIEW_TTL_SECONDS * 1000,
      onStoreError: 'open',
    });
    caches.set(store, cache);
  }
  return cache;
}

// Compositions running in this process, by store and teacher: concurrent requests share one.
const runningByStore = new WeakMap<GatewayStore, Map<string, Promise<ClassOverview>>>();

async function compose(ctx: GatewayContext): Promise<ClassOverview> {
  // The list failing fails the overview exactly as it fails `teacherStudents` (same error, same code).
  const students = filterAndSortStudents(await fetchTeacherStudents(ctx.upstream), null, 'NAME_ASC');
  const outcomes = await loadHistories(
    ctx.upstream,
    students.map((s) => s.username),
  );
  return composeClassOverview(students, outcomes, Date.now());
}

/**
 * One composition per teacher at a time, across requests and instances: the lease in the store picks who
 * composes; the others wait for the whole overview it stores. Only a whole overview is stored: with students
 * missing, the next request composes again.
 */
async function composeOnce(ctx: GatewayContext, teacher: string): Promise<ClassOverview> {
  const cache = overviewCache(ctx.store);
  const deadline = Date.now() + LEASE_MS;
  for (;;) {
    const cached = await cache.get(teacher);
    if (cached) return cached;
    const release = await ctx.store.tryLock(`class-overview:${teacher}`, LEASE_MS);
    if (release || Date.now() > deadline) {
      try {
        const overview = await compose(ctx);
        if (overview.missing.length === 0) await cache.set(teacher, overview);
        return overview;
      } finally {
        await release?.();
      }
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * The signed-in teacher's class overview (the schema's description of `classOverview` has the costs and bounds).
 * The teacher is the verified viewer record (`user/me/`, kept per session): a repeat within the minute makes no
 * upstream call at all.
 */
export async function loadClassOverview(ctx: GatewayContext): Promise<ClassOverview> {
  if (!ctx.viewer.accessToken) throw gatewayError('UNAUTHENTICATED');
  const isTeacher = (s: Standing | null) => roleEnum.fromUpstream(verifiedViewer(s)?.role) === 'TEACHER';
  let standing = await ctx.standing();
  // Refusing is decided on a fresh record, so a role just granted counts.
  if (!isTeacher(standing)) standing = await ctx.standing({ fresh: true });
  if (!standing || standing.state === 'refused') throw gatewayError('UNAUTHENTICATED');
  if (standing.state === 'unknown') throw standingUnknown();
  if (!isTeacher(standing)) throw gatewayError('FORBIDDEN', 'Teachers only.');
  const teacher = accountIdOf(standing.viewer);

  const cached = await overviewCache(ctx.store).get(teacher);
  if (cached) return { ...cached, id: viewerEntityId(teacher) };
  let running = runningByStore.get(ctx.store);
  if (!running) runningByStore.set(ctx.store, (running = new Map()));
  const inProcess = running;
  let mine = inProcess.get(teacher);
  if (!mine) {
    mine = composeOnce(ctx, teacher).finally(() => inProcess.delete(teacher));
    inProcess.set(teacher, mine);
  }
  return { ...(await mine), id: viewerEntityId(teacher) };
}
