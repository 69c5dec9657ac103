// Fuzz: generated hostile headers and cookies against a running production gateway, written byte for
// byte on the socket: session cookies that are garbage or a real one tampered with, Authorization headers of every
// shape, header lines with CR, LF, NUL and 8-bit bytes, folded, duplicated, huge, conflicting lengths. Properties:
// a stable answer (JSON with a code even when Node's HTTP parser refuses the request), the process up, and no
// tampered or invented credential ever signs anyone in.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStableAnswer,
  fuzzOptions,
  fuzzTimeout,
  INHERITED_NAMES,
  REAL_PASSWORD,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';

let gateway: ProductionGateway;
/** A real sealed session cookie value and a real bearer access token of ayesha: the material to tamper with. */
let sealed = '';
let bearer = '';

async function signIn(tokenDelivery: 'COOKIE' | 'BEARER') {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation L($input: LoginInput!) { login(input: $input) { session { tokens { accessToken } } errors { code } } }',
      variables: { input: { username: 'ayesha', password: REAL_PASSWORD, tokenDelivery } },
    }),
  });
  const body = (await res.json()) as {
    data: { login: { session: { tokens: { accessToken: string } | null } | null } };
  };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => /^learnify_session=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  return { cookie: cookie ?? '', token: body.data.login.session?.tokens?.accessToken ?? '' };
}

beforeAll(async () => {
  gateway = await startProductionGateway();
  sealed = (await signIn('COOKIE')).cookie;
  bearer = (await signIn('BEARER')).token;
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());

/** Text no well-behaved client would put in a header. */
const hostile = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(
      fc.constantFrom('\r', '\n', '\0', '\r\n', '\t', ' ', '"', ';', ',', '=', '\u00ff', 'é', '\x7f', 'a'),
      {
        maxLength: 20,
      },
    )
    .map((c) => c.join('')),
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'A'.repeat(n)),
);

/** A real credential changed somewhere before its last two characters (so it is never the same token). */
const tampered = (real: () => string) =>
  fc
    .tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.oneof(hostile, fc.base64String({ maxLength: 40 })),
      fc.boolean(),
    )
    .map(([at, insert, cut]) => {
      const value = real();
      const i = Math.floor(at * Math.max(0, value.length - 2));
      const changed = cut ? value.slice(0, i) + insert : value.slice(0, i) + insert + value.slice(i + 1);
      return changed === value ? `${value.slice(0, i)}!${value.slice(i + 1)}` : changed;
    });

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** Tokens that look like SimpleJWT's, signed by nobody. */
const forgedJwt = fc
  .record({
    alg: fc.constantFrom('none', 'HS256', 'RS256', ''),
    role: fc.constantFrom('ADMIN', 'STUDENT', 'TEACHER'),
    userId: fc.integer({ min: -1, max: 1000 }),
    signature: fc.constantFrom('', 'x', 'AAAA'),
  })
  .map(
    ({ alg, role, userId, signature }) =>
      `${b64({ alg, typ: 'JWT' })}.${b64({ token_type: 'access', user_id: userId, role, exp: 4102444800 })}.${signature}`,
  );

const cookieLine = fc.oneof(
  fc.constant(() => `Cookie: learnify_session=${sealed}`), // the control: a valid session, once among the garbage
  hostile.map((v) => () => `Cookie: learnify_session=${v}`),
  tampered(() => sealed).map((v) => () => `Cookie: learnify_session=${v}`),
  tampered(() => sealed).map((v) => () => `Cookie: a=1; learnify_session=${v}; learnify_session=${sealed}`),
  hostile.map((v) => () => `Cookie: ${v}`),
  fc.constant(() => `Cookie: LEARNIFY_SESSION=${sealed}`),
  fc.constant(() => `Cookie: learnify_session =${sealed}`),
);

const authorizationLine = fc.oneof(
  hostile.map((v) => () => `Authorization: Bearer ${v}`),
  tampered(() => bearer).map((v) => () => `Authorization: Bearer ${v}`),
  forgedJwt.map((v) => () => `Authorization: Bearer ${v}`),
  hostile.map((v) => () => `Authorization: ${v}`),
  fc.constant(() => `Authorization: Basic ${Buffer.from(`ayesha:${REAL_PASSWORD}`).toString('base64')}`),
  fc.constant(() => 'Authorization: Bearer'),
  fc.constant(() => `Authorization: bearer  ${bearer} extra`),
);

const otherLine = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'X-Forwarded-For',
        'X-Request-Id',
        'Accept-Encoding',
        'Accept',
        'Apollo-Require-Preflight',
        'X-Apollo-Operation-Name',
        'Origin',
        'Host',
        'Content-Type',
        'Expect',
        'Range',
        'If-None-Match',
      ),
      hostile,
    )
    .map(
      ([name, value]) =>
        () =>
          `${name}: ${value}`,
    ),
  hostile.map((name) => () => `${name}: x`),
  fc.constantFrom(...INHERITED_NAMES).map((name) => () => `${name}: x`),
  fc.constantFrom(...INHERITED_NAMES).map((name) => () => `Cookie: ${name}=x; learnify_session=${name}`),
  fc.constant(() => 'Transfer-Encoding: chunked'),
  fc.constant(() => 'Content-Length: 5'),
  fc.constant(() => 'Content-Length: -1'),
  fc.constant(() => ' folded continuation line'),
  fc.integer({ min: 100, max: 3000 }).map((n) => () => 'X-Many: 1\r\n'.repeat(n).slice(0, -2)),
);

const ME = JSON.stringify({ query: '{ me { username } }' });

describe('fuzz: headers and cookies', () => {
  it(
    'every generated header set gets a stable answer, and only the untouched session signs anyone in',
    async () => {
      let controls = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(cookieLine, authorizationLine, otherLine), { minLength: 1, maxLength: 6 }),
          async (lines) => {
            const extra = lines.map((line) => line());
            const head = [
              'POST /graphql HTTP/1.1',
              'Host: 127.0.0.1',
              'Content-Type: application/json',
              `Content-Length: ${ME.length}`,
              'Connection: close',
              ...extra,
            ].join('\r\n');
            const answer = await gateway.sendBytes(Buffer.from(`${head}\r\n\r\n${ME}`, 'latin1'));
            const body = expectStableAnswer(answer, `headers ${JSON.stringify(extra).slice(0, 300)}`);
            const me = (body.data as { me?: { username: string } | null } | undefined)?.me;
            if (me) {
              // Signed in: only possible with the untouched session or token in the request.
              // (A space before `=` is the same cookie: names are trimmed, as browsers and RFC 6265 do.)
              const untouched = extra.some(
                (l) =>
                  new RegExp(`^Cookie: (.*; )?learnify_session ?=${sealed}(;|$)`).test(l) ||
                  l === `Authorization: Bearer ${bearer}`,
              );
              expect(untouched, `signed in as ${me.username} by ${JSON.stringify(extra)}`).toBe(true);
              controls += 1;
            }
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(),
      );
      // Not vacuous: the control cases did sign in (the check above can tell the two apart).
      expect(controls).toBeGreaterThan(0);
    },
    fuzzTimeout(),
  );

  it('requests Node refuses itself get the JSON error shape, not an empty body', async () => {
    const cases: Array<[string, number, string]> = [
      [' folded continuation line', 400, 'MALFORMED_HTTP'],
      ['X-Bad: a\0b', 400, 'MALFORMED_HTTP'],
      [`X-Huge: ${'a'.repeat(20_000)}`, 431, 'HEADERS_TOO_LARGE'],
      ['Expect: something-else', 417, 'UNSUPPORTED_EXPECT'],
    ];
    for (const [line, status, reason] of cases) {
      const head = `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${ME.length}\r\nConnection: close\r\n${line}`;
      const answer = await gateway.sendBytes(Buffer.from(`${head}\r\n\r\n${ME}`, 'latin1'));
      expect(answer.kind === 'answer' && answer.status).toBe(status);
      const body = expectStableAnswer(answer, line.slice(0, 40));
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', reason });
      await gateway.expectHealthy();
    }
  });
});
