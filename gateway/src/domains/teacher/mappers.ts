import type { StudentResolvers, StudentSort } from '../../__generated__/resolvers-types';
import { genderEnum, provinceEnum } from '../../lib/enums';
import type { TeacherStudentDto } from './upstream-types';

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

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

/** The spec's grade filter and name sort, done here because the upstream offers neither. */
export function filterAndSortStudents(
  students: TeacherStudentDto[],
  grade: string | null | undefined,
  sort: StudentSort | null | undefined,
): TeacherStudentDto[] {
  const wanted = grade?.trim() ? grade : null;
  const filtered = wanted
    ? students.filter((s) => s.grade !== null && sameText(s.grade, wanted))
    : [...students];
  const name = (s: TeacherStudentDto) => s.full_name?.trim() || s.username;
  filtered.sort(
    (a, b) =>
      name(a).localeCompare(name(b), 'en', { sensitivity: 'base' }) || a.username.localeCompare(b.username),
  );
  return sort === 'NAME_DESC' ? filtered.reverse() : filtered;
}
