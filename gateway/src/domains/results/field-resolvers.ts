// Field resolvers of QuizResult, QuizHistory and QuizHistoryEntry: each field read from the REST payload (a field
// named as in its parent is left to GraphQL's default resolver).
import type {
  QuizHistoryEntryResolvers,
  QuizHistoryResolvers,
  QuizResultResolvers,
} from '../../__generated__/resolvers-types';
import { parseKarachiDateTime } from '../../lib/dates';
import { toResultQuestion } from './converters';
import { letterOf } from './letter-grade';
import type { QuizResultSource } from './upstream-types';

const count = (n: number | null | undefined, fallback: number) => Math.max(0, Math.round(n ?? fallback));
const totalOf = (r: QuizResultSource) => count(r.dto.total_questions, r.dto.questions.length);
const correctOf = (r: QuizResultSource) =>
  count(r.dto.correct_answers, r.dto.questions.filter((q) => q.is_correct).length);

export const quizResultType: QuizResultResolvers = {
  id: (r) => r.attemptId,
  quizTitle: (r) => r.dto.quiz_title ?? '',
  subject: (r) => r.dto.subject,
  grade: (r) => r.dto.grade,
  // The percentage's letter; without a percentage the spec's fallback chain: letter, else the grade, else "N/A".
  gradeLetter: (r) =>
    r.dto.percentage === null ? r.dto.grade_letter || r.dto.grade || 'N/A' : letterOf(r.dto.percentage),
  completedAt: (r) => parseKarachiDateTime(r.dto.completed_at),
  totalQuestions: totalOf,
  correctAnswers: correctOf,
  incorrectAnswers: (r) => Math.max(0, totalOf(r) - correctOf(r)),
  marksObtained: (r) => r.dto.marks_obtained ?? 0,
  percentage: (r) => r.dto.percentage ?? 0,
  questions: (r) => r.dto.questions.map((q, i) => toResultQuestion(q, r.attemptId, i)),
};

export const quizHistoryType: QuizHistoryResolvers = {
  fullName: (h) => h.dto.full_name,
  entries: (h) => h.dto.results,
};

export const quizHistoryEntryType: QuizHistoryEntryResolvers = {
  // `attempt_id` is a string in history rows; a row without one still needs a stable id.
  id: (e) => e.attempt_id ?? `${e.quiz_title ?? 'quiz'}@${e.attempted_on ?? ''}`,
  quizTitle: (e) => e.quiz_title ?? '',
  gradeLetter: (e) => (e.percentage === null ? e.grade_letter : letterOf(e.percentage)),
  attemptedAt: (e) => parseKarachiDateTime(e.attempted_on),
  marksObtained: (e) => e.marks_obtained,
  marksPerQuestion: (e) => e.marks_per_question,
  totalQuestions: (e) => (e.total_questions === null ? null : Math.round(e.total_questions)),
};
