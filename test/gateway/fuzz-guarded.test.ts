// Fuzz: every guarded (sign-in-like) operation — the list in gateway/src/security/guarded-operations.ts, read here,
// so one added there is fuzzed without a new test — wrapped in generated documents: inline and named fragments
// nested in each other, aliases, @include/@skip with literals and variables, field directives, literal or variable
// inputs, several guarded operations in one document, a persisted-query hash. Against a running production gateway,
// counted at the REST double. Properties: a stable answer within a time bound and a healthy process after every
// request; at most one guarded upstream call per request; over the run, no more failed token, change-password or
// sign-up calls per (username, address) than the configured limit (every case comes from 127.0.0.1: one address).
// Two more properties send the guarded and session-limited operations in parallel bursts, and while the double
// fails `user/me/` and the token call (time-out, 5xx, 429, garbage).
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUARDED_OPERATIONS,
  SESSION_OPERATIONS,
  type GuardedOperation,
} from '../../gateway/src/security/guarded-operations';
import {
  expectStableAnswer,
  FUZZ_LIMITS,
  FUZZ_RUNS,
  fuzzOptions,
  fuzzTimeout,
  REAL_PASSWORD,
  startProductionGateway,
  type ProductionGateway,
  type RawAnswer,
  type RawRequest,
  PRODUCTION_START_MS,
} from './fuzz-support';
import { GUARDED_SAMPLES, literal } from './guarded-samples';

const LIMIT = Number(FUZZ_LIMITS.RATE_LIMIT_LOGIN_PER_USERNAME);
/** RATE_LIMIT_LOGOUT_PER_IP and RATE_LIMIT_REFRESH_PER_IP of the fuzzed gateway (one address for the whole run). */
const SESSION_LIMIT = 20;
/** The fuzzed gateway's UPSTREAM_TIMEOUT_MS (fuzz-support). */
const UPSTREAM_TIMEOUT_MS = 2_000;
/** Every request is answered within this when the upstream answers at once (a burst queues on two cores). */
const REQUEST_BOUND_MS = 5_000;
/**
 * With the upstream failing: a request may wait for at most a few upstream time-outs in a row (the standing check
 * before execution, then the operation's own calls), never longer.
 */
const FAULT_BOUND_MS = 4 * UPSTREAM_TIMEOUT_MS + 2_000;
const GUARDED_PATHS = new Set(GUARDED_OPERATIONS.map((op) => GUARDED_SAMPLES[op].upstreamPath));
/** The account whose session sends the password changes. */
const CHANGER = 'hamza';

let gateway: ProductionGateway;
let sessionCookie = '';

beforeAll(async () => {
  gateway = await startProductionGateway({
    RATE_LIMIT_LOGOUT_PER_IP: String(SESSION_LIMIT),
    RATE_LIMIT_REFRESH_PER_IP: String(SESSION_LIMIT),
    // Each property's session operations come from an address of their own (X-Forwarded-For), so one property
    // spending the per-address limit leaves the next its own. Guarded operations send none: 127.0.0.1.
    TRUST_PROXY_HOPS: '1',
  });
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation L($input: LoginInput!) { login(input: $input) { session { role } } }',
      variables: { input: { username: CHANGER, password: REAL_PASSWORD } },
    }),
  });
  sessionCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  expect(sessionCookie).toMatch(/learnify_session=/);
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());

/** Usernames that collide once trimmed and lower-cased, as the guard keys them, and some that exist nowhere. */
const username = fc.constantFrom(
  'ayesha',
  'Ayesha',
  ' ayesha ',
  'AYESHA',
  'bilal',
  'nobody_here',
  'mrs.khan',
);
const wrongPassword = fc
  .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('learnify124', 'Learnify123', 'learnify123 ', ''))
  .filter((p) => p !== REAL_PASSWORD);

let signups = 0;
/** A failing input of the operation, varied where it matters (who, and which password). */
function inputArb(op: GuardedOperation): fc.Arbitrary<Record<string, unknown>> {
  const base = () => GUARDED_SAMPLES[op].failingInput(String((signups += 1)));
  if (op === 'login')
    return fc.record({ username, password: wrongPassword }).map((v) => ({ ...base(), ...v }));
  if (op === 'changePassword') return wrongPassword.map((oldPassword) => ({ ...base(), oldPassword }));
  if (op === 'registerAccount')
    return fc
      .oneof(fc.constant(null), username)
      .map((u) => (u === null ? base() : { ...base(), username: u }));
  // A guarded operation added to the list: its sample's failing input, so it is fuzzed from the start.
  return fc.constant(null).map(() => base());
}

/** One wrapper around a selection: fragments, directives, or none. */
type Wrapper =
  { kind: 'inline'; typed: boolean } | { kind: 'include' | 'skip'; viaVariable: boolean } | { kind: 'named' };
const wrapper: fc.Arbitrary<Wrapper> = fc.oneof(
  fc.record({ kind: fc.constant('inline' as const), typed: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('include' as const, 'skip' as const), viaVariable: fc.boolean() }),
  fc.record({ kind: fc.constant('named' as const) }),
);

const call = fc.record({
  op: fc.constantFrom(...GUARDED_OPERATIONS),
  wrappers: fc.array(wrapper, { maxLength: 3 }),
  alias: fc.boolean(),
  fieldDirective: fc.constantFrom('', ' @include(if: true)', ' @skip(if: false)', ' @include(if: $yes)'),
  inputAs: fc.constantFrom('variable' as const, 'literal' as const),
});
type Call = typeof call extends fc.Arbitrary<infer T> ? T : never;

const request = fc
  .record({
    calls: fc.array(call, { minLength: 1, maxLength: 6 }),
    persisted: fc.boolean(),
    operationName: fc.boolean(),
  })
  .chain((r) =>
    fc
      .tuple(...r.calls.map((c) => inputArb(c.op)))
      .map((inputs) => ({ ...r, inputs: inputs as Record<string, unknown>[] })),
  );

/** Builds the document: each call in its wrappers, named fragments defined at the end. */
function build(calls: Call[], inputs: Record<string, unknown>[]) {
  const fragments: string[] = [];
  const variables: Record<string, unknown> = { yes: true };
  const defs = ['$yes: Boolean!'];
  const selections = calls.map((c, i) => {
    const sample = GUARDED_SAMPLES[c.op];
    let arg: string;
    if (c.inputAs === 'literal') arg = literal(inputs[i], sample.enums);
    else {
      arg = `$in${i}`;
      defs.push(`$in${i}: ${sample.inputType}!`);
      variables[`in${i}`] = inputs[i];
    }
    let selection = `${c.alias ? `a${i}: ` : ''}${c.op}(input: ${arg})${c.fieldDirective} ${sample.selection}`;
    c.wrappers.forEach((w, depth) => {
      if (w.kind === 'inline') selection = `... ${w.typed ? 'on Mutation ' : ''}{ ${selection} }`;
      else if (w.kind === 'named') {
        const name = `F${i}_${depth}`;
        fragments.push(`fragment ${name} on Mutation { ${selection} }`);
        selection = `...${name}`;
      } else {
        const cond = w.viaVariable ? '$yes' : w.kind === 'include' ? 'true' : 'false';
        selection = `... @${w.kind}(if: ${cond}) { ${selection} }`;
      }
    });
    return selection;
  });
  const query = `mutation Fuzz(${defs.join(', ')}) { ${selections.join(' ')} } ${fragments.join(' ')}`;
  return { query, variables };
}

/** Failed guarded calls the double received, per (normalized subject) and per kind. */
function failedUpstreamCalls() {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const r of gateway.double.requests) {
    const path = r.path.split('?')[0];
    const body = (r.body ?? {}) as Record<string, unknown>;
    if (path === '/api/token/' && body.password !== REAL_PASSWORD)
      add(`token:${String(body.username).trim().toLowerCase()}`);
    // A blank old password is refused by the upstream before any password is compared (DRF's "may not be
    // blank"): no guess, so not a failure the limit counts.
    const old = body.old_password;
    if (path === '/api/user/change-password/' && old !== REAL_PASSWORD && old !== '' && old != null)
      add(`change-password:${CHANGER}`);
    if (path === '/api/register/') {
      const fields = (body as { fields?: Record<string, unknown> }).fields ?? body;
      add(`register:${String(fields.username).trim().toLowerCase()}`);
    }
  }
  return counts;
}

describe('fuzz: guarded operations in generated documents', () => {
  it(
    'at most one guarded upstream call per request, and no more failed calls per (username, address) than the limit',
    async () => {
      let upstreamCalls = 0;
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const { query, variables } = build(r.calls, r.inputs);
          const before = gateway.double.requests.length;
          const extensions = r.persisted
            ? { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } }
            : undefined;
          const answer = await timedSend(
            {
              headers: { 'content-type': 'application/json', cookie: sessionCookie },
              body: JSON.stringify({
                query,
                variables,
                ...(r.operationName ? { operationName: 'Fuzz' } : {}),
                ...(extensions ? { extensions } : {}),
              }),
            },
            REQUEST_BOUND_MS,
            query,
          );
          expectStableAnswer(answer, query.slice(0, 400));
          const guarded = gateway.double.requests
            .slice(before)
            .filter((q) => GUARDED_PATHS.has(q.path.split('?')[0]!));
          expect(guarded.length, `guarded upstream calls of one request: ${query}`).toBeLessThanOrEqual(1);
          upstreamCalls += guarded.length;
          await gateway.expectHealthy();
        }),
        fuzzOptions(),
      );
      for (const [key, count] of failedUpstreamCalls())
        expect(count, `failed upstream calls for ${key}`).toBeLessThanOrEqual(LIMIT);
      // Not vacuous: the generated documents did reach the upstream (the limit, not a parse error, stopped them).
      expect(upstreamCalls).toBeGreaterThan(LIMIT);
    },
    fuzzTimeout(),
  );
});

/** Sends one request and asserts it was answered, stably, within `boundMs`. */
async function timedSend(req: RawRequest, boundMs: number, what: string): Promise<RawAnswer> {
  const started = performance.now();
  const answer = await gateway.send(req);
  const ms = performance.now() - started;
  expect(ms, `${what.slice(0, 300)}: answered in ${Math.round(ms)} ms`).toBeLessThan(boundMs);
  return answer;
}

/** A token for `username` straight from the double (never through the gateway), fresh for each case. */
async function upstreamTokens(username: string): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${gateway.double.url}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: REAL_PASSWORD }),
  });
  return (await res.json()) as { access: string; refresh: string };
}

/** A token shaped like the upstream's, naming an account, signed by nobody. */
const forged = (userId: number) => {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256' })}.${part({ token_type: 'access', user_id: userId, iat: now, exp: now + 600 })}.eA`;
};

type SessionOp = (typeof SESSION_OPERATIONS)[number];
/** How a session operation presents itself: no credential, a bearer the upstream issued, or a forged one. */
const credential = fc.constantFrom('none' as const, 'bearer' as const, 'forged' as const);
const limitedCall = fc.oneof(
  fc
    .constantFrom(...GUARDED_OPERATIONS)
    .chain((op) => inputArb(op).map((input) => ({ op: op as GuardedOperation | SessionOp, input }))),
  fc.record({
    op: fc.constantFrom(...SESSION_OPERATIONS) as fc.Arbitrary<GuardedOperation | SessionOp>,
    input: fc.record({ everywhere: fc.boolean() }) as fc.Arbitrary<Record<string, unknown>>,
    credential,
    refresh: fc.constantFrom('real' as const, 'garbage' as const, 'forged' as const),
    forgedId: fc.integer({ min: 1, max: 40 }),
  }),
);
type LimitedCall = typeof limitedCall extends fc.Arbitrary<infer T> ? T : never;

const SESSION_DOCUMENTS: Record<SessionOp, { query: string; inputType: string }> = {
  logout: { query: 'logout(input: $input) { success }', inputType: 'LogoutInput' },
  refreshSession: {
    query: 'refreshSession(input: $input) { errors { code } tokens { accessToken } }',
    inputType: 'RefreshSessionInput',
  },
};

/** The request of one call; session operations present the credential they were generated with. */
async function limitedRequest(
  c: LimitedCall,
  address: string,
): Promise<{ req: RawRequest; what: string; bearer: boolean }> {
  const json = { 'content-type': 'application/json' };
  if (!('credential' in c)) {
    const { query, variables } = build(
      [
        {
          op: c.op as GuardedOperation,
          wrappers: [],
          alias: false,
          fieldDirective: ' @include(if: $yes)',
          inputAs: 'variable',
        },
      ],
      [c.input],
    );
    return {
      req: { headers: { ...json, cookie: sessionCookie }, body: JSON.stringify({ query, variables }) },
      what: query,
      bearer: false,
    };
  }
  const op = c.op as SessionOp;
  const tokens = c.credential === 'bearer' || c.refresh === 'real' ? await upstreamTokens('sana') : null;
  const bearer =
    c.credential === 'bearer' ? tokens!.access : c.credential === 'forged' ? forged(c.forgedId) : null;
  const input: Record<string, unknown> = { ...c.input };
  if (op === 'refreshSession') {
    delete input.everywhere;
    input.refreshToken =
      c.refresh === 'real' ? tokens!.refresh : c.refresh === 'forged' ? forged(c.forgedId) : 'not-a-token';
  }
  const { query: selection, inputType } = SESSION_DOCUMENTS[op];
  const query = `mutation Fuzz($input: ${inputType}!) { ${selection} }`;
  return {
    req: {
      headers: {
        ...json,
        'x-forwarded-for': address,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables: { input } }),
    },
    what: `${query} ${JSON.stringify(input)} (${c.credential})`,
    bearer: bearer !== null,
  };
}

/** Answers of each session operation that passed its limit (not RATE_LIMITED), over one property (one address). */
const sessionAttempts: Record<SessionOp, number> = { logout: 0, refreshSession: 0 };
function countSessionAttempt(op: string, body: { errors?: Array<{ extensions?: { code?: unknown } }> }) {
  if (!(SESSION_OPERATIONS as readonly string[]).includes(op)) return;
  if ((body.errors ?? []).some((e) => e.extensions?.code === 'RATE_LIMITED')) return;
  sessionAttempts[op as SessionOp] += 1;
}

function expectLimitsHeld() {
  for (const [key, count] of failedUpstreamCalls())
    expect(count, `failed upstream calls for ${key}`).toBeLessThanOrEqual(LIMIT);
  for (const op of SESSION_OPERATIONS)
    expect(sessionAttempts[op], `${op} calls past the per-address limit`).toBeLessThanOrEqual(SESSION_LIMIT);
}

describe('fuzz: limited operations in parallel and with the upstream failing', () => {
  it(
    'parallel bursts: every request answered stably within the bound, and no limit passed',
    async () => {
      let bursts = 0;
      Object.assign(sessionAttempts, { logout: 0, refreshSession: 0 });
      await fc.assert(
        fc.asyncProperty(fc.array(limitedCall, { minLength: 5, maxLength: 25 }), async (generated) => {
          // One fresh username per burst: its sign-ins run in parallel for one (username, address) pair.
          bursts += 1;
          const calls = generated.map((c) =>
            c.op === 'login' ? { ...c, input: { ...c.input, username: `burst_${bursts}` } } : c,
          );
          const requests = await Promise.all(calls.map((c) => limitedRequest(c, '198.51.100.1')));
          const answers = await Promise.all(
            requests.map(({ req, what }) => timedSend(req, REQUEST_BOUND_MS + 3_000, what)),
          );
          answers.forEach((answer, i) =>
            countSessionAttempt(calls[i]!.op, expectStableAnswer(answer, requests[i]!.what)),
          );
          await gateway.expectHealthy();
        }),
        fuzzOptions(Math.max(5, Math.floor(FUZZ_RUNS / 5))),
      );
      expectLimitsHeld();
    },
    fuzzTimeout(),
  );

  /** What the double does to `user/me/` or the token calls during one case. */
  const fault = fc.constantFrom(
    null,
    { delayMs: UPSTREAM_TIMEOUT_MS + 500 },
    { status: 500, body: { detail: 'Server Error' } },
    { status: 502, html: true },
    { status: 503 },
    { status: 429, body: { detail: 'Request was throttled.' } },
    { status: 200, body: 'garbage <html>' },
    { drop: true },
  );

  it(
    'with user/me/ and the token calls failing: bounded answers, no session from a failed token call, no sign-out everywhere unverified',
    async () => {
      let n = 0;
      Object.assign(sessionAttempts, { logout: 0, refreshSession: 0 });
      await fc.assert(
        fc.asyncProperty(
          fc.array(limitedCall, { minLength: 1, maxLength: 4 }),
          fault,
          fault,
          async (calls, meFault, tokenFault) => {
            // Unique usernames: the pair limit must not stop the calls before the failing upstream is reached.
            const named = calls.map((c) =>
              c.op === 'login' || c.op === 'registerAccount'
                ? { ...c, input: { ...c.input, username: `fault_${(n += 1)}` } }
                : c,
            );
            const requests = await Promise.all(named.map((c) => limitedRequest(c, '198.51.100.2')));
            if (meFault) gateway.double.faults.add({ path: '/api/user/me/', ...meFault });
            if (tokenFault)
              gateway.double.faults.add({ path: /^\/api\/token\/(refresh\/)?$/, ...tokenFault });
            try {
              const answers = await Promise.all(
                requests.map(({ req, what }) => timedSend(req, FAULT_BOUND_MS, what)),
              );
              answers.forEach((answer, i) => {
                const c = named[i]!;
                const body = expectStableAnswer(answer, requests[i]!.what) as {
                  data?: Record<
                    string,
                    { session?: unknown; success?: boolean; tokens?: unknown } | null
                  > | null;
                  errors?: Array<{ extensions?: { code?: unknown } }>;
                };
                countSessionAttempt(c.op, body);
                const payload = body.data?.[c.op];
                if (c.op === 'login' && tokenFault)
                  expect(
                    payload?.session ?? null,
                    `a session from a failed token call: ${answer.kind}`,
                  ).toBeNull();
                if (c.op === 'refreshSession' && tokenFault)
                  expect(payload?.tokens ?? null, 'tokens from a failed refresh').toBeNull();
                // "Everywhere" for a bearer is done only once the upstream said whose it is.
                const unverified =
                  'credential' in c &&
                  (c.credential === 'forged' || (c.credential === 'bearer' && meFault !== null));
                if (c.op === 'logout' && c.input.everywhere && unverified)
                  expect(
                    payload?.success ?? false,
                    `logout(everywhere) unverified: ${requests[i]!.what}`,
                  ).toBe(false);
              });
            } finally {
              gateway.double.faults.clear();
            }
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(Math.max(5, Math.floor(FUZZ_RUNS / 4))),
      );
      expectLimitsHeld();
    },
    fuzzTimeout(),
  );
});
