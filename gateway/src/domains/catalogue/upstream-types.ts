import { z } from 'zod';
import { idLike, text, tolerantArray } from '../../lib/dto';

/** `GET landing/quizzes/`: grade → subjects → chapters → quizzes, in database order. */
const quizDto = z.looseObject({ id: idLike, title: text });
const chapterDto = z.looseObject({ chapter: text, quizzes: tolerantArray(quizDto) });
const subjectDto = z.looseObject({ subject: text, chapters: tolerantArray(chapterDto) });
export const landingDto = z.array(z.looseObject({ grade: text, subjects: tolerantArray(subjectDto) }));
export type LandingDto = z.output<typeof landingDto>;

/** `GET grades/`: `[{id, name}]` on this backend; an older one sent `[{label, value}]`. */
export const gradesDto = z.array(z.looseObject({ id: idLike, name: text, label: text, value: idLike }));
export type GradesDto = z.output<typeof gradesDto>;

/** Parent of `QuizSummary`: a catalogue quiz as the converters build it; `myProgress` is resolved per viewer. */
export interface QuizSummarySource {
  id: string;
  title: string;
  number: number | null;
  grade: string;
  subject: string;
  chapter: string;
}
