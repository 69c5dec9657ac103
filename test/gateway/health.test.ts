// Health that tells the truth: /healthz fails after the event loop stalled, /readyz fails when GraphQL no longer
// executes (not only when the upstream is down).
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support';

let stack: Stack;
let broken = false;
beforeAll(async () => {
  stack = await startStack(
    {},
    {
      plugins: [
        {
          async requestDidStart() {
            if (broken) throw new GraphQLError('pipeline broken on purpose');
          },
        },
      ],
    },
  );
});
afterAll(() => stack.close());

const blockFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // a request holding the event loop
  }
};

describe('liveness', () => {
  it('/healthz answers 503 after the event loop stalled, and 200 again once it runs freely', async () => {
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    blockFor(1500); // over the default HEALTH_MAX_STALL_MS of 1 s
    const stalled = await fetch(`${stack.url}/healthz`);
    expect(stalled.status).toBe(503);
    expect(await stalled.json()).toMatchObject({ status: 'stalled', stalledMs: expect.any(Number) });
    const deadline = Date.now() + 30_000; // ends as soon as it holds: room for a busy machine
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await fetch(`${stack.url}/healthz`)).status;
    }
    expect(status).toBe(200);
  });
});

describe('readiness', () => {
  it('/readyz is 503 while a trivial operation cannot execute, though the upstream answers', async () => {
    const ready = await fetch(`${stack.url}/readyz`);
    expect(ready.status).toBe(200);
    broken = true;
    try {
      // The probe's answer is cached for 2 s.
      await new Promise((r) => setTimeout(r, 2100));
      const notReady = await fetch(`${stack.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ graphql: 'failing', upstream: 'ok' });
    } finally {
      broken = false;
    }
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
  });
});
