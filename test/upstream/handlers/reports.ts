// student/quiz-result/{id}/, student/quiz-history/, student/subject-performance/, teacher/students/,
// teacher/student/{username}/quiz-history/, honors/{board}/
import type { Ctx } from '../context';
import { correctAnswerView, studentAnswerView, stripTags } from '../domain/grading';
import { historyRows, honourBoard, HONOUR_WINDOWS, sameSchool, subjectPerformance } from '../domain/reports';
import { json, type Reply } from '../http-util';
import { formatKarachi } from '../time';

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

export function ownHistory(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  return json(200, { full_name: user.fullName, results: historyRows(ctx.state, user) });
}

export function studentHistoryForTeacher(ctx: Ctx, username: string): Reply {
  const teacher = ctx.user!;
  if (teacher.role !== 'teacher') return json(403, { error: 'Only teachers can access this view.' });
  const student = ctx.state.userByUsernameInsensitive(decodeURIComponent(username));
  if (!student || student.role !== 'student') return json(404, { error: 'Student not found.' });
  if (!sameSchool(teacher, student))
    return json(403, { error: "You are not authorized to view this student's data." });
  return json(200, { full_name: student.fullName, results: historyRows(ctx.state, student) });
}

export function performance(ctx: Ctx): Reply {
  const user = ctx.user!;
  if (user.role !== 'student') return json(403, { error: 'Only students can access this view.' });
  return json(200, subjectPerformance(ctx.state, user));
}

/** Never a 500 here (the real backend fails whenever a student has a grade). */
export function teacherStudents(ctx: Ctx): Reply {
  const teacher = ctx.user!;
  if (teacher.role !== 'teacher') return json(403, { error: 'Unauthorized' });
  const rows = [...ctx.state.users.values()]
    .filter((u) => u.role === 'student' && sameSchool(teacher, u))
    .map((u) => ({
      full_name: u.fullName,
      email: u.email,
      grade: ctx.state.gradeName(u.gradeId),
      gender: u.gender,
      school_name: u.schoolName,
      city: u.city,
      province: u.province,
      username: u.username,
    }));
  return json(200, rows);
}

export function honours(ctx: Ctx, board: string): Reply {
  return json(200, honourBoard(ctx.state, HONOUR_WINDOWS[board] ?? 30));
}
