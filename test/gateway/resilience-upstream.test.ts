// Upstream failure modes (via the double's faults, then the double shut down entirely): every request fails
// with its stable code, the gateway stays up (/healthz ok) while /readyz reports the upstream, and service
// comes back by itself when the upstream does. Speed is not asserted here (see docs/reliability.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { codes, startStack, type Stack } from './support';

const TIMEOUT_MS = 1000;

let double: UpstreamDouble;
let stack: Stack;
let port: number;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
  port = Number(new URL(double.url).port);
  // No public cache: each request must really go upstream for the failure to show. The time-out is short for
  // the slow case, yet long enough that a busy machine never makes a healthy call miss it.
  stack = await startStack(
    { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), PUBLIC_CACHE_TTL_MS: '0', READYZ_UPSTREAM_CACHE_MS: '0' },
    { double },
  );
});
afterAll(async () => {
  await stack.close();
  await double.close();
});
beforeEach(() => double.reset());

const health = async (path: '/healthz' | '/readyz') => {
  const res = await fetch(`${stack.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const grades = () => stack.client().gql('{ grades { id } }');

async function expectStillServing() {
  expect((await health('/healthz')).status).toBe(200);
  double.faults.clear();
  const ok = await grades();
  expect(codes(ok)).toEqual([]);
  expect(ok.data.grades.length).toBeGreaterThan(0);
}

describe('each failure mode fails with its code, and the gateway keeps serving', () => {
  it.each([
    // The time-out is set before the double's delay starts: it fires first however busy the machine is.
    ['slow beyond the time-out', { delayMs: 2 * TIMEOUT_MS }, 'UPSTREAM_TIMEOUT'],
    ['a 503', { status: 503, body: { detail: 'maintenance' } }, 'UPSTREAM_ERROR'],
    ['an HTML 502 from a proxy', { status: 502, html: true }, 'UPSTREAM_ERROR'],
    ['a 200 HTML page', { status: 200, html: true }, 'UPSTREAM_ERROR'],
    ['a reset connection', { drop: true }, 'UPSTREAM_ERROR'],
  ])('%s → %s; /readyz 503 meanwhile', async (_name, fault, code) => {
    double.faults.add({ path: '/api/grades/', ...fault });
    const res = await grades();
    expect(res.status).toBe(200);
    expect(codes(res)).toEqual([code]);
    expect(JSON.stringify(res.errors)).not.toMatch(/<html|stack|ECONN|undici/i);
    expect((await health('/readyz')).status).toBe(503);
    expect((await health('/healthz')).body).toMatchObject({ status: 'ok' });
    await expectStillServing();
    expect((await health('/readyz')).status).toBe(200);
  });

  it('50 concurrent requests against a resetting upstream all get a code; none crashes the process', async () => {
    double.faults.add({ path: '/api/grades/', drop: true });
    const results = await Promise.all(Array.from({ length: 50 }, () => grades()));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(results.flatMap(codes))).toEqual(new Set(['UPSTREAM_ERROR']));
    await expectStillServing();
  });
});

describe('upstream down entirely, then back', () => {
  it('fails with UPSTREAM_ERROR while down, /healthz stays ok, /readyz 503; recovers on return', async () => {
    await double.close();
    const down = await grades();
    expect(codes(down)).toEqual(['UPSTREAM_ERROR']);
    const login = await stack
      .client()
      .gql('mutation { login(input: { username: "ayesha", password: "learnify123" }) { session { role } } }');
    expect(codes(login)).toEqual(['UPSTREAM_ERROR']);
    expect((await health('/healthz')).status).toBe(200);
    const ready = await health('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('unavailable');

    // The upstream returns on the same address: no gateway restart needed.
    double = await startUpstreamDouble({ seed: 'minimal', port });
    expect((await health('/readyz')).status).toBe(200);
    expect(codes(await grades())).toEqual([]);
    await stack.client().login('ayesha');
  });
});
