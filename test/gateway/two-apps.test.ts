// Two gateway apps built in one process share no state but what they are given: in-process bounds, single flights
// and request counters belong to the built app (`ctx.appScope`) or the request (`ctx.requestScope`), never to a
// module. Measured at the upstream's door: each app keeps its own bound of history calls in flight; two apps on one
// store still compose a teacher's overview once, through the store's lease, as two instances would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { HISTORY_CALLS_IN_FLIGHT } from '../../gateway/src/domains/teacher/history-loader';
import { createMemoryStore } from '../../gateway/src/store/memory-store';
import { startInFlightProxy, type InFlightProxy } from './in-flight-proxy';
import { startStack, type Stack } from './support';

const HISTORY_PATH = /^\/api\/teacher\/student\/[^/]+\/quiz-history\/$/;
const OVERVIEW = '{ classOverview { students { username } missing { username } } }';

let double: UpstreamDouble;
let proxy: InFlightProxy;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  proxy = await startInFlightProxy(double.url, HISTORY_PATH);
});
afterAll(async () => {
  await proxy?.close();
  await double?.close();
});
beforeEach(() => {
  double.reset();
  proxy.reset();
});

async function overviewOn(stack: Stack) {
  const client = await stack.signedIn('mrs.khan');
  return client;
}

describe('two apps in one process', () => {
  it('each keeps its own bound of history calls in flight', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => startStack({ UPSTREAM_URL: proxy.url }, { double })));
    try {
      const [ca, cb] = await Promise.all([overviewOn(a!), overviewOn(b!)]);
      // Slow histories: both compositions overlap for seconds.
      double.faults.add({ path: HISTORY_PATH, delayMs: 150 });
      proxy.reset();
      const [ra, rb] = await Promise.all([ca.gql(OVERVIEW), cb.gql(OVERVIEW)]);
      expect(ra.errors).toBeUndefined();
      expect(rb.errors).toBeUndefined();
      const students = ra.data.classOverview.students.length;
      // Each app composed it (two stores): every history twice, at most 4 in flight per app.
      expect(proxy.count()).toBe(2 * students);
      expect(proxy.peak()).toBeGreaterThan(HISTORY_CALLS_IN_FLIGHT);
      expect(proxy.peak()).toBeLessThanOrEqual(2 * HISTORY_CALLS_IN_FLIGHT);
    } finally {
      await a?.close();
      await b?.close();
    }
  });

  it('on one store, a teacher’s overview is composed once, through the store’s lease', async () => {
    const store = createMemoryStore();
    const [a, b] = await Promise.all(
      [0, 1].map(() => startStack({ UPSTREAM_URL: proxy.url }, { double, store })),
    );
    try {
      const [ca, cb] = await Promise.all([overviewOn(a!), overviewOn(b!)]);
      double.faults.add({ path: HISTORY_PATH, delayMs: 50 });
      proxy.reset();
      const [ra, rb] = await Promise.all([ca.gql(OVERVIEW), cb.gql(OVERVIEW)]);
      expect(rb.data.classOverview).toEqual(ra.data.classOverview);
      expect(proxy.count()).toBe(ra.data.classOverview.students.length);
      expect(proxy.peak()).toBeLessThanOrEqual(HISTORY_CALLS_IN_FLIGHT);
    } finally {
      await a?.close();
      await b?.close();
      await store.close();
    }
  });
});
