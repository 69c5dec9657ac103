// Every guarded operation (the list in gateway/src/security/guarded-operations.ts) is limited
// where its resolver calls the upstream, so no document shape walks around the limits: fragments, named fragments,
// @include/@skip, aliases, literal input and persisted hashes all meet the same guard. The list is read here, so
// an operation added to it is attacked by these tests without a new one.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDED_OPERATIONS } from '../../gateway/src/security/guarded-operations';
import { GUARDED_SAMPLES, SHAPES, sendShaped } from './guarded-samples';
import { startStack, type Stack } from './support';

const LIMIT = 3;
let stack: Stack;
// Each case gets its own client address (TRUST_PROXY_HOPS=1), so the cases' counters never meet.
let nextAddress = 1;
const freshAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

beforeAll(async () => {
  stack = await startStack({
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_LOGIN_PER_USERNAME: String(LIMIT),
    RATE_LIMIT_LOGIN_PER_IP: '1000',
  });
});
afterAll(() => stack.close());

describe.each(GUARDED_OPERATIONS)('guarded operation %s', (op) => {
  const sample = GUARDED_SAMPLES[op];

  it.each(SHAPES.map((s) => [s.name, s] as const))(
    'one call per request, even with several in %s',
    async (_name, shape) => {
      const client = await sample.client(stack, `${op}-many`, freshAddress());
      const input = sample.failingInput(`${op}_many_${shape.name.length}${nextAddress}`);
      const before = stack.upstreamCalls(sample.upstreamPath, 'POST');
      const res = await sendShaped(client, shape, op, input, 5);
      // The first call may run; the second is refused before it reaches the upstream.
      expect(stack.upstreamCalls(sample.upstreamPath, 'POST') - before).toBeLessThanOrEqual(1);
      expect(res.status).toBe(400);
      expect(res.errors?.map((e) => e.extensions?.code)).toContain('BAD_REQUEST');
    },
  );

  it.each(SHAPES.map((s) => [s.name, s] as const))(
    `at most ${LIMIT} failed calls per subject and address reach the upstream, through %s`,
    async (_name, shape) => {
      const headers = freshAddress();
      const client = await sample.client(stack, op, headers);
      const input = sample.failingInput(`${op}_${nextAddress}`);
      const before = stack.upstreamCalls(sample.upstreamPath, 'POST');
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof sendShaped>> | undefined;
      for (let i = 0; i < LIMIT + 3; i++) {
        last = await sendShaped(client, shape, op, input, 1);
        statuses.push(last.status);
      }
      expect(stack.upstreamCalls(sample.upstreamPath, 'POST') - before).toBe(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
      expect(last?.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    },
  );
});

// The web client's own documents, sent by their manifest hash alone (no text): the same guard, the same counts.
const MANIFEST = JSON.parse(
  readFileSync(new URL('../../gateway/src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const byHash = GUARDED_OPERATIONS.flatMap((op) => {
  const entry = Object.entries(MANIFEST).find(([, doc]) => doc.includes(` ${op}(input:`));
  return entry ? [[op, entry[0].replace(/^sha256:/, '')] as const] : [];
});

it('the web client persists a guarded sign-in document (so the hash-only case below attacks something)', () => {
  expect(byHash.map(([op]) => op)).toContain('login');
});

it.each(byHash)('%s by the web client’s persisted hash alone: the same limit', async (op, hash) => {
  const sample = GUARDED_SAMPLES[op];
  const headers = freshAddress();
  const client = await sample.client(stack, op, headers);
  const input = sample.failingInput(`${op}_hash_${nextAddress}`);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const before = stack.upstreamCalls(sample.upstreamPath, 'POST');
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        variables: { input },
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
    });
    statuses.push(res.status);
  }
  expect(stack.upstreamCalls(sample.upstreamPath, 'POST') - before).toBe(LIMIT);
  expect(statuses.slice(LIMIT)).toEqual([429, 429]);
});

it('refuses to start when a guarded operation has no resolver', async () => {
  const { withSignInGuard, SignInGuard } = await import('../../gateway/src/security/sign-in-guard');
  const { createMemoryStore } = await import('../../gateway/src/store/memory-store');
  const guard = new SignInGuard({
    perIp: 1,
    perUsername: 1,
    usernameSlowdown: 1,
    windowMs: 1000,
    store: createMemoryStore(),
  });
  expect(() => withSignInGuard({ Mutation: {} }, guard)).toThrow(/Mutation\.login has no resolver/);
});
