// Contract cases 057–062, 064, 067–084: quiz results, histories, subject performance, teacher views.
import { expect } from 'vitest';
import type { Data } from '../support';
import { letterOf } from '../../../gateway/src/domains/results/letter-grade';
import { expectError, loadRecording, recordingFiles, type CaseFn, type Harness } from './harness';

const RESULT = `query($id: ID!) { quizResult(attemptId: $id) { id quizTitle subject grade gradeLetter totalQuestions
  correctAnswers incorrectAnswers marksObtained percentage completedAt questions { id position text type isCorrect studentAnswer correctAnswer } } }`;
const HISTORY_FIELDS =
  'id fullName entries { id quizTitle chapter subject grade gradeLetter marksObtained marksPerQuestion percentage totalQuestions attemptedAt }';
const ROW =
  'id subject isOverall studentAverage quizCount classAverage percentile classComparison { classAverage ratio unavailableReason }';
const PERFORMANCE = `{ subjectPerformance { id overall { ${ROW} } subjects { ${ROW} } } }`;
const STUDENTS = '{ teacherStudents { id username fullName email grade gender schoolName city province } }';

const attemptOf = (h: Harness) => /quiz-result\/(\d+)\//.exec(h.recording.request.path)![1]!;

async function result(h: Harness) {
  const id = attemptOf(h);
  const res = await h.gql(RESULT, { id });
  expect(res.errors).toBeUndefined();
  const b = h.recording.response.body as Data;
  const r = res.data.quizResult;
  expect(r).toMatchObject({
    id,
    quizTitle: b.quiz_title,
    subject: b.subject,
    grade: b.grade,
    gradeLetter: letterOf(b.percentage), // the percentage's letter (067 recorded C+ beside 60 %)
    totalQuestions: b.total_questions,
    correctAnswers: b.correct_answers,
    incorrectAnswers: b.total_questions - b.correct_answers,
    marksObtained: b.marks_obtained,
    percentage: b.percentage,
    completedAt: '2026-11-22T07:45:00+05:00', // "22-11-2026 07:45 AM" in Pakistan time
  });
  expect(r.questions).toHaveLength(b.questions.length);
  const show = (v: Data) =>
    Array.isArray(v)
      ? v.join(', ')
      : typeof v === 'object'
        ? Object.entries(v)
            .map(([k, x]) => `${k}: ${x}`)
            .join('; ')
        : v;
  r.questions.forEach((q: Data, i: number) => {
    const rq = b.questions[i];
    expect(q).toEqual({
      id: `${id}:${i + 1}`,
      position: i + 1,
      text: rq.question_text,
      type: rq.question_type.toUpperCase(),
      isCorrect: rq.is_correct,
      studentAnswer: show(rq.student_answer),
      correctAnswer: show(rq.correct_answer),
    });
  });
  expect(h.calls()).toEqual([`GET /api/student/quiz-result/${id}/`]);
}

async function resultFails(h: Harness, code: string, message: string) {
  expectError(await h.gql(RESULT, { id: attemptOf(h) }), code, message);
}

async function history(h: Harness, query: string, variables: Data, id: string, path: string) {
  const res = await h.gql(query, variables);
  expect(res.errors).toBeUndefined();
  const b = h.recording.response.body as Data;
  const data = Object.values(res.data)[0] as Data;
  expect(data).toMatchObject({ id, fullName: b.full_name });
  expect(data.entries).toEqual(
    b.results.map((r: Data) => ({
      id: r.attempt_id,
      quizTitle: r.quiz_title,
      chapter: r.chapter,
      subject: r.subject,
      grade: r.grade,
      gradeLetter: r.grade_letter,
      marksObtained: r.marks_obtained,
      marksPerQuestion: r.marks_per_question,
      percentage: r.percentage,
      totalQuestions: r.total_questions,
      attemptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:00$/),
    })),
  );
  expect(h.calls()).toEqual([`GET ${path}`]);
}

const own = (h: Harness) =>
  history(h, `{ quizHistory { ${HISTORY_FIELDS} } }`, {}, 'contract', '/api/student/quiz-history/');
const usernameOf = (h: Harness) => /teacher\/student\/([^/]+)\//.exec(h.recording.request.path)![1]!;
const teacherView = (h: Harness) =>
  history(
    h,
    `query($u: String!) { studentQuizHistory(username: $u) { ${HISTORY_FIELDS} } }`,
    { u: usernameOf(h) },
    usernameOf(h).toLowerCase(),
    h.recording.request.path,
  );
const teacherViewFails = async (h: Harness, code: string, message: string) =>
  expectError(
    await h.gql('query($u: String!) { studentQuizHistory(username: $u) { id } }', { u: usernameOf(h) }),
    code,
    message,
  );

/** Her history beside each recorded subject performance: student1's (case 068), or a Grade 3 one of student2's. */
const HISTORIES: Record<string, Data> = {
  '071': loadRecording(recordingFiles().find((f) => f.startsWith('068_'))!).response.body,
  '072': {
    full_name: 'Student Two',
    results: [
      { quiz_title: '1. Nouns Mixed Quiz', subject: 'English', grade: 'Grade 3', percentage: 50 },
      { quiz_title: '1. Numbers Mixed Quiz', subject: 'Mathematics', grade: 'Grade 3', percentage: 40 },
    ],
  },
  '073': { full_name: 'Edit Me', results: [] },
};

/**
 * The recorded values are the API's defects (SCQ/MCQ counted wrong, class average 0): her averages come from her
 * history instead, and the class comparison is not available, never 0 (the old fields keep the API's numbers).
 */
async function performance(h: Harness, history: Data) {
  h.also['/api/student/quiz-history/'] = history;
  const res = await h.gql(PERFORMANCE);
  expect(res.errors).toBeUndefined();
  const api = h.recording.response.body as Data[];
  const bySubject = new Map<string, number[]>();
  for (const r of history.results)
    bySubject.set(r.subject, [...(bySubject.get(r.subject) ?? []), r.percentage]);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const subjects = [...bySubject].sort(([a], [b]) => a.localeCompare(b));
  const p = res.data.subjectPerformance;
  // The signed-in student's own ids (the harness's account), never a constant shared by every student.
  expect(p.id).toMatch(/^[\w-]{22}$/);
  expect(p.subjects.map((s: Data) => [s.subject, s.studentAverage, s.quizCount])).toEqual(
    subjects.map(([s, xs]) => [s, round2(mean(xs)), xs.length]),
  );
  const notAvailable = { classAverage: null, ratio: null, unavailableReason: 'IMPLAUSIBLE' };
  for (const s of p.subjects) {
    const apiRow = api.find((r) => r.subject === s.subject);
    expect(s.classComparison).toEqual(notAvailable);
    expect([s.classAverage, s.percentile]).toEqual([apiRow.class_avg, apiRow.percentile]);
    expect(s.id).toBe(`${p.id}/${s.subject}`);
  }
  if (subjects.length === 0) expect(p.overall).toBeNull();
  else
    expect(p.overall).toMatchObject({
      id: `${p.id}/Overall Performance`,
      isOverall: true,
      studentAverage: round2(mean(p.subjects.map((s: Data) => s.studentAverage))),
      classComparison: notAvailable,
    });
}

export const reportCases: Record<string, CaseFn> = {
  '057': result,
  '058': result,
  // Not yours answers as unknown: nobody learns which attempt ids exist.
  '059': (h) => resultFails(h, 'NOT_FOUND', 'Quiz attempt not found.'),
  '060': (h) => resultFails(h, 'NOT_FOUND', 'Quiz attempt not found.'),
  '061': (h) => resultFails(h, 'UNAUTHENTICATED', 'Please sign in.'),
  '062': result, // alias path, same body
  '064': (h) => resultFails(h, 'NOT_FOUND', 'Quiz attempt not found.'),
  '067': result,
  '068': own,
  '069': async (h) =>
    expectError(await h.gql('{ quizHistory { id } }'), 'FORBIDDEN', 'You are not allowed to do this.'),
  '070': async (h) => expectError(await h.gql('{ quizHistory { id } }'), 'UNAUTHENTICATED'),
  '071': (h) => performance(h, HISTORIES['071']),
  '072': (h) => performance(h, HISTORIES['072']),
  '073': (h) => performance(h, HISTORIES['073']),
  '074': async (h) => expectError(await h.gql(PERFORMANCE), 'FORBIDDEN', 'You are not allowed to do this.'),
  '075': async (h) => {
    const res = await h.gql(STUDENTS);
    expectError(res, 'UPSTREAM_ERROR'); // the real backend's HTML 500
    expect(JSON.stringify(res)).not.toContain('Server Error');
  },
  '076': async (h) => {
    const res = await h.gql(STUDENTS);
    expect(res.data.teacherStudents).toEqual([
      {
        id: 'nograde1',
        username: 'nograde1',
        fullName: 'No Grade Student',
        email: 'nograde1@harness.invalid',
        grade: null,
        gender: 'FEMALE',
        schoolName: 'No Grade School',
        city: 'Gwadar',
        province: 'BALOCHISTAN',
      },
    ]);
  },
  '077': async (h) => expectError(await h.gql(STUDENTS), 'FORBIDDEN', 'You are not allowed to do this.'),
  '078': async (h) => expectError(await h.gql(STUDENTS), 'UNAUTHENTICATED'),
  '079': teacherView,
  '080': teacherView,
  '081': teacherView, // STUDENT2: sent as typed, id lower-cased
  // Another school's student answers as an unknown one to a teacher.
  '082': (h) => {
    h.standing = { role: 'teacher', account_status: 'active' };
    return teacherViewFails(h, 'NOT_FOUND', 'No such student among yours.');
  },
  '083': (h) => teacherViewFails(h, 'NOT_FOUND', 'No such student among yours.'),
  '084': (h) => teacherViewFails(h, 'FORBIDDEN', 'You are not allowed to do this.'),
};
