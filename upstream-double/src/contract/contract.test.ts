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

async function answer(user: string, recordedAttempt: number, howMany: number): Promise<void> {
  const id = replay.attempts.get(recordedAttempt);
  if (id === undefined) throw new Error(`attempt ${recordedAttempt} was never started`);
  const right = double.admin.correctAnswersOf(id) ?? {};
  const token = await replay.token(user);
  for (const [qid, data] of Object.entries(right).slice(0, howMany)) {
    await fetch(`${double.url}student/submit-answer/`, {
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

function expectLikeRecording(a: Actual, c: RecordedCase): void {
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
  if (rec.headers.Location) expect(a.headers.get('location')).toBe(replay.mapPath(rec.headers.Location));
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
const DEFECT_CASES = new Set([58, 65, 66, 67, 71, 72, 75, 96, 109, 110, 121]);

describe('contract: recorded real-backend cases replayed against the double', () => {
  it('found all 123 recordings; every defect case has a check', () => {
    expect(CASES).toHaveLength(123);
    expect(Object.keys(defects).map(Number)).toEqual([...DEFECT_CASES]);
  });

  for (const c of CASES) {
    it(`${c.file.replace(/\.json$/, '')}${DEFECT_CASES.has(c.num) ? ' [defect not copied]' : ''}`, async () => {
      await SETUP[c.num]?.();
      const req = await replay.build(c);
      const res = await fetch(double.origin + req.path, {
        method: req.method,
        headers: req.headers,
        body: req.body ?? null,
        redirect: 'manual',
      });
      const text = await res.text();
      const body = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
      const actual: Actual = { status: res.status, headers: res.headers, text, body };
      if (req.method === 'POST' && /\/start\//.test(req.path) && res.status === 200)
        replay.learn(c.response.body, body);
      if (res.status === 401 && req.user) replay.tokens.delete(req.user); // a rejected token is not reused
      if (/change-password\/$/.test(req.path) && res.status === 200 && req.user) {
        replay.passwords.set(
          req.user,
          (JSON.parse(String(req.body)) as { new_password: string }).new_password,
        );
      }
      (defects[c.num] ?? expectLikeRecording)(actual, c);
    });
  }
});

// Cases whose recorded defect the double reproduces at `fidelity: 'recorded'` (src/fidelity.ts).
const REPRODUCED_DEFECTS = [75, 109, 110];
/** What each reproduced defect does, beyond answering like the recording. */
const REPRODUCED_EFFECTS: Record<number, (body: Actual['body']) => void> = {
  109: () => expect(double.admin.findUser('fatima')?.grade).toBeNull(),
  110: (body) => expect(body).toMatchObject({ preview_mode: true, attempt_id: null }),
};

describe('contract at recorded fidelity: the reproduced defects answer like the recording', () => {
  // From the seeded data, like the recorded run: the replay above changed grades and passwords.
  beforeAll(() => {
    double.reset();
    replay.tokens.clear();
  });
  for (const num of [...REPRODUCED_DEFECTS, 76]) {
    it(`case ${num} ${REPRODUCED_DEFECTS.includes(num) ? '(defect reproduced)' : '(unaffected)'}`, async () => {
      const c = CASES.find((k) => k.num === num)!;
      double.fidelity = 'recorded';
      try {
        const req = await replay.build(c);
        const res = await fetch(double.origin + req.path, {
          method: req.method,
          headers: req.headers,
          body: req.body ?? null,
          redirect: 'manual',
        });
        const text = await res.text();
        const body =
          (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
        expectLikeRecording({ status: res.status, headers: res.headers, text, body }, c);
        if (c.response.body_kind === 'text') expect(text).toBe(c.response.body);
        REPRODUCED_EFFECTS[num]?.(body);
      } finally {
        double.fidelity = 'corrected';
      }
    });
  }
});
