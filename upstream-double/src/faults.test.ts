import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Faults } from './faults';
import { startUpstreamDouble, type UpstreamDouble } from './index';
import { call, login } from './testing/test-client';

let double: UpstreamDouble;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal' });
});
beforeEach(() => double.reset());
afterAll(() => double.close());

describe('fault injection', () => {
  it('delays a matching request, then answers normally', async () => {
    double.faults.add({ path: '/api/grades/', delayMs: 150 });
    const t = Date.now();
    const r = await call(double, 'grades/');
    expect(r.status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
  });

  it('answers with a status and JSON body, or a Django HTML page', async () => {
    double.faults.add({ path: /honors/, status: 503, body: { detail: 'down' } });
    expect(await call(double, 'honors/shining-stars/')).toMatchObject({
      status: 503,
      body: { detail: 'down' },
    });
    double.faults.clear();
    double.faults.add({ method: 'GET', path: '/api/grades/', status: 500, html: true });
    const html = await call(double, 'grades/');
    expect(html.status).toBe(500);
    expect(html.headers.get('content-type')).toBe('text/html');
    expect(html.text).toContain('<title>Server Error (500)</title>');
  });

  it('drops the connection without an answer', async () => {
    double.faults.add({ path: '/api/grades/', drop: true });
    await expect(fetch(`${double.url}grades/`)).rejects.toThrow();
  });

  it('affects only `times` requests, and only the matching method', async () => {
    double.faults.add({ method: 'POST', path: '/api/token/', status: 502, times: 2 });
    expect((await call(double, 'token/')).status).toBe(405); // GET does not match the rule
    const creds = { json: { username: 'ayesha', password: 'learnify123' } };
    expect((await call(double, 'token/', creds)).status).toBe(502);
    expect((await call(double, 'token/', creds)).status).toBe(502);
    expect((await call(double, 'token/', creds)).status).toBe(200);
  });

  it('reset() clears faults, the request log and the data', async () => {
    double.faults.add({ status: 500 });
    double.reset();
    expect((await call(double, 'grades/')).status).toBe(200);
    expect(double.requests).toHaveLength(1);
    double.reset();
    expect(double.requests).toHaveLength(0);
  });
});

describe('request log', () => {
  it('records method, path, lower-cased headers, body summary and time', async () => {
    const token = await login(double, 'ayesha');
    const form = new FormData();
    form.set('plan', 'monthly');
    form.set('fee_receipt', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'r.txt');
    await call(double, 'account/renew-subscription/?a=1', { token, form });
    const [first, second] = double.requests;
    expect(first).toMatchObject({
      method: 'POST',
      path: '/api/token/',
      body: { username: 'ayesha', password: 'learnify123' },
    });
    expect(second?.path).toBe('/api/account/renew-subscription/?a=1');
    expect(second?.headers.authorization).toBe(`Bearer ${token}`);
    expect(second?.body).toMatchObject({
      fields: { plan: 'monthly' },
      files: { fee_receipt: { filename: 'r.txt', size: 5 } },
    });
    expect(Number.isNaN(Date.parse(second?.time ?? ''))).toBe(false);
  });
});

describe('admin over HTTP (/__double/)', () => {
  const admin = (path: string, body?: unknown) =>
    fetch(
      `${double.origin}/__double/${path}`,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );

  it('activates, expires, and is never logged or faulted', async () => {
    await admin('faults', { path: '^/__double', status: 500 });
    expect((await (await admin('activate', { username: 'zainab' })).json()).user.account_status).toBe(
      'active',
    );
    expect(
      (await call(double, 'token/', { json: { username: 'zainab', password: 'learnify123' } })).status,
    ).toBe(200);
    expect((await (await admin('expire', { username: 'ayesha' })).json()).user.account_status).toBe(
      'expired',
    );
    expect((await admin('activate', { username: 'nobody' })).status).toBe(404);
    expect(double.requests.every((r) => !r.path.startsWith('/__double'))).toBe(true);
  });

  it('adds regex faults, clears them, and lists requests', async () => {
    expect((await admin('faults', { path: 'grades', status: 418, times: 1 })).status).toBe(200);
    expect((await call(double, 'grades/')).status).toBe(418);
    await admin('faults', { path: 'grades', status: 418 });
    await admin('faults/clear', {});
    expect((await call(double, 'grades/')).status).toBe(200);
    const log = await (await admin('requests')).json();
    expect(log.map((r: { path: string }) => r.path)).toEqual(['/api/grades/', '/api/grades/']);
    expect((await admin('faults', { path: '(' })).status).toBe(400);
  });

  it('serves answers and correct answers of an attempt, and resets', async () => {
    const token = await login(double, 'ayesha');
    const grades = await call(double, 'landing/quizzes/');
    const quiz = grades.body.find((g: { grade: string }) => g.grade === 'Grade 3').subjects[0].chapters[0]
      .quizzes[0].id;
    const started = await call(double, `quiz/start/${quiz}/`, { method: 'POST', token });
    const id = started.body.attempt_id;
    const correct = await (await admin(`attempts/${id}/correct-answers`)).json();
    expect(Object.keys(correct)).toHaveLength(started.body.questions.length);
    const [qid, data] = Object.entries(correct)[0] as [string, unknown];
    await call(double, 'student/submit-answer/', {
      token,
      json: {
        attempt_id: id,
        question_id: qid,
        question_type: started.body.questions[0].type,
        answer_data: data,
      },
    });
    expect(await (await admin(`attempts/${id}/answers`)).json()).toMatchObject([
      { question_id: qid, answer_data: data },
    ]);
    expect((await admin('attempts/999999/answers')).status).toBe(404);
    await admin('reset', {});
    expect((await admin(`attempts/${id}/answers`)).status).toBe(404);
  });

  it('with a probability, affects that share of matching requests only', () => {
    const draws = [0.01, 0.5, 0.02, 0.9];
    const faults = new Faults(() => draws.shift() ?? 1);
    faults.add({ path: '/api/grades/', status: 503, probability: 0.05 });
    const hits = [1, 2, 3, 4].map(() => faults.take('GET', '/api/grades/')?.status ?? 200);
    expect(hits).toEqual([503, 200, 503, 200]);
  });
});
