// Converters: the REST quiz start payload (formatting, questions) → the schema's QuizAttempt.
import { randomUUID } from 'node:crypto';
import type { Question, QuizAttempt, QuizFormatting } from '../../__generated__/resolvers-types';
import { questionTypeEnum, textAlignmentEnum } from '../../enums';
import { blankLabels, rewriteMediaUrls } from '../../lib/html';
import type { QuestionDto, StartDto } from './upstream-types';

/** Display defaults of the product spec, for whatever the upstream leaves out. */
export const FORMATTING_DEFAULTS: QuizFormatting = {
  fontSize: 16,
  lineSpacing: 1.6,
  textAlignment: 'LEFT',
  blankWidth: 8,
};

const positive = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : null);

export function toFormatting(f: StartDto['formatting']): QuizFormatting {
  return {
    fontSize: Math.round(positive(f?.font_size) ?? FORMATTING_DEFAULTS.fontSize),
    lineSpacing: positive(f?.line_spacing) ?? FORMATTING_DEFAULTS.lineSpacing,
    textAlignment: textAlignmentEnum.fromUpstream(f?.text_alignment) ?? FORMATTING_DEFAULTS.textAlignment,
    blankWidth: Math.round(positive(f?.input_box_width) ?? FORMATTING_DEFAULTS.blankWidth),
  };
}

/** A served question; null for one we cannot present (unknown type or no id) — it is left out, not crashed on. */
export function toQuestion(q: QuestionDto, upstreamOrigin: string): Question | null {
  const type = questionTypeEnum.fromUpstream(q.type);
  if (!type || !q.question_id) return null;
  const html = rewriteMediaUrls(q.question_text ?? '', upstreamOrigin);
  return {
    id: q.question_id,
    type,
    html,
    options: type === 'FIB' ? [] : q.options,
    blanks: type === 'FIB' ? blankLabels(html) : [],
  };
}

export function toQuizAttempt(dto: StartDto, quizId: string, upstreamOrigin: string): QuizAttempt {
  const attemptId = dto.preview_mode === true ? null : dto.attempt_id;
  const questions = dto.questions.flatMap((q) => toQuestion(q, upstreamOrigin) ?? []);
  return {
    id: attemptId ?? `preview:${quizId}:${randomUUID()}`,
    attemptId,
    previewMode: attemptId === null,
    quizId,
    quizTitle: dto.quiz_title ?? '',
    questions,
    totalExpectedQuestions: Math.round(dto.total_expected_questions ?? questions.length),
    formatting: toFormatting(dto.formatting),
  };
}
