import type { Resolvers, StudentSort } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { isUsername } from '../../lib/ids';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { verifiedViewer } from '../../session/account-standing';
import { fetchStudentQuizHistory, fetchTeacherStudents } from './rest-calls';
import { classOverviewType, studentOverviewType, studentType } from './field-resolvers';
import { loadClassOverview } from './overview-resolver';
import { filterAndSortStudents } from './student-list';

async function studentQuizHistory(ctx: GatewayContext, username: string) {
  if (!isUsername(username)) throw gatewayError('NOT_FOUND', 'No such student among yours.');
  // The upstream matches usernames case-insensitively, so the id is the lower-cased username.
  try {
    return { id: username.toLowerCase(), dto: await fetchStudentQuizHistory(ctx.upstream, username) };
  } catch (err) {
    // A teacher refused a student answers as for an unknown one: which usernames exist at other schools is
    // not theirs to learn. Anyone else refused is refused (FORBIDDEN: not a teacher).
    const viewer = isUpstreamStatus(err, 403) ? verifiedViewer(await ctx.standing()) : null;
    const refused = viewer?.role === 'teacher';
    if (refused || isUpstreamStatus(err, 404))
      throw gatewayError('NOT_FOUND', 'No such student among yours.');
    throw err;
  }
}

const students = async (ctx: GatewayContext, grade?: string | null, sort?: StudentSort | null) =>
  filterAndSortStudents(await fetchTeacherStudents(ctx.upstream), grade, sort);

export const teacherResolvers: Resolvers = {
  Query: {
    teacherStudents: (_p, { grade, sort }, ctx) => students(ctx, grade, sort),
    studentQuizHistory: (_p, { username }, ctx) => studentQuizHistory(ctx, username),
    classOverview: (_p, _a, ctx) => loadClassOverview(ctx),
  },
  Viewer: {
    students: (_viewer, { grade, sort }, ctx) => students(ctx, grade, sort),
    studentQuizHistory: (_viewer, { username }, ctx) => studentQuizHistory(ctx, username),
    classOverview: (_viewer, _a, ctx) => loadClassOverview(ctx),
  },
  ClassOverview: classOverviewType,
  Student: studentType,
  StudentOverview: studentOverviewType,
};
