// Converters: REST payload pieces of the results domain → values of the schema's types.
import type { ResultQuestion } from '../../__generated__/resolvers-types';
import { questionTypeEnum } from '../../enums';
import { toPlainText } from '../../lib/html';
import type { ResultQuestionDto } from './upstream-types';

const clean = (s: string) => (/<\/?[a-z][^>]*>|&[#a-z0-9]+;/i.test(s) ? toPlainText(s) : s.trim());

/**
 * An answer ready to display: SCQ option text; MCQ options joined by ", "; FIB blanks as "a: x; b: y".
 * Accepts the shapes the upstream uses (`"17"`, `["86","88"]`, `{"a":"15"}`, `{"selected": …}`); empty → null.
 */
export function displayAnswer(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return clean(value) || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(displayAnswer).filter((v): v is string => v !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1 && entries[0]?.[0] === 'selected') return displayAnswer(entries[0][1]);
    const pairs = entries.map(([label, v]) => [label, displayAnswer(v)] as const);
    if (pairs.every(([, v]) => v === null)) return null;
    return pairs.map(([label, v]) => `${label}: ${v ?? ''}`.trim()).join('; ');
  }
  return null;
}

/**
 * The upstream strips the question's HTML without leaving a space where a paragraph ended
 * ("Fill in the blanks.[a] comes…"); put one back after sentence punctuation glued to the next sentence or blank.
 */
const GLUED_SENTENCE = /([.?!:])(?=[[A-Z])/g;

export function readableQuestionText(html: string): string {
  return toPlainText(html).replace(GLUED_SENTENCE, '$1 ');
}

export function toResultQuestion(q: ResultQuestionDto, attemptId: string, index: number): ResultQuestion {
  return {
    id: `${attemptId}:${index + 1}`,
    position: index + 1,
    text: readableQuestionText(q.question_text ?? ''),
    type: questionTypeEnum.fromUpstream(q.question_type),
    isCorrect: q.is_correct === true,
    studentAnswer: displayAnswer(q.student_answer),
    correctAnswer: displayAnswer(q.correct_answer),
  };
}
