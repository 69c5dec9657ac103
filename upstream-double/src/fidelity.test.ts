import { describe, expect, it } from 'vitest';
import { DEFECT_NAMES, defectsFromEnv, fidelityFromEnv, parseDefectList } from './fidelity';
import { useClockedDouble } from './testing/clocked-double';
import {
  call,
  finalizeQuiz,
  finishQuiz,
  login,
  PNG_BYTES,
  quizId,
  signupForm,
  takeQuiz,
} from './testing/test-client';
import type { Defect, UpstreamDouble } from './index';

const t = useClockedDouble(new Date('2026-03-10T06:00:00Z'));

it('reads UPSTREAM_DOUBLE_FIDELITY and UPSTREAM_DOUBLE_DEFECTS, refusing anything unknown', () => {
  expect(fidelityFromEnv({})).toBe('corrected');
  expect(fidelityFromEnv({ UPSTREAM_DOUBLE_FIDELITY: ' recorded ' })).toBe('recorded');
  expect(() => fidelityFromEnv({ UPSTREAM_DOUBLE_FIDELITY: 'real' })).toThrow(/corrected" or "recorded/);
  expect(defectsFromEnv({})).toEqual({});
  expect(parseDefectList(' me-without-grade, -teacher-list-500 ,')).toEqual({
    'me-without-grade': true,
    'teacher-list-500': false,
  });
  expect(() => parseDefectList('me-without-grades')).toThrow(/unknown defect/);
});

const post = (body: unknown) =>
  fetch(`${t.double.origin}/__double/fidelity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('switches over /__double/fidelity, refuses an unknown value, and reset restores the start', async () => {
  expect((await post({ fidelity: 'recorded' })).status).toBe(200);
  expect(t.double.fidelity).toBe('recorded');
  expect(await (await fetch(`${t.double.origin}/__double/fidelity`)).json()).toEqual({
    fidelity: 'recorded',
    defects: [...DEFECT_NAMES].sort(),
  });
  expect((await post({ fidelity: 'real' })).status).toBe(400);
  expect((await post({ defects: { 'no-such-defect': true } })).status).toBe(400);
  expect(t.double.fidelity).toBe('recorded');
  expect((await post({ defects: { 'teacher-list-500': false } })).status).toBe(200);
  expect(t.double.defects.has('teacher-list-500')).toBe(false);
  expect(t.double.defects.size).toBe(DEFECT_NAMES.length - 1);
  t.double.reset();
  expect(t.double.fidelity).toBe('corrected');
  expect(t.double.defects.size).toBe(0);
});

/** Whether a double shows the defect, seen from outside as a client would (from freshly seeded data). */
const PROBES: Record<Defect, (d: UpstreamDouble) => Promise<boolean>> = {
  'teacher-list-500': async (d) =>
    (await call(d, 'teacher/students/', { token: await login(d, 'mrs.khan') })).status === 500,
  'edit-profile-clears-grade': async (d) => {
    const token = await login(d, 'fatima');
    await call(d, 'user/edit-profile/', { method: 'PUT', token, form: signupForm({ grade: '' }) });
    return d.admin.findUser('fatima')?.grade === null;
  },
  'me-without-grade': async (d) =>
    !('grade' in (await call(d, 'user/me/', { token: await login(d, 'ayesha') })).body),
  'subject-performance-values': async (d) => {
    await finishQuiz(d, 'ayesha', await quizId(d, 'Grade 3', '1.'));
    const rows = (await call(d, 'student/subject-performance/', { token: await login(d, 'ayesha') })).body;
    return rows[0].student_avg < 100 && rows[0].class_avg === 0;
  },
  'finalize-ignores-unanswered': async (d) => {
    const token = await login(d, 'ayesha');
    const { attemptId } = await takeQuiz(d, token, await quizId(d, 'Grade 3', '2.'), (_q, i) =>
      i === 0 ? 'right' : 'skip',
    );
    return (await finalizeQuiz(d, token, attemptId)).body.total_questions === 1;
  },
  'stray-answers-accepted': async (d) => {
    const token = await login(d, 'ayesha');
    const { attemptId } = await takeQuiz(d, token, await quizId(d, 'Grade 3', '2.'), () => 'skip');
    const stray = { attempt_id: attemptId, question_id: '00000000-0000-0000-0000-000000000000' };
    const r = await call(d, 'student/submit-answer/', {
      token,
      json: { ...stray, question_type: 'scq', answer_data: { selected: '1' } },
    });
    return r.status === 200;
  },
  'result-latest-attempt': async (d) => {
    const quiz = await quizId(d, 'Grade 3', '2.');
    const first = await finishQuiz(d, 'ayesha', quiz);
    await finishQuiz(d, 'ayesha', quiz, () => 'wrong');
    const token = await login(d, 'ayesha');
    return (await call(d, `student/quiz-result/${first.attempt_id}/`, { token })).body.percentage === 0;
  },
  'result-any-teacher': async (d) => {
    const done = await finishQuiz(d, 'ayesha', await quizId(d, 'Grade 3', '2.'));
    const token = await login(d, 'mr.baloch');
    return (await call(d, `student/quiz-result/${done.attempt_id}/`, { token })).status === 200;
  },
  'tokens-survive-password-change': async (d) => {
    const token = await login(d, 'hamza');
    const json = { old_password: 'learnify123', new_password: 'another-one-9' };
    await call(d, 'user/change-password/', { token, json });
    return (await call(d, 'user/me/', { token })).status === 200;
  },
  'renewal-extends-at-once': async (d) => {
    const token = await login(d, 'bilal');
    const before = (await call(d, 'account/subscription-info/', { token })).body.expiry;
    const form = signupForm({ plan: 'monthly' }, { fee_receipt: [PNG_BYTES, 'image/png', 'r.png'] });
    await call(d, 'account/renew-subscription/', { token, form });
    return (await call(d, 'account/subscription-info/', { token })).body.expiry !== before;
  },
  'duration-meaningless': async (d) =>
    String((await finishQuiz(d, 'ayesha', await quizId(d, 'Grade 3', '2.'))).duration).startsWith('-1 day'),
};

describe('each recorded defect switches on its own', () => {
  it('every defect has a probe', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...DEFECT_NAMES].sort());
  });

  for (const defect of DEFECT_NAMES) {
    it(`${defect}: shown with only it on, not with every other one on`, async () => {
      t.double.reproduce(defect);
      expect(await PROBES[defect](t.double)).toBe(true);
      t.double.reset();
      t.double.fidelity = 'recorded';
      t.double.reproduce(defect, false);
      expect(await PROBES[defect](t.double)).toBe(false);
    });
  }
});
