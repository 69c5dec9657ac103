// student/quiz-result/{id}/, student/quiz-history/
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';
import { formatKarachi } from '../../time';
import { correctAnswerView, studentAnswerView, stripTags } from '../quiz-attempts/grading';
import { sameSchool } from '../teacher/school';
import { historyRows } from './history';

export function quizResult(ctx: Ctx, attemptId: string): Reply {
  const { state } = ctx;
  const viewer = ctx.user!;
  const attempt = state.attempts.get(Number(attemptId));
  const found = attempt && state.quizContext(attempt.quizId);
  const owner = attempt && state.users.get(attempt.userId);
  if (!attempt || !attempt.result || attempt.completedAt === null || !found || !owner) {
    return json(404, { error: 'Quiz attempt not found or incomplete.' });
  }
  // Unlike the real backend: only the owner, a teacher of the same school+city, or admin/manager.
  const allowed =
    viewer.id === owner.id ||
    viewer.role === 'admin' ||
    viewer.role === 'manager' ||
    (viewer.role === 'teacher' && sameSchool(viewer, owner));
  if (!allowed) return json(403, { error: 'Unauthorized access to this result.' });
  const r = attempt.result; // the requested attempt, not the latest one of the quiz
  return json(200, {
    quiz_title: found.quiz.title,
    subject: found.subject.name,
    grade: found.grade.name,
    total_questions: r.total,
    correct_answers: r.correct,
    incorrect_answers: r.total - r.correct,
    marks_obtained: r.marks,
    percentage: r.percentage,
    grade_letter: r.letter,
    completed_at: formatKarachi(new Date(attempt.completedAt)),
    questions: attempt.questionIds.flatMap((qid) => {
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
  });
}

export function quizHistory(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  return json(200, { full_name: user.fullName, results: historyRows(ctx.state, user) });
}
