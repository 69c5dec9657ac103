// Upstream failures as stable error codes (5xx/HTML → UPSTREAM_ERROR, slow → UPSTREAM_TIMEOUT, dropped
// connections), the time-out default, and per-user isolation under concurrency.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../gateway/src/config/env';
import { codes, startStack, type Stack } from './support';

let stack: Stack;
/**
 * A gateway on the same double with a 300 ms upstream time-out. Only calls meant to time out go through it (a
 * visitor's, so no sign-in call either): a call meant to succeed would fail whenever a busy machine made it slower
 * than 300 ms.
 */
let short: Stack;
beforeAll(async () => {
  stack = await startStack();
  short = await startStack({ UPSTREAM_TIMEOUT_MS: '300' }, { double: stack.double });
});
afterAll(async () => {
  await short.close();
  await stack.close();
});
beforeEach(() => stack.double.reset());

describe('upstream failures', () => {
  it.each([
    ['a JSON 500', { status: 500, body: { detail: 'boom' } }, 'UPSTREAM_ERROR'],
    ['an HTML 500 page', { status: 500, html: true }, 'UPSTREAM_ERROR'],
    ['a 502 with no body', { status: 502, body: '' }, 'UPSTREAM_ERROR'],
    ['an HTML 404 (wrong route)', { status: 404, html: true }, 'UPSTREAM_ERROR'],
    ['a 200 HTML page', { status: 200, html: true }, 'UPSTREAM_ERROR'],
    ['a 405', { status: 405, body: { detail: 'Method "GET" not allowed.' } }, 'UPSTREAM_ERROR'],
    ['a JSON 404', { status: 404, body: { error: 'Student not found.' } }, 'NOT_FOUND'],
    ['a dropped connection', { drop: true }, 'UPSTREAM_ERROR'],
  ])('%s → %s, with no HTML, stack or upstream detail leaking', async (_name, fault, code) => {
    const c = await stack.signedIn('ayesha');
    stack.double.faults.add({ path: '/api/student/quiz-history/', ...fault });
    const res = await c.gql('{ quizHistory { id } }');
    expect(res.status).toBe(200);
    expect(codes(res)).toEqual([code]);
    const text = JSON.stringify(res.errors);
    expect(text).not.toMatch(/<[a-z!]|stacktrace|Server Error|127\.0\.0\.1|at [A-Za-z]+ \(/);
  });

  it('a slow upstream → UPSTREAM_TIMEOUT within the configured 300 ms', async () => {
    // Twice the configured time-out: a default one (5 s), or one that waits for the answer, would get it. The
    // time-out is set before the double's delay starts, so it fires first however busy the machine is.
    stack.double.faults.add({ path: '/api/grades/', delayMs: 600 });
    const res = await short.client().gql('{ grades { id } }');
    expect(codes(res)).toEqual(['UPSTREAM_TIMEOUT']);
    // Given up after one call: no retries that would multiply the wait.
    expect(stack.upstreamCalls('/api/grades/')).toBe(1);
  });

  it('one failing field does not sink the others (partial data)', async () => {
    const c = await stack.signedIn('ayesha');
    stack.double.faults.add({ path: '/api/account/subscription-info/', status: 500, html: true });
    const res = await c.gql('{ grades { id } me { username subscription { id } } }');
    expect(res.data.me).toEqual({ username: 'ayesha', subscription: null });
    expect(res.data.grades.length).toBe(5);
    expect(res.errors?.[0]).toMatchObject({
      path: ['me', 'subscription'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('an unreachable upstream → UPSTREAM_ERROR, and /readyz says 503 while /healthz stays 200', async () => {
    const deadPort = await startStack({ UPSTREAM_URL: 'http://127.0.0.1:9/api/' }, { double: stack.double });
    try {
      expect(codes(await deadPort.client().gql('{ grades { id } }'))).toEqual(['UPSTREAM_ERROR']);
      expect((await fetch(`${deadPort.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${deadPort.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        graphql: 'ok',
        upstream: 'network',
        store: 'memory',
      });
    } finally {
      await deadPort.close();
    }
  });
});

describe('time-out default', () => {
  it('is 5000 ms from env: a 1.2 s answer that the 300 ms gateway refuses is accepted', async () => {
    expect(loadEnv({}).upstreamTimeoutMs).toBe(5000);
    const defaults = await startStack({ UPSTREAM_TIMEOUT_MS: '' }, { double: stack.double });
    try {
      expect(defaults.env.upstreamTimeoutMs).toBe(5000);
      stack.double.faults.add({ path: '/api/landing/quizzes/', delayMs: 1200, times: 2 });
      const query = '{ catalogue { id } }';
      expect(codes(await short.client().gql(query))).toEqual(['UPSTREAM_TIMEOUT']);
      const res = await defaults.client().gql(query);
      expect(res.errors).toBeUndefined();
      expect(res.data.catalogue.length).toBeGreaterThan(0);
      expect(res.data).toEqual((await stack.client().gql(query)).data);
    } finally {
      await defaults.close();
    }
  });
});

describe('isolation', () => {
  it("never serves one user's private data to another, even under concurrency", async () => {
    const ayesha = await stack.signedIn('ayesha');
    const sana = await stack.signedIn('sana');
    const query = '{ me { username } quizHistory { fullName entries { id } } subscriptionInfo { id } }';
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? sana : ayesha).gql(query).then((r) => [i % 2 ? 'sana' : 'ayesha', r] as const),
      ),
    );
    for (const [who, r] of runs) {
      expect(r.data.me.username).toBe(who);
      expect(r.data.subscriptionInfo.id).toBe(`subscription:${who}`);
      expect(r.data.quizHistory.fullName).toBe(who === 'sana' ? 'Sana Malik' : 'Ayesha Siddiqui');
    }
    expect(runs.find(([w]) => w === 'sana')![1].data.quizHistory.entries.length).toBeGreaterThan(0);
    expect(runs.find(([w]) => w === 'ayesha')![1].data.quizHistory.entries).toEqual([]);
  });
});
