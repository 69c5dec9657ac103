import { z } from 'zod';
import { idLike, listOf, text } from '../../lib/dto';

/** One row of `GET teacher/students/`; `grade` is a name or null (some versions may nest `{name}`). */
export const teacherStudentDto = z.looseObject({
  full_name: text,
  email: text,
  grade: z
    .union([z.string(), z.looseObject({ name: text, id: idLike })])
    .nullish()
    .catch(null)
    .transform((g) => (g === null || g === undefined ? null : typeof g === 'string' ? g : g.name)),
  gender: text,
  school_name: text,
  city: text,
  province: text,
  username: z.string().min(1),
});
export type TeacherStudentDto = z.output<typeof teacherStudentDto>;

export const teacherStudentsDto = listOf(teacherStudentDto);

/** Parent of `StudentOverview` as composed; the flags `needsHelp` and `inactive` are computed per their thresholds. */
export interface StudentOverviewSource {
  id: string;
  username: string;
  fullName: string | null;
  grade: string | null;
  averagePercentage: number | null;
  recentAveragePercentage: number | null;
  lastActiveOn: string | null;
  quizzesLast7Days: number;
  weakestSubject: string | null;
}
