// quiz/start/{id}/ (+ alias student/quiz/{id}/start/), student/submit-answer/, student/quiz/finalize/
import { isRecord, requestData, truthy, type Ctx } from '../../context';
import { correctAnswerView, scoreAttempt, scoreSavedAnswers } from './grading';
import { json, type Reply } from '../../http-util';
import type { Attempt, Question } from '../../model';
import { formatTimedelta } from '../../time';

const PREVIEW_PER_BANK = 3;
const UUID_RE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Python's uuid.UUID() accepts upper case and missing dashes; store the canonical form. */
export function canonicalUuid(value: string): string | null {
  const v = value
    .trim()
    .replace(/^\{|\}$/g, '')
    .replace(/^urn:uuid:/i, '');
  if (!UUID_RE.test(v)) return null;
  const hex = v.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function serveQuestion(q: Question, ctx: Ctx): Record<string, unknown> {
  const base = { question_id: q.id, type: q.type, question_text: q.text.replaceAll('{{MEDIA}}', ctx.origin) };
  return q.options ? { ...base, options: ctx.state.rng.shuffle(q.options) } : base;
}

export function startQuiz(ctx: Ctx, quizId: string): Reply {
  const { state } = ctx;
  const found = state.quizContext(Number(quizId));
  if (!found) return json(404, { error: 'Quiz not found.' });
  const { quiz, grade } = found;
  const user = ctx.user;
  // Only a student whose grade is the quiz's grade takes it for real; everyone else previews.
  const real = user?.role === 'student' && state.gradeName(user.gradeId) === grade.name;
  const picked: Question[] = [];
  for (const { bankId, count } of quiz.banks) {
    const ids = state.banks.get(bankId)?.questionIds ?? [];
    const n = real ? count : Math.min(count, PREVIEW_PER_BANK);
    for (const id of state.rng.sample(ids, n)) {
      const q = state.questions.get(id);
      if (q) picked.push(q);
    }
  }
  let attemptId: number | null = null;
  if (real && user) {
    const attempt: Attempt = {
      id: state.nextAttemptId++,
      userId: user.id,
      quizId: quiz.id,
      questionIds: picked.map((q) => q.id),
      startedAt: state.now().getTime(),
      completedAt: null,
      answers: new Map(),
      result: null,
    };
    state.attempts.set(attempt.id, attempt);
    attemptId = attempt.id;
  }
  return json(200, {
    preview_mode: !real,
    attempt_id: attemptId,
    quiz_title: quiz.title,
    questions: picked.map((q) => serveQuestion(q, ctx)),
    total_expected_questions: picked.length,
    formatting: {
      font_size: 16,
      text_alignment: 'left',
      input_box_width: quiz.inputBoxWidth,
      line_spacing: 1.6,
    },
  });
}

function openAttempt(ctx: Ctx, attemptId: unknown): Attempt | undefined {
  const attempt = ctx.state.attempts.get(Number(attemptId));
  return attempt && attempt.userId === ctx.user?.id && attempt.completedAt === null ? attempt : undefined;
}

const ATTEMPT_NOT_FOUND = json(404, { detail: 'Attempt not found or already finalized.' });

export function saveAnswer(ctx: Ctx): Reply {
  if (ctx.user?.role !== 'student') return json(403, { detail: 'Only students can submit answers.' });
  const { values } = requestData(ctx);
  const { attempt_id, question_id, question_type, answer_data } = values;
  if (![attempt_id, question_id, question_type, answer_data].every(truthy))
    return json(400, { detail: 'Missing fields.' });
  if (question_type === 'fib') {
    if (!isRecord(answer_data)) return json(400, { detail: 'Invalid FIB data.' });
    // Every blank empty: nothing to save; the backend answers 204 and keeps any earlier answer.
    if (Object.values(answer_data).every((v) => String(v ?? '').trim() === ''))
      return { status: 204, contentType: 'application/json' };
  }
  const qid = canonicalUuid(String(question_id));
  if (!qid) return json(400, { detail: 'Invalid question ID.' });
  const attempt = openAttempt(ctx, attempt_id);
  if (!attempt) return ATTEMPT_NOT_FOUND;
  // Corrected: an answer to a question that was not served in this attempt is refused.
  if (!attempt.questionIds.includes(qid) && !ctx.defects.has('stray-answers-accepted'))
    return json(400, { detail: 'Invalid question ID.' });
  attempt.answers.set(qid, {
    type: String(question_type),
    data: answer_data,
    savedAt: ctx.state.now().getTime(),
  });
  return json(200, { message: 'Answer submitted successfully.' });
}

export function finalizeQuiz(ctx: Ctx): Reply {
  if (ctx.user?.role !== 'student') return json(403, { detail: 'Only students can finish quizzes.' });
  const { values } = requestData(ctx);
  if (!truthy(values.attempt_id)) return json(400, { detail: 'Missing attempt ID.' });
  const attempt = openAttempt(ctx, values.attempt_id);
  const found = attempt && ctx.state.quizContext(attempt.quizId);
  if (!attempt || !found) return ATTEMPT_NOT_FOUND;
  const { state } = ctx;
  attempt.completedAt = state.now().getTime();
  const mpq = found.quiz.marksPerQuestion;
  const questionOf = (id: string) => state.questions.get(id);
  // Corrected: every served question is scored; unanswered ones count as wrong (the `duration` field is ignored).
  const recorded = ctx.defects.has('finalize-ignores-unanswered')
    ? scoreSavedAnswers(attempt, questionOf, mpq)
    : null;
  const result = recorded?.stored ?? scoreAttempt(attempt, questionOf, mpq);
  attempt.result = result;
  const shown = recorded?.finalize ?? {
    total: result.total,
    percentage: result.percentage,
    letter: result.letter,
  };
  const listed = recorded ? [...attempt.answers.keys()].filter((id) => questionOf(id)) : attempt.questionIds;
  return json(200, {
    message: 'Quiz finalized.',
    attempt_id: attempt.id,
    quiz_title: found.quiz.title,
    total_questions: shown.total,
    correct_answers: result.correct,
    marks_obtained: result.marks,
    percentage: shown.percentage,
    grade: shown.letter,
    duration: ctx.defects.has('duration-meaningless')
      ? MEANINGLESS_DURATION
      : formatTimedelta(attempt.completedAt - attempt.startedAt),
    question_feedback: listed.map((qid) => {
      const q = questionOf(qid);
      return {
        question_id: qid,
        question_type: q?.type ?? attempt.answers.get(qid)?.type ?? 'scq',
        student_answer: attempt.answers.get(qid)?.data ?? null,
        correct_answer: q ? correctAnswerView(q) : null,
        is_correct: result.perQuestion[qid] ?? false,
      };
    }),
  });
}

/** What the recorded backend answers as `duration` (a start time taken after the end: case 055). */
const MEANINGLESS_DURATION = '-1 day, 23:59:59.999944';
