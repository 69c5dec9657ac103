// Unknown standing refuses only what needs standing. `user/me/` fails in five ways (a time-out, a 5xx, a 429, an
// answer that is not JSON, a dropped connection) for a bearer token and for a cookie session whose standing is not
// known yet, against each class of operation:
// - public data (catalogue, grades, honour boards, password policy): exactly a visitor's answer, and nothing but
//   `user/me/` carries the credential;
// - a query mixing public data with her own: the public part as a visitor's, her own part STANDING_UNKNOWN;
// - her own data alone: 503 STANDING_UNKNOWN, retryable;
// - graded starts, saves and finalizes: STANDING_UNKNOWN, retryable, nothing sent;
// - signing out: done.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FaultRule } from '@learnify/upstream-double';
import { FINALIZE, quizIds, SAVE, START } from './quiz-support';
import { codes, type GqlClient, type GqlResult, startStack, upstreamToken, type Stack } from './support';

const ME = '/api/user/me/';
/** Short for the time-out cases, long enough that a busy machine never makes a healthy upstream call miss it. */
const TIMEOUT_MS = 1000;
const FAULTS: Array<[string, FaultRule]> = [
  // Twice the time-out, which starts first: it fires first however busy the machine is.
  ['a time-out', { path: ME, delayMs: 2 * TIMEOUT_MS }],
  ['a 503', { path: ME, status: 503 }],
  ['a 429', { path: ME, status: 429, body: { detail: 'Request was throttled.' } }],
  ['an answer that is not JSON', { path: ME, status: 200, body: 'this is not json' }],
  ['a dropped connection', { path: ME, drop: true }],
];

const PUBLIC = /* GraphQL */ `
  query Public {
    catalogue {
      id
      name
      subjects {
        id
        chapters {
          id
          quizzes {
            id
            title
            myProgress {
              attempts
            }
          }
        }
      }
    }
    grades {
      id
      label
    }
    shiningStars: honourBoard(kind: SHINING_STARS) {
      grades {
        grade
        topStudents {
          rank
          username
          fullName
          school
        }
      }
    }
    passwordPolicy {
      minLength
      forbidsUsername
    }
  }
`;
const MIXED = '{ grades { id label } passwordPolicy { minLength } me { username } }';
const OWN = [
  '{ me { username } }',
  '{ quizHistory { id } }',
  '{ myProgress { grade } }',
  '{ subscriptionInfo { id } }',
];

let stack: Stack;
let quizId: string;
let visitor: { public: GqlResult; mixed: GqlResult };
beforeAll(async () => {
  // A known standing lasts a second here, so a session's goes cold within the test.
  stack = await startStack({
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    ACCOUNT_STATUS_TTL_MS: '1000',
    HONOUR_BOARD_PUBLIC_NAMES: 'first-initial',
  });
  quizId = (await quizIds(stack)).grade3[0]!.id;
  visitor = { public: await stack.client().gql(PUBLIC), mixed: await stack.client().gql(MIXED) };
  expect(visitor.public.errors).toBeUndefined();
});
afterAll(() => stack.close());
beforeEach(() => stack.double.reset());

/** A credential whose standing the gateway does not know: a fresh bearer token, or a session gone cold. */
const CREDENTIALS: Array<[string, () => Promise<GqlClient>]> = [
  [
    'a bearer token',
    async () => stack.client({ authorization: `Bearer ${await upstreamToken(stack.double, 'ayesha')}` }),
  ],
  [
    'a cookie session',
    async () => {
      const c = await stack.signedIn('ayesha');
      await new Promise((r) => setTimeout(r, 1200)); // past ACCOUNT_STATUS_TTL_MS
      return c;
    },
  ],
];

/** Upstream calls that carried a credential, other than the failing `user/me/`. */
const credentialedCalls = () =>
  stack.double.requests.filter((r) => r.headers.authorization && r.path !== ME).map((r) => r.path);

describe.each(FAULTS)('user/me/ failing with %s', (_fault, fault) => {
  it.each(CREDENTIALS)(
    '%s gets public data as a visitor and nothing that needs standing',
    async (_who, make) => {
      const client = await make();
      stack.double.requests.length = 0;
      stack.double.faults.add(fault);

      const pub = await client.gql(PUBLIC);
      expect(pub.status).toBe(200);
      expect(pub.errors).toBeUndefined();
      expect(pub.data).toEqual(visitor.public.data);

      const mixed = await client.gql(MIXED);
      expect(codes(mixed)).toEqual(['STANDING_UNKNOWN']);
      expect(mixed.errors?.[0]?.extensions?.retryable).toBe(true);
      expect(mixed.errors?.[0]?.path).toEqual(['me']);
      expect(mixed.data).toEqual({ ...visitor.mixed.data, me: null });

      for (const own of OWN) {
        const res = await client.gql(own);
        expect(res.status).toBe(503);
        expect(codes(res)).toEqual(['STANDING_UNKNOWN']);
        expect(res.errors?.[0]?.extensions?.retryable).toBe(true);
      }

      const graded = [
        await client.gql(START, { input: { quizId } }),
        await client.gql(SAVE, {
          input: { attemptId: '1', questionId: '1', questionType: 'SCQ', selected: 'a' },
        }),
        await client.gql(FINALIZE, { input: { attemptId: '1', durationSeconds: 3 } }),
      ];
      for (const res of graded) {
        expect(codes(res)).toEqual(['STANDING_UNKNOWN']);
        expect(res.errors?.[0]?.extensions?.retryable).toBe(true);
      }
      expect(stack.upstreamCalls('/api/student/submit-answer/')).toBe(0);
      expect(stack.upstreamCalls('/api/student/quiz/finalize/')).toBe(0);

      // Nothing but user/me/ was sent with the credential.
      expect(credentialedCalls()).toEqual([]);

      const out = await client.gql('mutation { logout(input: {}) { success } }');
      expect(out.errors).toBeUndefined();
      expect(out.data.logout.success).toBe(true);
    },
  );
});
