// Fuzz: the inputs that name a grade — `setMyGrade(input: { gradeId })` and `gradeQuizzes(gradeId:, grade:)` —
// with generated values (any string, huge numbers, padded and unicode ids, listed ids), as variables and literals,
// against a running production gateway whose double sends no grade in `user/me/`. Properties: a stable answer within
// the time bound; a grade is kept only when `grades` lists it, for the signed-in student only, never sent to Learnify;
// a bounded number of upstream calls per request; the same in a parallel burst and while the double fails `grades/`.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectStableAnswer,
  FUZZ_RUNS,
  fuzzOptions,
  fuzzTimeout,
  REAL_PASSWORD,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';
import type { Data } from './support';

const SET =
  'mutation S($input: SetMyGradeInput!) { setMyGrade(input: $input) { errors { code field } user { grade gradeSource } } }';
const ME = '{ viewer { user { grade gradeSource } } }';

let gateway: ProductionGateway;
let cookie = '';
let listed: { id: string; label: string }[] = [];

async function gql(query: string, variables: Record<string, unknown> = {}, as = cookie) {
  return gateway.send({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...(as ? { cookie: as } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation L($input: LoginInput!) { login(input: $input) { session { role } } }',
      variables: { input: { username, password: REAL_PASSWORD } },
    }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

beforeAll(async () => {
  gateway = await startProductionGateway();
  gateway.double.reproduce('me-without-grade');
  cookie = await signIn('fatima');
  expect(cookie).toMatch(/learnify_session=/);
  const grades = await (await fetch(`${gateway.double.url}grades/`)).json();
  listed = (grades as { id: number; name: string }[]).map((g) => ({ id: String(g.id), label: g.name }));
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());
beforeEach(() => gateway.double.faults.clear());

/** Grade ids as a client might send them: listed ones, padded or signed ones, huge numbers, any text. */
const gradeId = fc.oneof(
  fc.constantFrom(...['1', '2', '3', '4', '5'], ' 3', '3 ', '03', '+3', '-3', '3.0', '0x3', '٣', '３'),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('9'.repeat(5_000)),
);

/** GraphQL string literal of any text (for the literal form of the input). */
const literal = (s: string) => JSON.stringify(s);

describe('setMyGrade with generated grade ids', () => {
  it(
    'keeps a grade only when `grades` lists it, answering stably and within the bound',
    async () => {
      await fc.assert(
        fc.asyncProperty(gradeId, fc.boolean(), async (id, asLiteral) => {
          const before = gateway.double.requests.length;
          const answer = asLiteral
            ? await gql(
                `mutation { setMyGrade(input: { gradeId: ${literal(id)} }) { errors { code field } user { grade gradeSource } } }`,
              )
            : await gql(SET, { input: { gradeId: id } });
          const body = expectStableAnswer(answer, `setMyGrade(${JSON.stringify(id).slice(0, 60)})`);
          const calls = gateway.double.requests.slice(before);
          // Bounded work: the standing, `grades/`, and her profile after an accepted answer; never an edit.
          expect(calls.length).toBeLessThanOrEqual(3);
          expect(calls.some((c) => c.path.startsWith('/api/user/edit-profile/'))).toBe(false);
          const payload = (body.data as Data | undefined)?.setMyGrade as
            { errors: { code: string; field: string }[]; user: { grade: string } | null } | undefined;
          if (!payload) return; // refused before execution (a literal that is no valid GraphQL string)
          const match = listed.find((g) => g.id === id.trim());
          if (match && /^\d{1,18}$/.test(id.trim())) {
            expect(payload).toEqual({ errors: [], user: { grade: match.label, gradeSource: 'HER_ANSWER' } });
          } else {
            expect(payload).toEqual({ errors: [{ code: 'INVALID_INPUT', field: 'gradeId' }], user: null });
          }
        }),
        fuzzOptions(),
      );
    },
    fuzzTimeout(),
  );

  it(
    'a parallel burst of answers from two students: each keeps one of her own, nobody gets the other’s',
    async () => {
      const other = await signIn('nadia');
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...listed)), { minLength: 10, maxLength: 30 }),
          async (burst) => {
            const answers = await Promise.all(
              burst.map(([mine, g]) => gql(SET, { input: { gradeId: g.id } }, mine ? cookie : other)),
            );
            answers.forEach((a, i) => expectStableAnswer(a, `burst ${i}`));
            for (const [who, as] of [
              [true, cookie],
              [false, other],
            ] as const) {
              const sent = burst.filter(([mine]) => mine === who).map(([, g]) => g.label);
              const me = (expectStableAnswer(await gql(ME, {}, as), 'me').data as Data).viewer.user as {
                grade: string | null;
              };
              if (sent.length > 0) expect(sent).toContain(me.grade);
            }
          },
        ),
        fuzzOptions(Math.max(5, Math.round(FUZZ_RUNS / 10))),
      );
    },
    fuzzTimeout(),
  );

  it(
    'while the double fails `grades/`, an answer is refused with a stable code and nothing is kept',
    async () => {
      const fresh = await signIn('omar');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            { status: 500, html: true },
            { status: 503, body: { detail: 'busy' } },
            { delayMs: 2_500 },
            { drop: true },
            { status: 200, body: 'not json' },
          ),
          fc.constantFrom(...listed),
          async (fault, g) => {
            gateway.double.faults.clear();
            gateway.double.faults.add({ path: '/api/grades/', ...fault });
            const body = expectStableAnswer(await gql(SET, { input: { gradeId: g.id } }, fresh), 'faulty');
            expect((body.data as Data | null)?.setMyGrade ?? null).toBeNull();
            gateway.double.faults.clear();
            const me = (expectStableAnswer(await gql(ME, {}, fresh), 'me').data as Data).viewer.user as {
              grade: string | null;
            };
            expect(me.grade === null || me.grade === 'Grade 3').toBe(true); // omar's history may tell it
          },
        ),
        fuzzOptions(10),
      );
    },
    fuzzTimeout(10),
  );
});

describe('gradeQuizzes with generated grades', () => {
  it(
    'answers a listed grade and refuses anything else with BAD_USER_INPUT, within the bound',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          gradeId,
          fc.option(fc.string({ maxLength: 80 }), { nil: null }),
          async (id, name) => {
            const useName = name !== null;
            const query = useName
              ? 'query Q($g: String) { viewer { progress { gradeQuizzes(grade: $g) { id } } } }'
              : 'query Q($g: ID) { viewer { progress { gradeQuizzes(gradeId: $g) { id } } } }';
            const body = expectStableAnswer(await gql(query, { g: useName ? name : id }), 'gradeQuizzes');
            const codes = (body.errors ?? []).map((e) => e.extensions?.code);
            const known = useName
              ? listed.some((g) => g.label.toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase())
              : listed.some((g) => g.id === id.trim() && /^\d{1,18}$/.test(id.trim()));
            expect(codes).toEqual(known ? [] : ['BAD_USER_INPUT']);
          },
        ),
        fuzzOptions(),
      );
    },
    fuzzTimeout(),
  );
});
