import { z } from 'zod';
import { numeric, text, tolerantArray } from '../../lib/dto';

const honourStudentDto = z.looseObject({
  full_name: text,
  username: text,
  school: text,
  city: text,
  province: text,
  total_marks: numeric,
  quizzes_attempted: numeric,
  average_score: numeric,
});

/** `GET honors/shining-stars/` and `honors/national-heroes/`: per grade, top students best first. */
export const honourBoardDto = z.array(
  z.looseObject({ grade: text, top_students: tolerantArray(honourStudentDto) }),
);
export type HonourBoardDto = z.output<typeof honourBoardDto>;
