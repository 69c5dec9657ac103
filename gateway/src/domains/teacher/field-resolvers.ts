// Field resolvers of Student: each field read from a row of the REST teacher/students/ list.
import type { StudentResolvers } from '../../__generated__/resolvers-types';
import { genderEnum, provinceEnum } from '../../enums';

export const studentType: StudentResolvers = {
  id: (s) => s.username,
  username: (s) => s.username,
  fullName: (s) => s.full_name,
  email: (s) => s.email,
  grade: (s) => s.grade,
  gender: (s) => genderEnum.fromUpstream(s.gender),
  schoolName: (s) => s.school_name,
  city: (s) => s.city,
  province: (s) => provinceEnum.fromUpstream(s.province),
};
