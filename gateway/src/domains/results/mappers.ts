import type {
  QuizHistoryEntryResolvers,
  QuizHistoryResolvers,
  QuizResultResolvers,
  ResultQuestion,
} from '../../__generated__/resolvers-types';
import { parseKarachiDateTime } from '../../lib/dates';
import { questionTypeEnum } from '../../lib/enums';
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

const count = (n: number | null | undefined, fallback: number) => Math.max(0, Math.round(n ?? fallback));

export const quizResultType: QuizResultResolvers = {
  id: (r) => r.attemptId,
  quizTitle: (r) => r.dto.quiz_title ?? '',
  subject: (r) => r.dto.subject,
  grade: (r) => r.dto.grade,
  // The spec's fallback chain: letter, else the grade, else "N/A".
  gradeLetter: (r) => r.dto.grade_letter || r.dto.grade || 'N/A',
  completedAt: (r) => parseKarachiDateTime(r.dto.completed_at),
  totalQuestions: (r) => count(r.dto.total_questions, r.dto.questions.length),
  correctAnswers: (r) => count(r.dto.correct_answers, r.dto.questions.filter((q) => q.is_correct).length),
  incorrectAnswers: (r) => {
    const total = count(r.dto.total_questions, r.dto.questions.length);
    const correct = count(r.dto.correct_answers, r.dto.questions.filter((q) => q.is_correct).length);
    return Math.max(0, total - correct);
  },
  marksObtained: (r) => r.dto.marks_obtained ?? 0,
  percentage: (r) => r.dto.percentage ?? 0,
  questions: (r) => r.dto.questions.map((q, i) => toResultQuestion(q, r.attemptId, i)),
};

export const quizHistoryType: QuizHistoryResolvers = {
  id: (h) => h.id,
  fullName: (h) => h.dto.full_name,
  entries: (h) => h.dto.results,
};

export const quizHistoryEntryType: QuizHistoryEntryResolvers = {
  // `attempt_id` is a string in history rows; a row without one still needs a stable id.
  id: (e) => e.attempt_id ?? `${e.quiz_title ?? 'quiz'}@${e.attempted_on ?? ''}`,
  quizTitle: (e) => e.quiz_title ?? '',
  chapter: (e) => e.chapter,
  subject: (e) => e.subject,
  grade: (e) => e.grade,
  gradeLetter: (e) => e.grade_letter,
  attemptedAt: (e) => parseKarachiDateTime(e.attempted_on),
  marksObtained: (e) => e.marks_obtained,
  marksPerQuestion: (e) => e.marks_per_question,
  percentage: (e) => e.percentage,
  totalQuestions: (e) => (e.total_questions === null ? null : Math.round(e.total_questions)),
};
