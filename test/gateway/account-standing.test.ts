// The server enforces what the web enforces. An expired (or inactive) account gets what a visitor gets — previews,
// no saved answers, no finalized attempts — while profile, subscription and password stay open; staff tokens are
// refused on every operation; a good standing is re-read from user/me/ at most once per ACCOUNT_STATUS_TTL_MS per
// session, a bad one again before each refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINALIZE, quizIds, SAVE, start, START } from './quiz-support';
import { codes, PASSWORD, startStack, type Stack } from './support';
import { useStack } from './stack-support';

const TTL_MS = 1000;
const afterTtl = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 300));

const stack = useStack({ ACCOUNT_STATUS_TTL_MS: String(TTL_MS) });
let quizId: string;
beforeAll(async () => {
  quizId = (await quizIds(stack)).grade3[0]!.id;
});

describe('an expired student', () => {
  it('gets previews only; saving and finalizing are SUBSCRIPTION_EXPIRED and never reach the upstream', async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, quizId);
    expect(attempt.previewMode).toBe(false);
    stack.double.admin.expire('ayesha');
    await afterTtl();

    expect(await start(c, quizId)).toMatchObject({ previewMode: true, attemptId: null });
    const before = {
      save: stack.upstreamCalls('/api/student/submit-answer/'),
      finalize: stack.upstreamCalls('/api/student/quiz/finalize/'),
    };
    const q = attempt.questions.find((x: { type: string }) => x.type === 'SCQ') ?? attempt.questions[0];
    const saved = await c.gql(SAVE, {
      input: { attemptId: attempt.attemptId, questionId: q.id, questionType: 'SCQ', selected: 'a' },
    });
    expect(codes(saved)).toEqual(['SUBSCRIPTION_EXPIRED']);
    expect(saved.errors?.[0]?.extensions?.accountStatus).toBe('EXPIRED');
    const finalized = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
    expect(codes(finalized)).toEqual(['SUBSCRIPTION_EXPIRED']);
    expect(stack.upstreamCalls('/api/student/submit-answer/')).toBe(before.save);
    expect(stack.upstreamCalls('/api/student/quiz/finalize/')).toBe(before.finalize);

    // Profile and subscription (the way to renew) stay open.
    const me = await c.gql('{ me { username accountStatus subscription { status } } }');
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toMatchObject({ username: 'ayesha', accountStatus: 'EXPIRED' });
    expect(me.data.me.subscription.status).toBe('EXPIRED');
  });

  it('signed in while expired: previews only, and an activation counts at the next request', async () => {
    const c = await stack.signedIn('bilal'); // expiry in the past: expired from the first look
    expect((await start(c, quizId)).previewMode).toBe(true);
    stack.double.admin.activate('bilal');
    // A bad standing is asked again before it refuses anything.
    const attempt = await start(c, quizId);
    expect(attempt.previewMode).toBe(false);
    expect(attempt.attemptId).toMatch(/^\d+$/);
  });
});

describe('the standing is read at most once per TTL per session', () => {
  let slow: Stack;
  beforeAll(async () => {
    slow = await startStack({}, { double: stack.double });
  });
  afterAll(() => slow.close());

  it('a sign-in tells it; later requests of the session ask nothing more of user/me/', async () => {
    const c = await slow.signedIn('ayesha');
    const before = slow.upstreamCalls('/api/user/me/');
    for (let i = 0; i < 4; i++) await start(c, quizId);
    expect(slow.upstreamCalls('/api/user/me/')).toBe(before);
  });

  it('a bearer token is asked once, then kept', async () => {
    const login = await slow.client().login('hamza', { bearer: true });
    const b = slow.client({ authorization: `Bearer ${login.data.login.session.tokens.accessToken}` });
    const before = slow.upstreamCalls('/api/user/me/');
    for (let i = 0; i < 4; i++) await b.gql(START, { input: { quizId } });
    expect(slow.upstreamCalls('/api/user/me/') - before).toBeLessThanOrEqual(1);
  });
});

describe('staff tokens', () => {
  const tokensOf = async (username: string) => {
    const res = await fetch(`${stack.double.url}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    return (await res.json()) as { access: string; refresh: string };
  };

  it.each(['admin', 'manager'])('%s: refused on me, results and refreshSession', async (username) => {
    const { access, refresh } = await tokensOf(username);
    const staff = stack.client({ authorization: `Bearer ${access}` });
    const me = await staff.gql('{ me { role } }');
    expect(me.status).toBe(403);
    expect(codes(me)).toEqual(['FORBIDDEN']);
    expect(me.data ?? null).toBeNull();
    expect(codes(await staff.gql('{ quizResult(attemptId: "1") { id } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await staff.gql('{ quizHistory { id } }'))).toEqual(['FORBIDDEN']);

    const renewed = await stack
      .client()
      .gql(
        'mutation R($t: String!) { refreshSession(input: { refreshToken: $t }) { tokens { accessToken } } }',
        {
          t: refresh,
        },
      );
    expect(codes(renewed)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(renewed.data ?? null)).not.toContain('accessToken":"');
  });

  it('a student bearer token still works', async () => {
    const { access } = await tokensOf('ayesha');
    const me = await stack.client({ authorization: `Bearer ${access}` }).gql('{ me { role } }');
    expect(me.data.me.role).toBe('STUDENT');
  });
});
