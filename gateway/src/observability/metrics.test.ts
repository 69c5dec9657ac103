import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsAuthorized, metricsResponse } from './metrics-endpoint';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { cacheLookups, countedCache, observeUpstreamCall, upstreamRequests } from './metrics';

const TOKEN = 'metrics-token-0123456789';

describe('upstream metrics', () => {
  it('records the endpoint template and status class, never the raw path', async () => {
    observeUpstreamCall({
      method: 'GET',
      path: 'teacher/student/hamza/quiz-history/',
      status: 200,
      seconds: 0.01,
    });
    observeUpstreamCall({ method: 'POST', path: 'quiz/start/4711/', status: 503, seconds: 0.2 });
    observeUpstreamCall({ method: 'POST', path: 'quiz/start/4712/', failure: 'timeout', seconds: 5 });
    const { values } = await upstreamRequests.get();
    const find = (endpoint: string, status: string) =>
      values.find((v) => v.labels.endpoint === endpoint && v.labels.status === status)?.value;
    expect(find('teacher/student/{username}/quiz-history/', '2xx')).toBeGreaterThanOrEqual(1);
    expect(find('quiz/start/{id}/', '5xx')).toBeGreaterThanOrEqual(1);
    expect(find('quiz/start/{id}/', 'timeout')).toBeGreaterThanOrEqual(1);
    const text = (await metricsResponse(`Bearer ${TOKEN}`, TOKEN)).body;
    expect(text).toContain('learnify_upstream_requests_total{method="POST",endpoint="quiz/start/{id}/"');
    // Every label of every series (not the values: a process metric may happen to read 4711).
    const labels = text
      .split('\n')
      .filter((line) => /^\w+\{/.test(line))
      .map((line) => line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.join('\n')).not.toMatch(/hamza|4711|4712/);
  });
});

describe('countedCache', () => {
  it('counts hits and misses per cache name', async () => {
    const cache = countedCache(new InMemoryLRUCache<string>(), 'unit-test');
    await cache.get('a');
    await cache.set('a', '1');
    expect(await cache.get('a')).toBe('1');
    const { values } = await cacheLookups.get();
    const of = (result: string) =>
      values.find((v) => v.labels.cache === 'unit-test' && v.labels.result === result)?.value;
    expect([of('hit'), of('miss')]).toEqual([1, 1]);
  });
});

describe('GET /metrics on the main port', () => {
  it('requires the bearer token, and does not exist without one configured', async () => {
    expect(metricsAuthorized(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsAuthorized(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(metricsAuthorized(TOKEN, TOKEN)).toBe(false);
    expect(metricsAuthorized(undefined, TOKEN)).toBe(false);
    expect((await metricsResponse(undefined, TOKEN)).status).toBe(401);
    expect((await metricsResponse('Bearer wrong', TOKEN)).headers['www-authenticate']).toMatch(/Bearer/);
    expect((await metricsResponse(`Bearer ${TOKEN}`, undefined)).status).toBe(404);
    const ok = await metricsResponse(`Bearer ${TOKEN}`, TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Node process metrics come with it.
    expect(ok.body).toContain('process_cpu_user_seconds_total');
    expect(ok.body).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('METRICS_PORT server', () => {
  let server: MetricsServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves only /metrics, on its own port', async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${server.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('learnify_graphql_requests_total');
    expect((await fetch(`${base}/graphql`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('asks for the token there too when one is configured', async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    const url = `http://127.0.0.1:${server.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it("serves what the source gives (a cluster primary passes the workers' sum)", async () => {
    server = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      source: async () => ({ contentType: 'text/plain; version=0.0.4', body: 'aggregated 1\n' }),
    });
    expect(await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text()).toBe('aggregated 1\n');
  });
});
