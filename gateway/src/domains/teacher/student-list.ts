// The teacher's student list as the schema offers it: filtered by grade and sorted by name.
import type { StudentSort } from '../../__generated__/resolvers-types';
import type { TeacherStudentDto } from './upstream-types';

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
