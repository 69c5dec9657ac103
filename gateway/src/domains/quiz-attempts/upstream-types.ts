import { z } from 'zod';
import { flag, idLike, numeric, text, tolerantArray } from '../../lib/dto';

const optionText = z.union([z.string(), z.number().transform(String)]);

export const questionDto = z.looseObject({
  question_id: idLike,
  type: text,
  question_text: text,
  options: tolerantArray(optionText),
});
export type QuestionDto = z.output<typeof questionDto>;

/** `POST quiz/start/{id}/` 200: a real attempt (`attempt_id`) or a preview (`attempt_id: null`). */
export const startDto = z.looseObject({
  preview_mode: flag,
  attempt_id: idLike,
  quiz_title: text,
  questions: tolerantArray(questionDto),
  total_expected_questions: numeric,
  formatting: z
    .looseObject({
      font_size: numeric,
      text_alignment: text,
      input_box_width: numeric,
      line_spacing: numeric,
    })
    .nullish()
    .catch(null),
});
export type StartDto = z.output<typeof startDto>;

/** `POST student/quiz/finalize/` 200 (only `attempt_id` is used: the result is read from its own endpoint). */
export const finalizeDto = z.looseObject({ attempt_id: idLike, message: text }).nullish();
