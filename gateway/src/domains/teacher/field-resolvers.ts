// Field resolvers of Student (each field read from a row of the REST teacher/students/ list; a field named as in the
// row is left to GraphQL's default resolver), ClassOverview and StudentOverview.
import type {
  ClassOverviewResolvers,
  StudentOverviewResolvers,
  StudentResolvers,
} from '../../__generated__/resolvers-types';
import { genderEnum, provinceEnum } from '../../enums';
import { gatewayError } from '../../errors';
import { addDays, karachiDay } from '../../lib/karachi-day';

export const studentType: StudentResolvers = {
  id: (s) => s.username,
  fullName: (s) => s.full_name,
  gender: (s) => genderEnum.fromUpstream(s.gender),
  schoolName: (s) => s.school_name,
  province: (s) => provinceEnum.fromUpstream(s.province),
};

/** The class overview's flags, each computed from its row against the threshold the client asks for. */
export const studentOverviewType: StudentOverviewResolvers = {
  needsHelp: (s, { belowPercentage }) => {
    if (!Number.isFinite(belowPercentage) || belowPercentage < 0 || belowPercentage > 100)
      throw gatewayError('BAD_USER_INPUT', 'belowPercentage must be between 0 and 100.');
    const recent = s.recentAveragePercentage ?? null;
    return recent !== null && recent < belowPercentage;
  },
  inactive: (s, { days }) => {
    if (!Number.isInteger(days) || days < 1 || days > 366)
      throw gatewayError('BAD_USER_INPUT', 'days must be between 1 and 366.');
    const since = addDays(karachiDay(Date.now()), -(days - 1));
    const last = s.lastActiveOn ?? null;
    return last === null || last < since;
  },
};

/** The class averages are the teacher's: their ids start with her overview's (one per teacher). */
export const classOverviewType: ClassOverviewResolvers = {
  subjectAverages: (o) => o.subjectAverages.map((a) => ({ ...a, id: `${o.id}/${a.id}` })),
};
