// Which students a teacher may see: the real backend's rule, kept.
import type { User } from '../../model';

/** Teachers see students of their own school in their own city (exact match, like the backend). */
export function sameSchool(teacher: User, student: User): boolean {
  // A teacher who never filled in a school must not see every student who did not either.
  return (
    teacher.schoolName !== '' && teacher.schoolName === student.schoolName && teacher.city === student.city
  );
}
