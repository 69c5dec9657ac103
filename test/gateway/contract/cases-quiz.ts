// Contract cases 034–056, 063, 065, 066, 110: quiz/start/, student/submit-answer/, student/quiz/finalize/.
import { expect } from 'vitest';
import type { Data } from '../support';
import { expectError, type CaseFn, type Harness } from './harness';

const START = `mutation($id: ID!) { startQuiz(input: { quizId: $id }) { errors { code } attempt {
  id attemptId previewMode quizId quizTitle totalExpectedQuestions
  formatting { fontSize lineSpacing textAlignment blankWidth } questions { id type html options blanks } } } }`;
const SAVE =
  'mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) { questionId status errors { code field message } } }';
const FINALIZE =
  'mutation($input: FinalizeQuizInput!) { finalizeQuiz(input: $input) { attemptId errors { code } } }';

/** The quiz id in the recorded path (`quiz/start/25/` or the alias `student/quiz/26/start/`). */
const quizIdOf = (h: Harness) => /\/(\d+)\//.exec(h.recording.request.path)![1]!;

async function start(h: Harness, preview: boolean) {
  const id = quizIdOf(h);
  const res = await h.gql(START, { id });
  expect(res.errors).toBeUndefined();
  const body = h.recording.response.body as Data;
  const a = res.data.startQuiz.attempt;
  expect(a).toMatchObject({
    previewMode: preview,
    attemptId: preview ? null : String(body.attempt_id),
    quizId: id,
    quizTitle: body.quiz_title,
    totalExpectedQuestions: body.total_expected_questions,
    // The recorded formatting wins over the defaults (1.5 here, not 1.6).
    formatting: {
      fontSize: body.formatting.font_size,
      lineSpacing: body.formatting.line_spacing,
      textAlignment: 'LEFT',
      blankWidth: body.formatting.input_box_width,
    },
  });
  expect(a.id).toMatch(preview ? /^preview:/ : /^\d+$/);
  expect(a.questions).toHaveLength(body.questions.length);
  a.questions.forEach((q: Data, i: number) => {
    const r = body.questions[i];
    expect(q).toMatchObject({ id: r.question_id, type: r.type.toUpperCase(), html: r.question_text });
    expect(q.options).toEqual(r.type === 'fib' ? [] : r.options);
    if (r.type === 'fib') expect(q.blanks).toEqual(['a', 'b']);
  });
  expect(h.calls()).toEqual([`POST /api/quiz/start/${id}/`]);
  // The viewer's token goes along when there is one (a student gets a real attempt), not otherwise.
  expect(h.received[0]?.headers.authorization).toBe(
    h.recording.request.headers.Authorization ? 'Bearer contract-access-token' : undefined,
  );
}

/** The SaveAnswerInput that produces the recorded request body. */
function saveInput(h: Harness): Data {
  const j = (h.recording.request.json ?? {}) as Data;
  const type = String(j.question_type ?? 'scq').toUpperCase();
  const input: Data = {
    attemptId: String(j.attempt_id ?? 86),
    questionId: j.question_id ?? '7486d2aa-7e2c-4b4e-8a1e-8eef81540796',
    questionType: type,
  };
  const data = j.answer_data;
  if (type === 'SCQ') input.selected = data?.selected ?? '27';
  if (type === 'MCQ') input.selectedOptions = data.selected;
  if (type === 'FIB')
    input.blanks = Object.entries(typeof data === 'object' ? data : { a: String(data) }).map(
      ([label, value]) => ({ label, value }),
    );
  return input;
}

async function save(h: Harness, status: 'SAVED' | 'EMPTY', exactBody = true) {
  const input = saveInput(h);
  const res = await h.gql(SAVE, { input });
  expect(res.data.saveAnswer).toEqual({ questionId: input.questionId, status, errors: [] });
  expect(h.calls()).toEqual(['POST /api/student/submit-answer/']);
  if (exactBody) expect(h.json()).toEqual(h.recording.request.json);
}

async function saveRejected(h: Harness, message: string) {
  const input = saveInput(h);
  const res = await h.gql(SAVE, { input });
  expect(res.data.saveAnswer).toEqual({
    questionId: input.questionId,
    status: 'REJECTED',
    errors: [{ code: 'INVALID_INPUT', field: null, message }],
  });
}

async function saveFails(h: Harness, code: string, message: string) {
  expectError(await h.gql(SAVE, { input: saveInput(h) }), code, message);
  expect(h.received[0]?.headers.authorization).toBe(
    h.recording.request.headers.Authorization ? 'Bearer contract-access-token' : undefined,
  );
}

async function finalize(h: Harness, code?: string, message?: string) {
  // After a finish the gateway reads her history into her ledger (answered here, outside `received`).
  h.also['/api/student/quiz-history/'] = { full_name: 'Contract', results: [] };
  h.also['/api/landing/quizzes/'] = [];
  const j = (h.recording.request.json ?? {}) as Data;
  const attemptId = String(j.attempt_id ?? 86);
  const res = await h.gql(FINALIZE, { input: { attemptId, durationSeconds: j.duration ?? 0 } });
  expect(h.json()).toEqual({ attempt_id: Number(attemptId), duration: j.duration ?? 0 });
  if (code) return expectError(res, code, message);
  expect(res.data.finalizeQuiz).toEqual({
    attemptId: String((h.recording.response.body as Data).attempt_id),
    errors: [],
  });
}

export const quizCases: Record<string, CaseFn> = {
  '034': (h) => start(h, false),
  '035': (h) => start(h, true),
  '036': (h) => start(h, true),
  '037': (h) => start(h, true),
  '038': async (h) => expectError(await h.gql(START, { id: '999999' }), 'NOT_FOUND', 'Not found.'),
  '039': async (h) => expectError(await h.gql(START, { id: '25' }), 'UPSTREAM_ERROR'), // 405: only if we used GET
  '040': (h) => start(h, false), // the alias path answers the same
  '041': (h) => save(h, 'SAVED'),
  '042': (h) => save(h, 'SAVED'),
  '043': (h) => save(h, 'SAVED'),
  '044': (h) => save(h, 'SAVED'),
  '045': (h) => saveRejected(h, 'This was not accepted. Please check it and try again.'),
  '046': (h) => saveRejected(h, 'This was not accepted. Please check it and try again.'),
  '047': (h) => save(h, 'EMPTY'), // 204: every blank empty
  '048': (h) => saveRejected(h, 'This was not accepted. Please check it and try again.'),
  '049': (h) => saveFails(h, 'NOT_FOUND', 'Not found.'),
  '050': (h) => saveFails(h, 'NOT_FOUND', 'Not found.'),
  '051': (h) => saveFails(h, 'FORBIDDEN', 'You are not allowed to do this.'),
  '052': (h) => saveFails(h, 'UNAUTHENTICATED', 'Please sign in.'),
  '053': (h) => finalize(h, 'BAD_USER_INPUT', 'The request was not accepted.'),
  '054': (h) => finalize(h, 'FORBIDDEN', 'You are not allowed to do this.'),
  '055': (h) => finalize(h),
  // Already finalized: the gateway checks the result (here the same 404 again) before giving up.
  '056': async (h) => {
    await finalize(h, 'NOT_FOUND', 'Not found.');
    expect(h.calls()).toEqual(['POST /api/student/quiz/finalize/', 'GET /api/student/quiz-result/86/']);
  },
  '063': (h) => start(h, false),
  '065': (h) => save(h, 'SAVED'),
  '066': (h) => finalize(h),
  '110': (h) => start(h, true), // grade cleared by the edit → preview
};
