// A mobile app's whole life with the API, as docs/api.md tells it: bearer tokens only (no cookie is sent, none
// may be needed), every student screen's data, a refresh after the access token expires on the double's clock,
// sign-out, and a renewal receipt sent as a hand-built GraphQL multipart request (what `curl -F` sends).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamDouble } from '@learnify/upstream-double';
import { FINALIZE, SAVE, START } from './quiz-support';
import {
  PASSWORD,
  PNG_1X1,
  sha256,
  startStack,
  type Data,
  type GqlError,
  type Stack,
  testDouble,
} from './support';

/** The web client's trusted documents, as codegen writes them where the gateway reads them. */
const MANIFEST = JSON.parse(
  readFileSync(new URL('../../gateway/src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const ACCESS_TOKEN_TTL_MINUTES = 30; // the double's (and the real API's) access-token lifetime

let clock = new Date();
let double: UpstreamDouble;
let stack: Stack;
beforeAll(async () => {
  double = await testDouble({ seed: 'minimal', now: () => clock });
  stack = await startStack({}, { double });
});
afterAll(async () => {
  await stack.close();
  await double.close();
});

interface Reply {
  status: number;
  data: Data;
  errors: GqlError[] | undefined;
}

/** What a phone app keeps: two tokens, nothing else. Every answer is checked for cookies it must not need. */
class MobileClient {
  access: string | null = null;
  refresh: string | null = null;
  /** Cookies the gateway tried to give the app (none expected: bearer clients need none). */
  readonly seenSetCookies: string[] = [];

  constructor(private readonly url: string) {}

  private auth(): Record<string, string> {
    return this.access ? { authorization: `Bearer ${this.access}` } : {};
  }

  private async read(res: Response): Promise<Reply> {
    // Sign-out answers also carry the web session cookie's deletion (`learnify_session=; Max-Age=0`): harmless
    // to an app, which has no cookie jar. Any cookie that SETS a value would mean the app needed one.
    const setting = res.headers.getSetCookie().filter((c) => !/^[^=]+=;|;\s*max-age=0\b/i.test(c));
    this.seenSetCookies.push(...setting);
    const body = (await res.json()) as { data?: Data; errors?: GqlError[] };
    return { status: res.status, data: body.data, errors: body.errors };
  }

  async gql(query: string, variables: Record<string, unknown> = {}): Promise<Reply> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.auth() },
      body: JSON.stringify({ query, variables }),
    });
    return this.read(res);
  }

  /** A GraphQL multipart request written out byte by byte, as `curl -F operations=… -F map=… -F 0=@file` sends it. */
  async upload(
    query: string,
    variables: Record<string, unknown>,
    file: { variable: string; name: string; type: string; bytes: Buffer },
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ): Promise<Reply> {
    const boundary = '------------------------learnifymobile7d3a';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(part('operations', JSON.stringify({ query, variables }))),
      Buffer.from(part('map', JSON.stringify({ 0: [`variables.${file.variable}`] }))),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="${file.name}"\r\n` +
          `content-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...this.auth(), ...headers },
      body,
    });
    return this.read(res);
  }

  async signIn(username: string) {
    const res = await this.gql(
      `mutation SignIn($input: LoginInput!) {
        login(input: $input) {
          errors { code field message }
          session { role accountStatus tokens { accessToken refreshToken } user { username grade } }
        }
      }`,
      { input: { username, password: PASSWORD, tokenDelivery: 'BEARER' } },
    );
    expect(res.data.login.errors).toEqual([]);
    const { tokens } = res.data.login.session;
    this.access = tokens.accessToken;
    this.refresh = tokens.refreshToken;
    return res.data.login.session;
  }

  /** What the app does on UNAUTHENTICATED: swap the refresh token for a new access token, once. */
  async renew() {
    const res = await this.gql(
      `mutation Renew($input: RefreshSessionInput!) {
        refreshSession(input: $input) { errors { code } tokens { accessToken refreshToken } }
      }`,
      { input: { refreshToken: this.refresh } },
    );
    expect(res.data.refreshSession.errors).toEqual([]);
    this.access = res.data.refreshSession.tokens.accessToken;
  }
}

const codes = (r: Reply) => (r.errors ?? []).map((e) => e.extensions?.code);

describe('a mobile client with bearer tokens only', () => {
  it("does a student's whole journey without a cookie", async () => {
    const app = new MobileClient(stack.url);
    const session = await app.signIn('ayesha');
    expect(session).toMatchObject({ role: 'STUDENT', accountStatus: 'ACTIVE' });
    expect(app.access).toMatch(/\S{20,}/);
    expect(app.refresh).toMatch(/\S{20,}/);

    const me = await app.gql('{ me { username fullName role } }');
    expect(me.data.me).toMatchObject({ username: 'ayesha', role: 'STUDENT' });

    // Catalogue → a quiz of the student's own grade (ayesha is in Grade 3; the real API's `user/me/` does not
    // say, so an app remembers the grade the child chose).
    const cat = await app.gql('{ catalogue { name subjects { name chapters { quizzes { id title } } } } }');
    const grade = cat.data.catalogue.find((g: Data) => g.name === 'Grade 3');
    const quiz = grade.subjects[0].chapters[0].quizzes[0];
    expect(quiz.id).toBeTruthy();

    // Start, then answer each question type as the app's screens would send it.
    const started = await app.gql(START, { input: { quizId: quiz.id } });
    const attempt = started.data.startQuiz.attempt;
    expect(attempt.previewMode).toBe(false);
    expect(new Set(attempt.questions.map((q: Data) => q.type))).toEqual(new Set(['SCQ', 'MCQ', 'FIB']));
    // The answer key stands in for a child who knows everything, so the score below is exact.
    const key = double.admin.correctAnswersOf(Number(attempt.attemptId))!;
    for (const q of attempt.questions) {
      const correct = key[q.id] as Data;
      const input: Data = { attemptId: attempt.attemptId, questionId: q.id, questionType: q.type };
      if (q.type === 'SCQ') input.selected = correct.selected;
      if (q.type === 'MCQ') input.selectedOptions = correct.selected;
      if (q.type === 'FIB') {
        expect(q.blanks.length).toBeGreaterThan(0);
        input.blanks = Object.entries(correct).map(([label, value]) => ({ label, value }));
      }
      const saved = await app.gql(SAVE, { input });
      expect(saved.data.saveAnswer).toEqual({ questionId: q.id, status: 'SAVED', errors: [] });
    }
    expect(double.admin.answersOf(Number(attempt.attemptId))).toHaveLength(attempt.questions.length);

    const fin = await app.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 120 } });
    expect(fin.data.finalizeQuiz.result).toMatchObject({ percentage: 100, gradeLetter: 'A+' });

    const result = await app.gql('query($id: ID!) { quizResult(attemptId: $id) { id percentage } }', {
      id: attempt.attemptId,
    });
    expect(result.data.quizResult).toEqual({ id: attempt.attemptId, percentage: 100 });

    const history = await app.gql('{ quizHistory { entries { id quizTitle percentage } } }');
    expect(history.data.quizHistory.entries[0]).toEqual({
      id: attempt.attemptId,
      quizTitle: attempt.quizTitle,
      percentage: 100,
    });

    const perf = await app.gql(
      '{ subjectPerformance { overall { studentAverage } subjects { subject studentAverage classAverage } } }',
    );
    expect(perf.data.subjectPerformance.subjects.length).toBeGreaterThan(0);
    expect(perf.data.subjectPerformance.overall.studentAverage).toEqual(expect.any(Number));

    // Half an hour later the access token has expired: UNAUTHENTICATED, refresh, the same call succeeds.
    clock = new Date(clock.getTime() + (ACCESS_TOKEN_TTL_MINUTES + 1) * 60_000);
    const stale = await app.gql('{ quizHistory { entries { id } } }');
    expect(codes(stale)).toEqual(['UNAUTHENTICATED']);
    const oldAccess = app.access;
    await app.renew();
    expect(app.access).not.toBe(oldAccess);
    const again = await app.gql('{ quizHistory { entries { id } } }');
    expect(again.data.quizHistory.entries[0].id).toBe(attempt.attemptId);

    // Sign out: the payload says so; the app forgets its tokens and is a visitor again.
    const out = await app.gql('mutation { logout { success } }');
    expect(out.data.logout).toEqual({ success: true });
    app.access = null;
    app.refresh = null;
    expect((await app.gql('{ me { username } }')).data.me).toBeNull();

    expect(app.seenSetCookies).toEqual([]);
  });

  it('sends a renewal receipt (a real PNG) as a GraphQL multipart request', async () => {
    const app = new MobileClient(stack.url);
    await app.signIn('bilal'); // subscription expired: the app takes him to renewal
    const info = await app.gql('{ subscriptionInfo { status } }');
    expect(info.data.subscriptionInfo.status).toBe('EXPIRED');
    const RENEW = `mutation Renew($input: RenewSubscriptionInput!) {
      renewSubscription(input: $input) { submitted signedOut message errors { code field } }
    }`;
    const variables = { input: { plan: 'MONTHLY', feeReceipt: null } };
    const file = { variable: 'input.feeReceipt', name: 'receipt.png', type: 'image/png', bytes: PNG_1X1 };

    // Without the preflight header a multipart POST is refused before it is read (CSRF prevention).
    const refused = await app.upload(RENEW, variables, file, {});
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(double.admin.findUser('bilal')!.renewal_requests).toHaveLength(0);

    const sent = await app.upload(RENEW, variables, file);
    expect(sent.status).toBe(200);
    expect(sent.data.renewSubscription).toMatchObject({ submitted: true, signedOut: true, errors: [] });
    const request = double.admin.findUser('bilal')!.renewal_requests.at(-1)!;
    expect(request).toMatchObject({ plan: 'monthly', status: 'pending' });
    expect(request.receipt).toMatchObject({ sha256: sha256(PNG_1X1), size: PNG_1X1.length });
    expect(app.seenSetCookies).toEqual([]);
  });

  it('may send the hash of a web-client document instead of its text; an unknown hash is PERSISTED_QUERY_NOT_FOUND', async () => {
    const byHash = (sha256Hash: string) =>
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      }).then(async (res) => (await res.json()) as { data?: Data; errors?: GqlError[] });
    // The sign-up screen's query (the grades), as the web client's manifest holds it.
    const [hash] = Object.entries(MANIFEST).find(([, text]) => /\bquery SignupScreen \{/.test(text)) ?? [];
    expect(hash).toBeTruthy();
    const known = await byHash(hash!.replace(/^sha256:/, ''));
    expect(known.errors).toBeUndefined();
    expect(known.data.grades.length).toBeGreaterThan(0);

    const unknown = await byHash(sha256(Buffer.from('query MyOwn { grades { id } }')));
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The full text is always accepted.
    expect((await new MobileClient(stack.url).gql('query MyOwn { grades { id } }')).data.grades.length).toBe(
      known.data.grades.length,
    );
  });
});
