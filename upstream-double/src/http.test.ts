import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_HTML } from './http-util';
import { startUpstreamDouble, type UpstreamDouble } from './index';
import { call, login, quizId } from './testing/test-client';

let double: UpstreamDouble;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal', corsOrigins: ['http://127.0.0.1:4000'] });
});
beforeEach(() => double.reset());
afterAll(() => double.close());

describe('URL conventions', () => {
  it('exposes the base URL with the api prefix and trailing slash', () => {
    expect(double.url).toBe(`http://127.0.0.1:${double.port}/api/`);
    expect(double.origin).toBe(`http://127.0.0.1:${double.port}`);
  });

  it('301s slash-less URLs (GET and POST) to the slashed URL, keeping the query', async () => {
    const get = await call(double, '/api/landing/quizzes?x=1');
    expect(get.status).toBe(301);
    expect(get.headers.get('location')).toBe('/api/landing/quizzes/?x=1');
    const post = await call(double, '/api/token', { json: { username: 'ayesha', password: 'learnify123' } });
    expect(post.status).toBe(301);
    expect(post.headers.get('location')).toBe('/api/token/');
  });

  it('answers paths without /api (and unknown paths) with the Django HTML 404', async () => {
    for (const path of ['/landing/quizzes/', '/token/', '/api/nothing-here/', '/api/honors/best/']) {
      const r = await call(double, path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type')).toBe('text/html');
      expect(r.text).toBe(NOT_FOUND_HTML);
    }
  });

  it('405s a wrong method with DRF body and an Allow header', async () => {
    const r = await call(double, 'token/');
    expect(r.status).toBe(405);
    expect(r.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(r.headers.get('allow')).toBe('POST, OPTIONS');
    const token = await login(double, 'ayesha');
    const patch = await call(double, 'user/edit-profile/', {
      method: 'PATCH',
      token,
      urlencoded: { city: 'Karachi' },
    });
    expect(patch.status).toBe(405);
    expect(patch.body).toEqual({ detail: 'Method "PATCH" not allowed.' });
    expect(patch.headers.get('allow')).toBe('OPTIONS, PUT');
  });

  it('checks authentication before the method (DRF order)', async () => {
    const r = await call(double, 'user/edit-profile/', { method: 'PATCH', urlencoded: { city: 'Karachi' } });
    expect(r.status).toBe(401);
  });

  it('415s JSON on the form-only endpoints', async () => {
    const body = { detail: 'Unsupported media type "application/json" in request.' };
    expect(await call(double, 'register/', { json: { username: 'x', password: 'y' } })).toMatchObject({
      status: 415,
      body,
    });
    const token = await login(double, 'ayesha');
    expect(
      await call(double, 'user/edit-profile/', { method: 'PUT', token, json: { city: 'Karachi' } }),
    ).toMatchObject({ status: 415, body });
    expect(
      await call(double, 'account/renew-subscription/', { token, json: { plan: 'monthly' } }),
    ).toMatchObject({ status: 415, body });
  });

  it('serves the aliases the real backend serves', async () => {
    expect((await call(double, 'api/honors/shining-stars/')).status).toBe(200);
    expect((await call(double, 'api/honors/national-heroes/')).status).toBe(200);
    const token = await login(double, 'ayesha');
    const id = await quizId(double, 'Grade 3', '2.');
    const started = await call(double, `student/quiz/${id}/start/`, { method: 'POST', token });
    expect(started.body.preview_mode).toBe(false);
    expect(
      (await call(double, `api/student/quiz-result/${started.body.attempt_id}/`, { token })).status,
    ).toBe(404);
  });

  it('grades are [{id, name}] ordered by name; csrf sets the cookie', async () => {
    expect((await call(double, 'grades/')).body).toEqual(
      [1, 2, 3, 4, 5].map((id) => ({ id, name: `Grade ${id}` })),
    );
    const csrf = await call(double, 'csrf/');
    expect(csrf.body).toEqual({ detail: 'CSRF cookie set' });
    expect(csrf.headers.get('set-cookie')).toMatch(
      /^csrftoken=[A-Za-z0-9]{64}; Domain=\.learnifypakistan\.com;.*SameSite=None; Secure$/,
    );
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    call(double, 'token/', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('allows the dev origins and configured ones, with credentials', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://127.0.0.1:4000']) {
      const r = await preflight(origin);
      expect(r.status).toBe(200);
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      expect(r.headers.get('access-control-allow-credentials')).toBe('true');
      expect(r.headers.get('access-control-allow-headers')).toContain('authorization');
    }
    const simple = await call(double, 'grades/', { headers: { origin: 'http://localhost:5173' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('a foreign origin gets 200 without Allow-Origin (as recorded)', async () => {
    const r = await preflight('http://evil.example');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await call(double, 'grades/', { headers: { origin: 'http://evil.example' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});

describe('question media', () => {
  it('question HTML points at absolute SVG URLs on the double, which are served', async () => {
    const token = await login(double, 'ayesha');
    const id = await quizId(double, 'Grade 3', '2.');
    const seen = new Set<string>();
    // Sampling is random: start the drill until the picture question turns up.
    for (let i = 0; i < 40 && seen.size === 0; i++) {
      const r = await call(double, `quiz/start/${id}/`, { method: 'POST', token });
      for (const q of r.body.questions)
        for (const m of (q.question_text as string).matchAll(/src="([^"]+)"/g)) seen.add(m[1] ?? '');
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const src of seen) {
      expect(src.startsWith(`${double.origin}/media/questions/`)).toBe(true);
      const img = await fetch(src);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/svg+xml');
      expect(await img.text()).toMatch(/^<svg /);
    }
    expect((await call(double, '/media/questions/nope.svg')).status).toBe(404);
  });
});

describe('the request log', () => {
  it('keeps the latest requests within its limit and counts every one per path', async () => {
    const small = await startUpstreamDouble({ seed: 'minimal', requestLogLimit: 4 });
    try {
      for (let i = 0; i < 5; i++) await call(small, `/api/landing/quizzes/?n=${i}`);
      await call(small, '/api/honors/best/');
      // The limit (4) was reached at the 5th request: the oldest two went, then the 5th and 6th came in.
      expect(small.requests.map((r) => r.path)).toEqual([
        '/api/landing/quizzes/?n=2',
        '/api/landing/quizzes/?n=3',
        '/api/landing/quizzes/?n=4',
        '/api/honors/best/',
      ]);
      expect(Object.fromEntries(small.requestCounts)).toEqual({
        '/api/landing/quizzes/': 5,
        '/api/honors/best/': 1,
      });
      const counts = await fetch(`${small.origin}/__double/requests/counts`);
      expect(await counts.json()).toEqual({ '/api/landing/quizzes/': 5, '/api/honors/best/': 1 });
      small.reset();
      expect(small.requests).toEqual([]);
      expect(small.requestCounts.size).toBe(0);
    } finally {
      await small.close();
    }
  });
});
