// student/quiz-result/{id}/, student/quiz-history/
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { formatKarachi } from '../../time';
import { correctAnswerView, studentAnswerView, stripTags } from '../quiz-attempts/grading';
import { sameSchool } from '../teacher/school';
import type { Attempt } from '../../model';
import type { State } from '../../state';
import { historyRows, latestPerQuiz } from './history';

export function quizResult(ctx: Ctx, attemptId: string): Reply {
  const { state } = ctx;
  const viewer = ctx.user!;
  const attempt = state.attempts.get(Number(attemptId));
  const found = attempt && state.quizContext(attempt.quizId);
  const owner = attempt && state.users.get(attempt.userId);
  if (!attempt || !attempt.result || attempt.completedAt === null || !found || !owner) {
    return json(404, { error: 'Quiz attempt not found or incomplete.' });
  }
  // Corrected: only the owner, a teacher of the same school+city, or admin/manager (defect `result-any-teacher`:
  // any teacher).
  const allowed =
    viewer.id === owner.id ||
    viewer.role === 'admin' ||
    viewer.role === 'manager' ||
    (viewer.role === 'teacher' && (sameSchool(viewer, owner) || ctx.defects.has('result-any-teacher')));
  if (!allowed) return json(403, { error: 'Unauthorized access to this result.' });
  // Corrected: the requested attempt. Defect `result-latest-attempt`: the owner's latest of that quiz.
  const shown = ctx.defects.has('result-latest-attempt') ? latestOfQuiz(state, attempt) : attempt;
  return json(200, resultBody(state, shown));
}

/** The owner's latest completed attempt of the same quiz (the history's choice). */
function latestOfQuiz(state: State, asked: Attempt): Attempt {
  return latestPerQuiz(state, asked.userId).find((a) => a.quizId === asked.quizId) ?? asked;
}

function resultBody(state: State, attempt: Attempt): Record<string, unknown> {
  const found = state.quizContext(attempt.quizId)!;
  const r = attempt.result!;
  const listed = r.answeredOnly
    ? attempt.questionIds.filter((id) => attempt.answers.has(id))
    : attempt.questionIds;
  return {
    quiz_title: found.quiz.title,
    subject: found.subject.name,
    grade: found.grade.name,
    total_questions: r.total,
    correct_answers: r.correct,
    incorrect_answers: r.total - r.correct,
    marks_obtained: r.marks,
    percentage: r.percentage,
    grade_letter: r.letterAtFinalize ?? r.letter,
    completed_at: formatKarachi(new Date(attempt.completedAt ?? 0)),
    questions: listed.flatMap((qid) => {
      const q = state.questions.get(qid);
      if (!q) return [];
      return [
        {
          question_type: q.type,
          question_text: stripTags(q.text).trim(),
          correct_answer: correctAnswerView(q),
          student_answer: studentAnswerView(q, attempt.answers.get(qid)?.data),
          is_correct: r.perQuestion[qid] ?? false,
        },
      ];
    }),
  };
}

export function quizHistory(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  return json(200, { full_name: user.fullName, results: historyRows(ctx.state, user) });
}
