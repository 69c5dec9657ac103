import { createHash } from 'node:crypto';
import type { QueryResolvers, ResolversParentTypes } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { roleEnum } from '../../enums';
import { viewerEntityId } from '../../lib/ids';
import { peekClaims } from '../../session/jwt-claims';
import { fetchMe } from '../accounts/rest-calls';
import { composeClassOverview } from './class-overview';
import { createHistoryLoader } from './history-loader';
import { filterAndSortStudents } from './student-list';
import { fetchTeacherStudents } from './rest-calls';

/** How long a teacher's overview is reused (it costs one upstream call per student to compose). */
export const OVERVIEW_TTL_SECONDS = 60;

const overviewKey = (username: string) => `class-overview:v1:${username.toLowerCase()}`;
/** Which teacher a token (that the upstream accepted) belongs to; a hash, so the store never holds a token. */
const viewerKey = (token: string) =>
  `class-overview:viewer:${createHash('sha256').update(token).digest('base64url')}`;

async function readJson<T>(ctx: GatewayContext, key: string): Promise<T | undefined> {
  try {
    const raw = await ctx.store.cache.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined; // a store that is down is a miss: the overview is composed again
  }
}

function writeJson(ctx: GatewayContext, key: string, value: unknown, ttl: number): Promise<void> {
  return ctx.store.cache.set(key, JSON.stringify(value), { ttl }).catch(() => undefined);
}

/** How long the gateway remembers whose a token is (SimpleJWT's access tokens live 30 minutes). */
const VIEWER_TTL_SECONDS = 30 * 60;

/**
 * Seconds the token stays usable, capped; 0 when it is expired or unreadable. Only a token the upstream accepted
 * (its `user/me/` answered) is ever written, and a signed-out token never reaches here (the revocation list
 * empties `accessToken`), so a forged or revoked token finds nothing.
 */
function viewerTtl(token: string, now: number): number {
  const exp = peekClaims(token).exp;
  return exp === null ? 0 : Math.max(0, Math.min(VIEWER_TTL_SECONDS, Math.floor(exp - now / 1000)));
}

/** Whose token this is (`user/me/`, which also proves the upstream accepts it); teachers only. */
async function identifyTeacher(ctx: GatewayContext, token: string, now: number): Promise<string> {
  const me = await fetchMe(ctx.upstream);
  if (roleEnum.fromUpstream(me.role) !== 'TEACHER') throw gatewayError('FORBIDDEN', 'Teachers only.');
  // The token may have been renewed by the call above (cookie session): remember the one now in use.
  const current = ctx.viewer.accessToken ?? token;
  const ttl = viewerTtl(current, now);
  if (ttl > 0) await writeJson(ctx, viewerKey(current), me.username, ttl);
  return me.username;
}

/**
 * `classOverview` (the schema's description has the costs and bounds). Cached per teacher for 60 s in the
 * gateway's store: a repeat with the same token within the minute makes no upstream call; a teacher's other
 * session makes one (`user/me/`, to learn whose it is). Which teacher a token belongs to is remembered until the token
 * expires, so a refresh after the minute costs the list and the histories only.
 */
export const classOverview: QueryResolvers['classOverview'] = async (_p, _a, ctx) => {
  const token = ctx.viewer.accessToken;
  if (!token) throw gatewayError('UNAUTHENTICATED');
  const now = Date.now();
  const knownTeacher = viewerTtl(token, now) > 0 ? await readJson<string>(ctx, viewerKey(token)) : undefined;
  const teacher = typeof knownTeacher === 'string' ? knownTeacher : await identifyTeacher(ctx, token, now);
  const cached = await readJson<ResolversParentTypes['ClassOverview']>(ctx, overviewKey(teacher));
  if (cached) return { ...cached, id: viewerEntityId(teacher) };

  // The list failing fails the overview exactly as it fails `teacherStudents` (same error, same code).
  const students = filterAndSortStudents(await fetchTeacherStudents(ctx.upstream), null, 'NAME_ASC');
  const loader = createHistoryLoader(ctx.upstream);
  const outcomes = await loader.loadMany(students.map((s) => s.username));
  const byUsername = new Map(
    students.map((s, i) => {
      const o = outcomes[i];
      return [
        s.username,
        o && !(o instanceof Error) ? o : { ok: false as const, reason: 'UPSTREAM_ERROR' as const },
      ];
    }),
  );
  const overview = composeClassOverview(students, byUsername, Date.now());
  await writeJson(ctx, overviewKey(teacher), overview, OVERVIEW_TTL_SECONDS);
  return { ...overview, id: viewerEntityId(teacher) };
};
