import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { isUsername } from '../../lib/ids';
import { fetchStudentQuizHistory, fetchTeacherStudents } from './rest-calls';
import { studentType } from './field-resolvers';
import { classOverview } from './overview-resolver';
import { filterAndSortStudents } from './student-list';

export const teacherResolvers: Resolvers = {
  Query: {
    teacherStudents: async (_p, { grade, sort }, ctx) =>
      filterAndSortStudents(await fetchTeacherStudents(ctx.upstream), grade, sort),
    studentQuizHistory: async (_p, { username }, ctx) => {
      if (!isUsername(username)) throw gatewayError('NOT_FOUND', 'Student not found.');
      // The upstream matches usernames case-insensitively, so the id is the lower-cased username.
      return { id: username.toLowerCase(), dto: await fetchStudentQuizHistory(ctx.upstream, username) };
    },
    classOverview,
  },
  Student: studentType,
};
