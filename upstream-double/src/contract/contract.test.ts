// Contract test: every recorded real-backend case (real-api/contract/NNN_*.json) is replayed, in
// order, against ONE double (seed 'minimal'); the double must answer with the recorded status and `shape`
// (see shape.ts), error bodies verbatim. Cases whose recording shows a listed real-backend DEFECT
// are asserted to DIFFER, each with a comment naming the defect.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defectChecks, type Actual } from './defects';
import { shapeMismatches, type Shape } from './shape';
import { Replayer, type RecordedCase } from './replay';
import { startUpstreamDouble, type UpstreamDouble } from '../index';
import { addDays, karachiDate } from '../time';
import { quizId } from '../testing/test-client';

const DIR = fileURLToPath(new URL('../../real-api/contract/', import.meta.url));
const CASES: RecordedCase[] = readdirSync(DIR)
  .filter((f) => /^\d{3}_.*\.json$/.test(f))
  .sort()
  .map((file) => ({
    file,
    num: Number(file.slice(0, 3)),
    ...(JSON.parse(readFileSync(DIR + file, 'utf8')) as Omit<RecordedCase, 'file' | 'num'>),
  }));

let double: UpstreamDouble;
let replay: Replayer;
let defects: ReturnType<typeof defectChecks> = {};
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal' });
  const g3Mixed = await quizId(double, 'Grade 3', '1.');
  const g3Drill = await quizId(double, 'Grade 3', '2.');
  const g5Mixed = await quizId(double, 'Grade 5', '1.');
  // Recorded quiz ids: 25/26 = Grade 3 mixed quiz/SCQ drill (student1's grade), 1 = another grade's
  // mixed quiz (preview for student1), 13 = editme1's own-grade mixed quiz (editme1 -> fatima, Grade 5).
  replay = new Replayer(double, { 25: g3Mixed, 26: g3Drill, 1: g5Mixed, 13: g5Mixed });
  defects = defectChecks(double, expectLikeRecording);
});
afterAll(() => double.close());

/** Steps the capture harness took between recorded cases (not recorded themselves). */
const SETUP: Record<number, () => Promise<void>> = {
  // 055 "all answers correct": the harness had answered every question of attempt 86.
  55: () => answer('ayesha', 86, Infinity),
  // 066 "3 of 5 answered": the harness had answered the first three questions of attempt 88.
  66: () => answer('ayesha', 88, 3),
};

const answer = (user: string, recordedAttempt: number, howMany: number) =>
  answerOn(double, replay, user, recordedAttempt, howMany);

async function answerOn(
  on: UpstreamDouble,
  rp: Replayer,
  user: string,
  recordedAttempt: number,
  howMany: number,
): Promise<void> {
  const id = rp.attempts.get(recordedAttempt);
  if (id === undefined) throw new Error(`attempt ${recordedAttempt} was never started`);
  const right = on.admin.correctAnswersOf(id) ?? {};
  const token = await rp.token(user);
  for (const [qid, data] of Object.entries(right).slice(0, howMany)) {
    await fetch(`${on.url}student/submit-answer/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        attempt_id: id,
        question_id: qid,
        question_type:
          (data as { selected?: unknown }).selected === undefined
            ? 'fib'
            : Array.isArray((data as { selected: unknown }).selected)
              ? 'mcq'
              : 'scq',
        answer_data: data,
      }),
    });
  }
}

const FIXED_MESSAGE_KEYS = new Set([
  'detail',
  'error',
  'message',
  'success',
  'code',
  'messages',
  'grade_changes_left',
]);

/** Sends a recorded case (mapped) and learns what later cases need: ids, rejected tokens, changed passwords. */
async function send(on: UpstreamDouble, rp: Replayer, c: RecordedCase): Promise<Actual> {
  const req = await rp.build(c);
  const res = await fetch(on.origin + req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body ?? null,
    redirect: 'manual',
  });
  const text = await res.text();
  const body = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  if (req.method === 'POST' && /\/start\//.test(req.path) && res.status === 200)
    rp.learn(c.response.body, body);
  if (res.status === 401 && req.user) rp.tokens.delete(req.user); // a rejected token is not reused
  if (/change-password\/$/.test(req.path) && res.status === 200 && req.user) {
    rp.passwords.set(req.user, (JSON.parse(String(req.body)) as { new_password: string }).new_password);
  }
  return { status: res.status, headers: res.headers, text, body };
}

function expectLikeRecording(a: Actual, c: RecordedCase, rp: Replayer = replay): void {
  const rec = c.response;
  expect(a.status, 'status').toBe(rec.status);
  if (rec.shape !== null) expect(shapeMismatches(rec.shape as Shape, a.body), 'shape').toEqual([]);
  const fixed =
    typeof rec.body === 'object' &&
    rec.body !== null &&
    !Array.isArray(rec.body) &&
    Object.keys(rec.body).every((k) => FIXED_MESSAGE_KEYS.has(k));
  if (rec.body_kind === 'json' && (rec.status >= 400 || fixed))
    expect(a.body, 'body verbatim').toEqual(rec.body);
  const recType = rec.headers['Content-Type'];
  if (recType && rec.status !== 204) expect(a.headers.get('content-type'), 'content-type').toBe(recType);
  if (rec.status === 204) expect(a.text).toBe('');
  if (rec.status === 404 && rec.body_kind === 'text') expect(a.text).toBe(rec.body);
  if (rec.headers.Location) expect(a.headers.get('location')).toBe(rp.mapPath(rec.headers.Location));
  for (const h of [
    'Access-Control-Allow-Origin',
    'Access-Control-Allow-Credentials',
    'WWW-Authenticate',
    'Allow',
  ]) {
    expect(a.headers.get(h), h).toBe(rec.headers[h] ?? null);
  }
}

// Known before the run, for the test names.
const DEFECT_CASES = new Set([28, 29, 30, 58, 65, 66, 67, 71, 72, 75, 96, 109, 110, 121]);

describe('contract: recorded real-backend cases replayed against the double', () => {
  it('found all 123 recordings; every defect case has a check', () => {
    expect(CASES).toHaveLength(123);
    expect(Object.keys(defects).map(Number)).toEqual([...DEFECT_CASES]);
  });

  for (const c of CASES) {
    it(`${c.file.replace(/\.json$/, '')}${DEFECT_CASES.has(c.num) ? ' [defect not copied]' : ''}`, async () => {
      await SETUP[c.num]?.();
      const actual = await send(double, replay, c);
      (defects[c.num] ?? expectLikeRecording)(actual, c);
    });
  }
});

// At `fidelity: 'recorded'` every case, the defect cases included, answers like the recording: the whole run is
// replayed against a second double that reproduces every defect of src/fidelity.ts.
/** What each reproduced defect does, beyond answering like the recording. */
const REPRODUCED_EFFECTS: Record<number, (a: Actual, c: RecordedCase, d: UpstreamDouble) => void> = {
  // `result-any-teacher`: another school's teacher reads it.
  58: (a) => expect(a.status).toBe(200),
  // `stray-answers-accepted`.
  65: (a, c) => expect(a.body).toEqual(c.response.body),
  // `finalize-ignores-unanswered`: 3 answered + 1 stray = 4 counted, 75 %, C+; feedback for the 3 answered.
  66: (a) => {
    expect(a.body).toMatchObject({ total_questions: 4, correct_answers: 3, percentage: 75, grade: 'C+' });
    expect(a.body.question_feedback).toHaveLength(3);
  },
  // …read back over the 5 served: 60 %, with the finalize letter; only the answered questions listed.
  67: (a) => {
    expect(a.body).toMatchObject({ total_questions: 5, percentage: 60, grade_letter: 'C+' });
    expect(a.body.questions).toHaveLength(3);
  },
  // …and the history's letter is the percentage's.
  68: (a, c) => {
    const {
      attempt_id: _id,
      attempted_on: _on,
      ...row
    } = (c.response.body as { results: object[] }).results[0] as Record<string, unknown>;
    expect(a.body.results[0]).toMatchObject(row);
  },
  // `subject-performance-values`: SCQ/MCQ never correct, class average 0.
  71: (a, c) => expect(a.body).toEqual(c.response.body),
  72: (a) => {
    for (const row of a.body) expect(row).toMatchObject({ class_avg: 0, percentile: 0 });
  },
  // `renewal-extends-at-once`: 30 days from today, still expired.
  96: (a) =>
    expect(a.body).toMatchObject({ status: 'expired', expiry: addDays(karachiDate(new Date()), 30) }),
  109: (_a, _c, d) => expect(d.admin.findUser('fatima')?.grade).toBeNull(),
  110: (a) => expect(a.body).toMatchObject({ preview_mode: true, attempt_id: null }),
  // `me-without-grade` and `tokens-survive-password-change`.
  121: (a, c) => expect(a.body).toEqual({ ...(c.response.body as object), username: 'fatima' }),
};

describe('contract at recorded fidelity: every case answers like the recording', () => {
  let recorded: UpstreamDouble;
  let replayed: Replayer;
  beforeAll(async () => {
    recorded = await startUpstreamDouble({ seed: 'minimal', fidelity: 'recorded' });
    const g3Mixed = await quizId(recorded, 'Grade 3', '1.');
    const g3Drill = await quizId(recorded, 'Grade 3', '2.');
    const g5Mixed = await quizId(recorded, 'Grade 5', '1.');
    replayed = new Replayer(recorded, { 25: g3Mixed, 26: g3Drill, 1: g5Mixed, 13: g5Mixed });
  });
  afterAll(() => recorded.close());

  for (const c of CASES) {
    it(`${c.file.replace(/\.json$/, '')}${REPRODUCED_EFFECTS[c.num] ? ' [defect reproduced]' : ''}`, async () => {
      if (c.num === 55) await answerOn(recorded, replayed, 'ayesha', 86, Infinity);
      if (c.num === 66) await answerOn(recorded, replayed, 'ayesha', 88, 3);
      const actual = await send(recorded, replayed, c);
      expectLikeRecording(actual, c, replayed);
      if (c.response.body_kind === 'text' && c.response.status === 500)
        expect(actual.text).toBe(c.response.body);
      REPRODUCED_EFFECTS[c.num]?.(actual, c, recorded);
    });
  }
});
