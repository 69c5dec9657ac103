// A credential `user/me/` refuses (401, 403) is no verified account. It must not pass the staff rule nor get a
// graded attempt, even when the upstream would still honour it on other calls: nothing more is sent with it in that
// request. A cookie session whose access token merely expired still renews it and carries on.
import { beforeAll, describe, expect, it } from 'vitest';
import { FINALIZE, quizIds, SAVE, START, start, sanasResultId } from './quiz-support';
import { codes, upstreamToken } from './support';
import { useStack } from './stack-support';

const ME = '/api/user/me/';
const RESULT = 'query($id: ID!) { quizResult(attemptId: $id) { id quizTitle } }';

const stack = useStack();
let quizId: string;
beforeAll(async () => {
  quizId = (await quizIds(stack)).grade3[0]!.id;
});

describe.each([401, 403])('user/me/ answering %i', (status) => {
  it("a staff token gets no child's result", async () => {
    const id = await sanasResultId(stack);
    const admin = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'admin')}` });
    // The upstream itself hands the admin any result: only the gateway's rule stands in the way.
    stack.double.faults.add({ path: ME, status });
    const answer = await admin.gql(RESULT, { id });
    expect(answer.data?.quizResult ?? null).toBeNull();
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    // Nothing was sent with the refused token after user/me/.
    const after = stack.double.requests.filter((r) => r.path.startsWith('/api/student/quiz-result/'));
    expect(after.filter((r) => r.headers.authorization)).toEqual([]);
  });

  it('an expired account gets no graded attempt, and no answer or finalize is sent', async () => {
    const bilal = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'bilal')}` });
    stack.double.faults.add({ path: ME, status });
    const started = await bilal.gql(START, { input: { quizId } });
    expect(codes(started)).toEqual(['UNAUTHENTICATED']);
    expect(started.data?.startQuiz ?? null).toBeNull();
    const saved = await bilal.gql(SAVE, {
      input: { attemptId: '1', questionId: '1', questionType: 'SCQ', selected: 'a' },
    });
    expect(codes(saved)).toEqual(['UNAUTHENTICATED']);
    const finalized = await bilal.gql(FINALIZE, { input: { attemptId: '1', durationSeconds: 3 } });
    expect(codes(finalized)).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstreamCalls(`/api/quiz/start/${quizId}/`)).toBe(0);
    expect(stack.upstreamCalls('/api/student/submit-answer/')).toBe(0);
    expect(stack.upstreamCalls('/api/student/quiz/finalize/')).toBe(0);
  });

  it('public data still answers, as for a visitor', async () => {
    const bilal = stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'bilal')}` });
    stack.double.faults.add({ path: ME, status });
    const grades = await bilal.gql('{ grades { id } }');
    expect(grades.errors).toBeUndefined();
    expect(grades.data.grades.length).toBeGreaterThan(0);
  });
});

describe('a cookie session', () => {
  it('whose access token expired renews it and gets its graded attempt', async () => {
    const c = await stack.signedIn('ayesha');
    // Every access token issued so far is now expired upstream; the refresh token still works.
    stack.double.admin.expireAccessTokens();
    const attempt = await start(c, quizId);
    expect(attempt.previewMode).toBe(false);
    expect(stack.upstreamCalls('/api/token/refresh/')).toBe(1);
  });
});
