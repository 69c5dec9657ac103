// Field resolvers of QuizResult, QuizHistory and QuizHistoryEntry: each field read from the REST payload.
import type {
  QuizHistoryEntryResolvers,
  QuizHistoryResolvers,
  QuizResultResolvers,
} from '../../__generated__/resolvers-types';
import { parseKarachiDateTime } from '../../lib/dates';
import { toResultQuestion } from './converters';
import { letterOf } from './letter-grade';

const count = (n: number | null | undefined, fallback: number) => Math.max(0, Math.round(n ?? fallback));

export const quizResultType: QuizResultResolvers = {
  id: (r) => r.attemptId,
  quizTitle: (r) => r.dto.quiz_title ?? '',
  subject: (r) => r.dto.subject,
  grade: (r) => r.dto.grade,
  // The percentage's letter; without a percentage the spec's fallback chain: letter, else the grade, else "N/A".
  gradeLetter: (r) =>
    r.dto.percentage === null ? r.dto.grade_letter || r.dto.grade || 'N/A' : letterOf(r.dto.percentage),
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
  gradeLetter: (e) => (e.percentage === null ? e.grade_letter : letterOf(e.percentage)),
  attemptedAt: (e) => parseKarachiDateTime(e.attempted_on),
  marksObtained: (e) => e.marks_obtained,
  marksPerQuestion: (e) => e.marks_per_question,
  percentage: (e) => e.percentage,
  totalQuestions: (e) => (e.total_questions === null ? null : Math.round(e.total_questions)),
};
