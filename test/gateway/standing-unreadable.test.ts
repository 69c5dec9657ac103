// `user/me/` answering JSON that parses but whose role or account status is not one the REST API uses (missing,
// null, an unknown word): the standing cannot be read, so it is unknown, never good. A staff token gets no child's
// result, an expired account no graded attempt, a staff refresh token no fresh tokens; public data still answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { quizIds, SAVE, START, sanasResultId } from './quiz-support';
import { codes, PASSWORD, upstreamToken } from './support';
import { useStack } from './stack-support';

const ME = '/api/user/me/';
const RESULT = 'query($id: ID!) { quizResult(attemptId: $id) { id quizTitle } }';
const REFRESH =
  'mutation R($t: String!) { refreshSession(input: { refreshToken: $t }) { tokens { accessToken } } }';

/** What `user/me/` answers instead of the account's record: readable JSON, unreadable role or status. */
const UNREADABLE_ROLES: Array<[string, Record<string, unknown>]> = [
  ['no role', { account_status: 'active' }],
  ['a null role', { role: null, account_status: 'active' }],
  ['an unknown role', { role: 'superuser', account_status: 'active' }],
];
const UNREADABLE_STATUSES: Array<[string, Record<string, unknown>]> = [
  ['no status', { role: 'student' }],
  ['a null status', { role: 'student', account_status: null }],
  ['an unknown status', { role: 'student', account_status: 'suspended' }],
];

const stack = useStack();
let quizId: string;
beforeAll(async () => {
  quizId = (await quizIds(stack)).grade3[0]!.id;
});

describe.each(UNREADABLE_ROLES)('user/me/ answering %s', (_name, fields) => {
  it("a staff token gets no child's result, and nothing more is sent with it", async () => {
    const id = await sanasResultId(stack);
    const admin = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'admin')}` });
    stack.double.faults.add({ path: ME, status: 200, body: { username: 'admin', ...fields } });
    const answer = await admin.gql(RESULT, { id });
    expect(answer.data?.quizResult ?? null).toBeNull();
    expect(codes(answer)).toEqual(['STANDING_UNKNOWN']);
    const sent = stack.double.requests.filter((r) => r.path.startsWith('/api/student/quiz-result/'));
    expect(sent.filter((r) => r.headers.authorization)).toEqual([]);
  });

  it('a staff refresh token renews nothing', async () => {
    const res = await fetch(`${stack.double.url}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager', password: PASSWORD }),
    });
    const { refresh } = (await res.json()) as { refresh: string };
    stack.double.faults.add({ path: ME, status: 200, body: { username: 'manager', ...fields } });
    const renewed = await stack.client().gql(REFRESH, { t: refresh });
    expect(codes(renewed)).toEqual(['STANDING_UNKNOWN']);
    expect(JSON.stringify(renewed.data ?? null)).not.toContain('accessToken":"');
  });
});

describe.each(UNREADABLE_STATUSES)('user/me/ answering %s', (_name, fields) => {
  it('an expired account gets no graded attempt, and no answer reaches the upstream', async () => {
    const bilal = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'bilal')}` });
    stack.double.faults.add({ path: ME, status: 200, body: { username: 'bilal', ...fields } });
    const started = await bilal.gql(START, { input: { quizId } });
    expect(codes(started)).toEqual(['STANDING_UNKNOWN']);
    const graded = stack.double.requests.filter(
      (r) => r.path.startsWith('/api/quiz/start/') && r.headers.authorization,
    );
    expect(graded).toEqual([]);
    const saved = await bilal.gql(SAVE, {
      input: { attemptId: '1', questionId: '1', questionType: 'SCQ', selected: 'a' },
    });
    expect(codes(saved)).toEqual(['STANDING_UNKNOWN']);
    expect(stack.upstreamCalls('/api/student/submit-answer/')).toBe(0);
  });

  it('public data answers as for a visitor, and the record is not kept: the next request asks again', async () => {
    const bilal = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'bilal')}` });
    stack.double.faults.add({ path: ME, status: 200, body: { username: 'bilal', ...fields }, times: 1 });
    const grades = await bilal.gql('{ grades { id } }');
    expect(grades.errors).toBeUndefined();
    expect(grades.data.grades.length).toBeGreaterThan(0);
    // user/me/ answers the real record again: it is read, and bilal (expired) gets a preview.
    const started = await bilal.gql(START, { input: { quizId } });
    expect(started.errors).toBeUndefined();
    expect(started.data.startQuiz.attempt.previewMode).toBe(true);
    expect(stack.upstreamCalls(ME)).toBe(2);
  });
});
