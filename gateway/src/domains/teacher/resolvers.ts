import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { isUsername } from '../../lib/ids';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { verifiedViewer } from '../../session/account-standing';
import { fetchStudentQuizHistory, fetchTeacherStudents } from './rest-calls';
import { studentOverviewType, studentType } from './field-resolvers';
import { classOverview } from './overview-resolver';
import { filterAndSortStudents } from './student-list';

export const teacherResolvers: Resolvers = {
  Query: {
    teacherStudents: async (_p, { grade, sort }, ctx) =>
      filterAndSortStudents(await fetchTeacherStudents(ctx.upstream), grade, sort),
    studentQuizHistory: async (_p, { username }, ctx) => {
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
    },
    classOverview,
  },
  Student: studentType,
  StudentOverview: studentOverviewType,
};
